/*
 * Imports nothing: the portal's build writes the document's early-read script with it too
 * (apps/web/vite-early-reads.ts), so the page and the transport name a read by the same URL.
 */

/** axios's query value encoding (its helpers/buildURL.js `encode`): `:`, `$`, `,` and spaces stay readable. */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

/**
 * The URL the transport requests for a call, written as axios writes it (base and path joined
 * with one slash; query values of plain types in their order, undefined ones left out): the key
 * an early read is found by. Pure, so the document's early-read script is built with it too.
 */
export function requestUrl(
  baseURL: string,
  path: string,
  query: Record<string, string | number | boolean | null | undefined> = {},
): string {
  const joined = `${baseURL.replace(/\/?\/$/, '')}/${path.replace(/^\/+/, '')}`;
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `${encodeQueryValue(name)}=${encodeQueryValue(value === null ? '' : String(value))}`,
    );
  return pairs.length === 0 ? joined : `${joined}?${pairs.join('&')}`;
}
