import { minifySync, type Plugin } from 'vite';
import { requestUrl } from '../../packages/api/src/client/request-url';

/**
 * The regular expression (source) of a route path: `:name` segments match any one segment, and a
 * last segment `*` any rest (or none).
 */
export function routePattern(path: string): string {
  const segments = path.split('/');
  const rest = segments.at(-1) === '*';
  if (rest) segments.pop();
  const source = segments
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${source}${rest ? '(?:/.*)?' : ''}$`;
}

/** One read: a wire route's path (relative to the API base) and its query, as the app's call sends it. */
export interface EarlyRead {
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
}

/** A signed-in route whose first reads the document sends; the first route that matches counts. */
export interface EarlyReadRoute {
  /** The address path (see routePattern). */
  readonly path: string;
  /** Its own reads, for the address without a query string (the page's default view). */
  readonly reads: readonly EarlyRead[];
}

export interface EarlyReadOptions {
  /** Local storage key of the stored tokens (LocalStorageKey.authToken, JSON with `token`). */
  readonly sessionKey: string;
  /** The API base URL the app's transport uses (config.apiBaseUrl). */
  readonly apiBaseUrl: string;
  /** The security header every call carries (name and value, as the transport sends it). */
  readonly securityHeader: { readonly name: string; readonly value: string };
  /** Reads every listed route makes (the shell's: user info, unread count). */
  readonly everyRoute: readonly EarlyRead[];
  readonly routes: readonly EarlyReadRoute[];
}

/** The script's source (before minifying): what it sends for which address. */
export function earlyReadScript(options: EarlyReadOptions): string {
  const urls = (reads: readonly EarlyRead[]) =>
    reads.map((read) => requestUrl(options.apiBaseUrl, read.path, read.query));
  const routes = options.routes.map((route) => ({
    pattern: routePattern(route.path),
    urls: urls(route.reads),
  }));
  return `(function () {
  var routes = ${JSON.stringify(routes)};
  var everyRoute = ${JSON.stringify(urls(options.everyRoute))};
  var path = location.pathname.replace(/[/]+$/, '') || '/';
  var route = routes.filter(function (candidate) {
    return new RegExp(candidate.pattern).test(path);
  })[0];
  if (!route || typeof fetch !== 'function') return;
  var token = null;
  try {
    var stored = JSON.parse(window.localStorage.getItem(${JSON.stringify(options.sessionKey)}) || 'null');
    token = stored && typeof stored.token === 'string' && stored.token ? stored.token : null;
  } catch (error) {
    return;
  }
  // Signed out: nothing is sent.
  if (!token) return;
  // The transport's headers exactly (axios's Accept, the application header, the bearer).
  var headers = { Accept: 'application/json, text/plain, */*', Authorization: 'Bearer ' + token };
  headers[${JSON.stringify(options.securityHeader.name)}] = ${JSON.stringify(options.securityHeader.value)};
  var responses = {};
  // A query string names another view of the page (a filter): only the shell's reads then.
  everyRoute.concat(location.search ? [] : route.urls).forEach(function (url) {
    var response = fetch(url, { headers: headers });
    // Taken (and its failure handled) by the transport, or never.
    response.catch(function () {});
    responses[url] = response;
  });
  window.__portalEarlyReads = { token: token, sentAt: Date.now(), responses: responses };
})();
`;
}

/**
 * A signed-in page's text waits for its data, and its data was asked for only once the app's
 * JavaScript (about 200 KB gzip) had downloaded and run its guards and loaders. This writes a small
 * script into index.html's head, inline (the server's CSP allows it by its hash, computed from the
 * built HTML at start: apps/server/src/http/inline-script-hashes.ts), that, with a stored session,
 * sends the route's first reads at once, beside the JavaScript, and leaves the pending responses
 * for the transport (src/platform/early-reads.ts, @portal/api's `earlyReads`), which takes each once
 * for its exact URL and token. Only index.html: the login document has no signed-in reads.
 */
export function earlyReads(options: EarlyReadOptions): Plugin {
  return {
    name: 'portal:early-reads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename }) {
        if (!filename.endsWith('index.html')) return html;
        const { code, errors } = minifySync('early-reads.js', earlyReadScript(options));
        if (errors.length > 0)
          throw new Error(`earlyReads: ${errors.map((error) => error.message).join('; ')}`);
        if (!html.includes('</title>')) throw new Error('earlyReads: index.html has no </title>');
        // Right after the title, first of the head's scripts: the reads leave before the chunks queue.
        return html.replace(
          '</title>',
          () => `</title>\n    <script data-early-reads>${code.trim()}</script>`,
        );
      },
    },
  };
}
