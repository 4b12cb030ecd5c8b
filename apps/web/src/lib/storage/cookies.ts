/**
 * Deletes every cookie this page can see, on the current path and domain and on each parent domain, since a
 * cookie set for `.example.com` is only removed by an expiry written for that same domain.
 */
export function deleteAllCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
  const hostParts = doc.location?.hostname.split('.') ?? [];
  const domains = [''];
  for (let start = 0; start < hostParts.length - 1; start += 1) {
    domains.push(`; domain=.${hostParts.slice(start).join('.')}`);
  }
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}
