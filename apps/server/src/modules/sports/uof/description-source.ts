/**
 * Where UOF market descriptions come from: the provider's REST API (`GET {base}/descriptions/{lang}/markets.xml`
 * and `…/variants.xml`, with the `x-access-token` header) or the sandbox provider, which serves its own. Each
 * answer is the XML body; uof-markets.ts reads it.
 */
export interface UofDescriptionSource {
  marketsXml(lang: string): Promise<string>;
  variantsXml(lang: string): Promise<string>;
}

/** What the REST source needs: the API base with its version (`https://global.api.betradar.com/v1`) and the token. */
export interface FetchDescriptionSourceConfig {
  baseUrl: string;
  accessToken: string;
  /** How long to wait for an answer. Default 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The provider's REST API as a description source. A non-2xx answer or no answer in time throws. */
export function fetchDescriptionSource(config: FetchDescriptionSourceConfig): UofDescriptionSource {
  const get = async (path: string): Promise<string> => {
    const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;
    const response = await (config.fetch ?? fetch)(new URL(path, base), {
      headers: { 'x-access-token': config.accessToken, accept: 'application/xml' },
      signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
    });
    if (!response.ok) throw new Error(`UOF descriptions ${path}: HTTP ${response.status}`);
    return response.text();
  };
  const lang = (code: string) => {
    if (!/^[a-z]{2}(-[a-z]{2,4})?$/i.test(code)) throw new Error(`not a language code: ${code}`);
    return encodeURIComponent(code);
  };
  return {
    marketsXml: (code) => get(`descriptions/${lang(code)}/markets.xml`),
    variantsXml: (code) => get(`descriptions/${lang(code)}/variants.xml`),
  };
}
