/**
 * The server's own start-up answers (site configuration, startup settings, theme, language pack) are not
 * validated field by field in the browser: the server builds them through the contracts' schemas, its
 * tests check them against those schemas, and loading a validator before the first screen would cost a
 * cheap phone a quarter of a second. What is checked here is what a wrong deployment would send instead
 * (an HTML error page, another API's answer): the answer is an object with the fields the site starts from.
 */
export function startUpModel<Model>(value: unknown, fields: readonly string[]): Model | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return fields.every((field) => field in value) ? (value as Model) : null;
}
