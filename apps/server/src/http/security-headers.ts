import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { apiPrefix } from './define-route';

/** Origins other than our own that the portal's pages may reach (an absolute API URL, S3). */
export interface BrowserSources {
  /** fetch/XHR targets: the API when VITE_API_BASE_URL is absolute, the storage host (uploads). */
  readonly connect: readonly string[];
  /** Where stored images, videos and documents are read from (the storage host). */
  readonly media: readonly string[];
}

/**
 * The video hosts later areas embed (lectures, webinars). Listed now so a page that embeds one
 * works without loosening the policy elsewhere.
 */
export const videoEmbedOrigins = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.dailymotion.com',
] as const;

/**
 * The portal's Content-Security-Policy. ASVS 5.0 V3.4.3: no inline script (`script-src 'self'`,
 * `script-src-attr 'none'`), no plugins, no foreign base or form targets; V3.4.6: `frame-ancestors
 * 'none'` (nobody frames us; a later same-origin page that must be framed, such as the Zoom
 * client, overrides it on its own route with `helmet: { contentSecurityPolicy: ... }`).
 * Styles: the built portal's own CSS is files, and React sets style properties through the CSSOM,
 * which CSP does not govern; but Radix dialogs lock page scrolling with a `<style>` element whose
 * content depends on the scrollbar's width (react-remove-scroll), so no hash can name it: inline
 * style *elements* are allowed (`style-src-elem`), style attributes in markup are not. Styles run
 * no code; the script directives are what hold. The EPUB reader (foliate-js) shows each chapter in a
 * sandboxed iframe made from a blob: URL, with the book's style sheets and fonts as blob: URLs:
 * `frame-src`, `style-src-elem` and `font-src` allow blob:. A blob: document inherits this policy,
 * so a script inside a book never runs (`script-src 'self'`), as foliate-js asks of its host. Tokens live in browser storage (spec), so the script policy is what
 * keeps an injected script from reading them: see the root README. `'wasm-unsafe-eval'` lets the page
 * compile WebAssembly (the Zoom SDK's and the DICOM viewer's codecs, files of our own origin): it
 * allows no JavaScript eval (`eval`, `new Function` and string timers stay blocked), and scripts
 * still come only from 'self'. The DICOM viewer's decode worker alone is allowed more: see
 * dicomDecodeWorkerContentSecurityPolicy.
 * `inlineScripts`: the hash sources (`'sha256-…'`) of the built pages' own inline scripts (the theme
 * before first paint and the route preload, inline so they block nothing: inline-script-hashes.ts),
 * computed from the built files at start; any other inline script is still refused.
 */
export function portalContentSecurityPolicy(sources: BrowserSources, inlineScripts: readonly string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...inlineScripts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'style-src-elem': ["'self'", "'unsafe-inline'", 'blob:'],
    'img-src': ["'self'", 'data:', 'blob:', ...sources.media],
    'media-src': ["'self'", 'blob:', ...sources.media],
    'font-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", ...sources.connect],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:', ...videoEmbedOrigins],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
  };
}

/**
 * Powerful browser features: none but what live classes need on our own pages (camera,
 * microphone, screen sharing) and full screen for the embedded players.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=(self)',
  'display-capture=(self)',
  `fullscreen=(self ${videoEmbedOrigins.map((origin) => `"${origin}"`).join(' ')})`,
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** One year, sub-domains included (ASVS 5.0 V3.4.1). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Browser-grade headers on every response (portal pages, assets, API, docs), through
 * @fastify/helmet: the CSP above, `X-Content-Type-Options: nosniff` (V3.4.4), `Referrer-Policy:
 * no-referrer` (V3.4.5: the reset link carries its code in the URL), `X-Frame-Options: DENY` for
 * old browsers, Cross-Origin-Opener-Policy same-origin, and a Permissions-Policy.
 * HSTS only on responses that went out over TLS (directly, or as X-Forwarded-Proto says behind a
 * trusted proxy): a plain-HTTP answer (local `npm start`) must not pin the host to HTTPS.
 * API answers carry tokens and personal data: `Cache-Control: no-store` on all of them, errors
 * included (V14.3.2), so every route added later inherits it.
 */
/** The isolated Zoom Meeting SDK page (apps/web/zoom-meeting.html), framed by the meeting room. */
export const zoomMeetingPagePath = '/zoom-meeting.html';

/**
 * Where the Zoom Meeting SDK's Client View files are served on our origin, `/zoom-sdk/<version>/`
 * (modules/system/zoom-sdk-assets.ts, from the installed @zoom/meetingsdk).
 */
export const zoomSdkPathPrefix = '/zoom-sdk/';

/**
 * Zoom's own hosts the Meeting SDK's Client View talks to once it joins: its first request is
 * `POST https://zoom.us/api/v1/wc/info` (the bare host, which `*.zoom.us` does not match), then its
 * web-client servers (`https://*.zoom.us`, `wss://*.zoom.us`). Nothing is *loaded* from them: the
 * SDK's scripts, workers, wasm, styles and sounds all come from /zoom-sdk/ on our origin.
 */
export const zoomServiceOrigins = ['https://zoom.us', 'https://*.zoom.us', 'wss://zoom.us', 'wss://*.zoom.us'] as const;

/**
 * The Zoom page's own policy, on that page (and the SDK's files, whose workers run under it) only:
 * framed by our own pages (frame-ancestors 'self', X-Frame-Options SAMEORIGIN), scripts, workers,
 * styles and fonts still only from our origin (the SDK's Client View from /zoom-sdk/; its media
 * workers are same-origin files, blob: workers are already allowed) plus WebAssembly compilation
 * ('wasm-unsafe-eval', the SDK's audio/video codecs), Zoom's service hosts for its signalling and
 * media and participants' pictures, and cross-origin isolation (COOP same-origin, COEP
 * require-corp) the SDK wants for SharedArrayBuffer.
 */
export function zoomPageContentSecurityPolicy(sources: BrowserSources): string {
  const directives = {
    ...portalContentSecurityPolicy(sources),
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'connect-src': ["'self'", ...sources.connect, ...zoomServiceOrigins],
    'img-src': ["'self'", 'data:', 'blob:', 'https://zoom.us', 'https://*.zoom.us'],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Where the built portal keeps cornerstone-wado-image-loader's decode worker, its chunks and its
 * WebAssembly codecs: `/assets/cornerstone-wado-image-loader-<version>/` (apps/web/vite-wado-loader.ts).
 */
export const dicomDecodeWorkerPathPrefix = '/assets/cornerstone-wado-image-loader-';

/**
 * The policy the DICOM viewer's decode worker runs under (a dedicated worker takes the CSP of its
 * script's response, not the page's). Its codecs are Emscripten builds whose embind glue makes
 * functions with `new Function` (createNamedFunction, craftInvokerFunction), so the worker needs
 * `'unsafe-eval'`; nothing else changes. The worker has no DOM and no storage (the tokens live in
 * the page's localStorage), runs only the package's own files from our origin (`'self'`), and the
 * page itself keeps `script-src 'self' 'wasm-unsafe-eval'`.
 */
export function dicomDecodeWorkerContentSecurityPolicy(sources: BrowserSources): string {
  const directives = { ...portalContentSecurityPolicy(sources), 'script-src': ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"] };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export async function registerSecurityHeaders(app: FastifyInstance, sources: BrowserSources, inlineScripts: readonly string[] = []): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: portalContentSecurityPolicy(sources, inlineScripts) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // same-site: stored files may be read from a sibling host (FILES_PUBLIC_BASE_URL).
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  const zoomPolicy = zoomPageContentSecurityPolicy(sources);
  const dicomWorkerPolicy = dicomDecodeWorkerContentSecurityPolicy(sources);
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
    const path = request.url.split('?')[0];
    if (path === zoomMeetingPagePath) {
      reply.header('content-security-policy', zoomPolicy);
      reply.header('x-frame-options', 'SAMEORIGIN');
      reply.header('cross-origin-embedder-policy', 'require-corp');
      reply.header('cross-origin-opener-policy', 'same-origin');
    } else if (path?.startsWith(zoomSdkPathPrefix)) {
      // The SDK's files, loaded by that page only: readable by our own origin alone (its COEP
      // require-corp accepts them), and its workers (lib/av) run under the page's own policy and
      // isolation (a worker takes the CSP and COEP of its script's response, not the page's).
      reply.header('cross-origin-resource-policy', 'same-origin');
      reply.header('cross-origin-embedder-policy', 'require-corp');
      reply.header('content-security-policy', zoomPolicy);
    } else if (path?.startsWith(dicomDecodeWorkerPathPrefix)) {
      reply.header('content-security-policy', dicomWorkerPolicy);
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    if (request.url.startsWith(`${apiPrefix}/`)) reply.header('cache-control', 'no-store');
  });
}
