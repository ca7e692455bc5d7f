import type { Plugin } from 'vite';

/** The module that stands in for axios's fetch adapter in the portal's build. */
export const AXIOS_FETCH_STUB_ID = '\0portal:axios-fetch-adapter-stub';

/**
 * The source of that stand-in: the fetch adapter's two exports, saying "not supported by the
 * environment" (axios's own answer for an adapter the platform lacks: `getFetch` returning false).
 */
export const axiosFetchStubSource = [
  "// The portal's build leaves out axios's fetch adapter (apps/web/vite-axios-xhr-only.ts).",
  'export const getFetch = () => false;',
  'export default false;',
].join('\n');

/**
 * axios picks the first adapter of its default list `['xhr', 'http', 'fetch']` that the platform
 * supports. Every browser the portal serves has XMLHttpRequest, so the `xhr` adapter always answers
 * and the `fetch` adapter (about 4 KB gzip with its stream helpers) is never reached, yet
 * `lib/adapters/adapters.js` imports it statically, so every signed-in route downloaded it (issue
 * #10). This swaps it for a stub in the portal's build only, the way axios's own package.json
 * `browser` field swaps out its Node `http` adapter (for `lib/helpers/null.js`). Nothing in the
 * portal asks for `adapter: 'fetch'`; if something ever did, axios would refuse the request with
 * "adapter fetch is not supported by the environment" instead of sending it another way. Tests
 * (packages/api against a real server, in Node) keep the whole axios.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'portal:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './fetch.js' &&
        importer &&
        /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)
      ) {
        return AXIOS_FETCH_STUB_ID;
      }
      return null;
    },
    load(id) {
      return id === AXIOS_FETCH_STUB_ID ? axiosFetchStubSource : null;
    },
  };
}
