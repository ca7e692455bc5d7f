import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, minifySync, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { AccountApiRoutes } from '../../packages/domain/src/api/routes/account';
import { CoursesApiRoutes } from '../../packages/domain/src/api/routes/courses';
import { DashboardApiRoutes } from '../../packages/domain/src/api/routes/dashboard';
import { LiveApiRoutes } from '../../packages/domain/src/api/routes/live';
import { NotificationsApiRoutes } from '../../packages/domain/src/api/routes/notifications';
import { CourseType } from '../../packages/domain/src/enums/course';
import { NotificationFilter } from '../../packages/domain/src/enums/notification';
import { Platform } from '../../packages/domain/src/enums/role';
import { apiSettings, SECURITY_HEADER_NAME } from './src/shared/api-settings';
import { earlyReads, routePattern } from './vite-early-reads';
import { inlineThemeScript, preloadFont } from './vite-inline-scripts';
import { chunkModules, precompress } from './vite-precompress';
import { wadoImageLoaderAssets } from './vite-wado-loader';
import { axiosXhrOnly } from './vite-axios-xhr-only';

// `npm run dev` proxies the API (and the dev outbox) to the local server, so the portal and the API
// share an origin exactly as in production, where the server serves the built portal.
const apiTarget = process.env.PORTAL_API_PROXY_TARGET ?? 'http://127.0.0.1:4000';

/**
 * Every route's guards first read the stored session and messages, validated with zod in chunks of
 * their own (shared/session/load-session.ts, shared/messages/load-messages.ts) so zod stays out of
 * the entry. Every route needs them before its first decision, so the page asks for them at once,
 * beside the entry, instead of after the entry ran: the guards then decide without a network wait,
 * and a route's data prefetch starts while its page chunk is still downloading.
 */
function preloadSessionChunks(modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'portal:preload-session-chunks',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, filename }) {
        // The isolated Zoom page (zoom-meeting.html) loads none of the portal's chunks; the login
        // document (login.html) reads the same stored session before its first paint.
        if (!bundle || !/(index|login)\.html$/.test(filename)) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || chunk.isEntry || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of chunks) {
          if (modules.some((module) => chunk.facadeModuleId?.endsWith(module))) visit(chunk.fileName);
        }
        return [...files].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Where a first visit to a path goes, and the modules its first paint needs beside the entry. */
interface RoutePreload {
  /**
   * The address path, exactly (no trailing slash); a segment `:name` stands for any one segment
   * (a course page's course name and encrypted id).
   */
  readonly path: string;
  /** Preload only with a stored session (signed-in pages) or only without (the login form). */
  readonly signedIn: boolean;
  /** Source modules (paths from apps/web, or node_modules/...) whose chunks and static imports it loads. */
  readonly modules: readonly string[];
}

/**
 * The router asks for a route's page chunk only once the entry has downloaded and run, so the
 * page's chunks come in a second wave, after it (Lighthouse's largest-contentful-paint chain on
 * /account/login and the signed-in pages). This writes a small script into the head, inline (the
 * server's CSP allows it by its hash), that reads the address and the stored session's presence
 * and adds `<link rel="modulepreload">` for that route's chunks at once: they download beside the
 * entry. A path not listed, or a visitor the guards will send elsewhere, preloads nothing extra.
 */
function preloadRouteChunks(routes: readonly RoutePreload[], sessionKey: string): Plugin {
  let base = '/';
  return {
    name: 'portal:preload-route-chunks',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry, filename }) {
        // The isolated Zoom page (zoom-meeting.html) loads none of the portal's chunks, and the
        // login document (login.html) only its own.
        if (!bundle || !entry || !filename.endsWith('index.html')) return html;
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const chunkOf = (module: string) =>
          chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module)) ??
          chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
        // What the page's own tags load already (the entry and its static imports).
        const loaded = new Set<string>();
        const visitEntry = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || loaded.has(fileName)) return;
          loaded.add(fileName);
          chunk.imports.forEach(visitEntry);
        };
        visitEntry(entry.fileName);
        const map: { pattern: string; signedIn: boolean; files: string[] }[] = [];
        for (const route of routes) {
          const files = new Set<string>(loaded);
          const visit = (fileName: string) => {
            const chunk = byFile.get(fileName);
            if (!chunk || chunk.isEntry || files.has(fileName)) return;
            files.add(fileName);
            chunk.imports.forEach(visit);
          };
          for (const module of route.modules) {
            const chunk = chunkOf(module);
            if (!chunk) throw new Error(`preloadRouteChunks: no chunk holds ${module} (renamed?)`);
            visit(chunk.fileName);
          }
          const extra = [...files].filter((file) => !loaded.has(file));
          map.push({ pattern: routePattern(route.path), signedIn: route.signedIn, files: extra.map((file) => `${base}${file}`) });
        }
        const source = `(function () {
  var routes = ${JSON.stringify(map)};
  var path = location.pathname.replace(/[/]+$/, '') || '/';
  var route = routes.filter(function (candidate) {
    return new RegExp(candidate.pattern).test(path);
  })[0];
  if (!route) return;
  var signedIn = false;
  try {
    signedIn = window.localStorage.getItem(${JSON.stringify(sessionKey)}) !== null;
  } catch (error) {
    return;
  }
  if (route.signedIn !== signedIn) return;
  route.files.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    // Ahead of the entry's own static imports: the page's chunks are what its first paint waits
    // for last, and beside a few large files (inlined common chunks) they would otherwise start
    // only after the entry's main code.
    link.fetchPriority = 'high';
    link.href = href;
    document.head.appendChild(link);
  });
})();
`;
        // Inline (the CSP allows it by its hash, computed by the server from the built HTML): as a file
        // it was one more request, fetched at low priority, before any chunk could start.
        // After the title: the charset declaration stays within the document's first 1024 bytes.
        const { code } = minifySync('route-preload.js', source);
        if (!html.includes('</title>')) throw new Error('preloadRouteChunks: index.html has no </title>');
        // A function, not a string: the code holds `$` (its patterns), which a replacement string reads.
        return html.replace('</title>', () => `</title>\n    <script data-route-preload>${code.trim()}</script>`);
      },
    },
  };
}

/**
 * react-router's package resolves to its development build under every condition Vite uses (its
 * exports map lists only dist/development), which compiles in dev warnings and checks. The
 * production build sits beside it: the portal's build uses it (dev and tests keep the warnings).
 */
const reactRouterDist = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

// The signed-in shell's route (app/routes.tsx, candidateLayout) waits for the notification targets too.
// The chunks the shell asks for once it renders (the account menu, the message initialiser, the
// alerts, the push listener) come with it instead of in a wave after the entry has run.
const signedInShell = [
  'src/app/candidate-layout.tsx',
  'src/app/notification-targets.ts',
  'node_modules/axios/index.js',
  'src/shared/query-client.ts',
  'src/app/account-menu.tsx',
  'src/app/message-initialiser.tsx',
  'src/app/feedback-outlet.tsx',
  'src/shared/routing/start-push.ts',
];

/**
 * The first reads of the signed-in pages students open first (the document sends them before the
 * app loads: vite-early-reads.ts), written as the pages' loaders and shell ask for them
 * (features/<area>/prefetch.ts, features/courses/course-loaders.ts, app/message-initialiser.tsx,
 * the header's unread count). e2e/test/early-reads.test.ts checks each one is taken, never sent twice.
 */
function signedInEarlyReads(mode: string): Plugin {
  const settings = apiSettings(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'));
  const activeCourses = { path: DashboardApiRoutes.getMyCourses.path, query: { CourseType: CourseType.Active } };
  const resumePoints = { path: CoursesApiRoutes.getResumePoints.path };
  return earlyReads({
    sessionKey: 'portal.authToken',
    apiBaseUrl: settings.apiBaseUrl,
    securityHeader: { name: SECURITY_HEADER_NAME, value: settings.securityHeaderValue },
    everyRoute: [
      { path: AccountApiRoutes.getLoggedInUserInfo.path, query: { AppVersionCode: settings.appVersionCode, Platform: Platform.web } },
      { path: NotificationsApiRoutes.getUnreadNotificationCount.path },
    ],
    routes: [
      // The notification list's first page (NOTIFICATION_PAGE_SIZE of @portal/api: 20), filter All.
      { path: '/dashboard/notifications', reads: [{ path: NotificationsApiRoutes.getNotifications.path, query: { filter: NotificationFilter.all, lessThanCandidateNotificationId: 0, pageSize: 20 } }] },
      { path: '/dashboard/profile', reads: [] },
      // spec 2: courses and e-books (type 1) whichever tab is open, the cards' resume points, and
      // the week of the agenda (issue 15; the page asks for it once the courses are in: with none, it
      // is the one read not taken).
      // Only the dashboard's own tabs: /dashboard/myInvoices and the other dashboard pages are
      // routes of their own that read none of these.
      ...['/dashboard', '/dashboard/courses', '/dashboard/ebooks'].map((path) => ({
        path,
        reads: [
          activeCourses,
          { path: DashboardApiRoutes.getMyEBooks.path, query: { CourseType: CourseType.Active } },
          resumePoints,
          { path: LiveApiRoutes.getAgenda.path, query: { days: 7 } },
        ],
      })),
      // Every course page checks the course among the active ones; its home shows where to continue.
      { path: '/course/:courseName/:candidateSOSId/subjects', reads: [activeCourses, resumePoints] },
      { path: '/course/:courseName/:candidateSOSId/*', reads: [activeCourses] },
    ],
  });
}

export default defineConfig(({ command, mode }) => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [
    // axios's fetch adapter is never reached in a browser (xhr answers first): left out of the build.
    axiosXhrOnly(),
    react(),
    tailwindcss(),
    inlineThemeScript(fileURLToPath(new URL('theme-init.js', import.meta.url))),
    // The face of every first paint's text (packages/ui's theme: Inter, latin, variable weight).
    preloadFont(/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
    preloadSessionChunks(['src/shared/session/load-session.ts', 'src/shared/messages/load-messages.ts']),
    // The first pages students open (bench/routes.mjs measures the same ones). The session key is
    // LocalStorageKey.authToken (src/platform/storage.ts). A first visit to /account/login or
    // /account gets the login document (login.html), whose own tags load all it needs.
    preloadRouteChunks(
      [
        { path: '/dashboard', signedIn: true, modules: [...signedInShell, 'src/features/dashboard/pages/dashboard-page.tsx', 'src/features/dashboard/prefetch.ts', 'src/platform/crypto.ts'] },
        { path: '/dashboard/notifications', signedIn: true, modules: [...signedInShell, 'src/features/notifications/pages/notifications-page.tsx', 'src/features/notifications/prefetch.ts'] },
        { path: '/dashboard/profile', signedIn: true, modules: [...signedInShell, 'src/features/profile/pages/profile-page.tsx', 'src/features/profile/prefetch.ts'] },
        // A course's home (the subjects), where the dashboard's course cards lead.
        { path: '/course/:courseName/:candidateSOSId/subjects', signedIn: true, modules: [...signedInShell, 'src/features/courses/pages/course-layout.tsx', 'src/features/courses/pages/subjects-page.tsx', 'src/features/courses/prefetch.ts', 'src/features/courses/course-loaders.ts', 'src/platform/crypto.ts'] },
      ],
      'portal.authToken',
    ),
    // After the route preload: its script goes first in the head (both follow the title).
    signedInEarlyReads(mode),
    // The DICOM viewer's decode worker and WebAssembly codecs, as files of our origin (issue 19).
    wadoImageLoaderAssets(),
    chunkModules(),
    precompress(),
  ],
  build: {
    // bench/bundle-size.mjs reads the manifest to find the login route's initial JavaScript.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // Automatic chunking gave every set of routes that shares a module a chunk of its own: the
      // login page loaded 32 files and /dashboard 57, most under 2 KB (a query key, an icon, a
      // card), queued on HTTP/1.1's six connections. Common chunks under 12 KB of source are copied
      // into the chunks that use them instead (bench/before-after.mjs counts files and bytes).
      // Rolldown requires both settings (the entry exports nothing; it turns on strict execution
      // order itself). The entry then becomes a small facade over its main chunk: a first page's
      // chunks are preloaded with high priority so they still start before that main code arrives
      // (e2e/test/route-prefetch.test.ts; commit 77d8279 reverted an attempt without it).
      preserveEntrySignatures: false,
      // Three pages: the portal, and the isolated Zoom Meeting SDK page the meeting room frames
      // (src/zoom-meeting: no React, no portal code; the SDK itself is loaded at run time from
      // /zoom-sdk/ on our origin, never bundled).
      // The login document (login.html, src/login-main.tsx): what the server sends for a first
      // visit to /account/login, the login form with React alone (no router, issue #10).
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        login: fileURLToPath(new URL('login.html', import.meta.url)),
        zoom: fileURLToPath(new URL('zoom-meeting.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/__dev': { target: apiTarget, changeOrigin: true },
      // Local file storage's signed URLs are root-relative (/files/...), served by the API.
      '/files': { target: apiTarget, changeOrigin: true },
      '/dicom': { target: apiTarget, changeOrigin: true },
      // The Zoom Meeting SDK's Client View, served by the server from the installed package.
      '/zoom-sdk': { target: apiTarget, changeOrigin: true },
    },
  },
}));
