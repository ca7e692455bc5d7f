// The student routes the benchmarks measure (bundle-size.mjs: first-load JavaScript; lighthouse.mjs:
// Lighthouse scores). A learning issue that adds a page adds its route here, with its budget and
// the heavy libraries it is allowed to load.
//
//   name        label in tables and the file name of its results
//   path        URL path to audit (signed in first when signedIn)
//   document    the HTML page the server sends for a first visit, from apps/web (default index.html, the SPA):
//               its entry and the entry's static imports count
//   modules     the route's modules loaded on a first visit: source paths from apps/web (src/...), found
//               whether they head a chunk or sit in a shared one, or paths from the repo root
//               (e.g. node_modules/axios/index.js); one that no chunk holds stops the bench (first-load.mjs)
//   budgetKb    first-load JavaScript, gzip, entry included
//   lighthouse  minimum mobile performance score (median of 3)
//   uses        heavy libraries the route may load (see heavyLibraries)

import AES from 'crypto-js/aes.js';

/** Loaded beside the entry on every route, the login document's too (vite.config.ts: preloadSessionChunks). */
export const everyRouteModules = ['src/shared/session/load-session.ts', 'src/shared/messages/load-messages.ts'];

/**
 * A signed-in route reads server data before its content paints: the transport (axios, loaded on
 * the first call) and the query cache (src/shared/query-client.ts, loaded by the prefetch) count in
 * its first load, though neither is in the entry (app.tsx starts both at once for a signed-in visit).
 * The login route loads them only when the form is submitted.
 */
const signedInShell = [
  'src/app/candidate-layout.tsx',
  // The shell's route (app/routes.tsx, candidateLayout) renders once this is in too: its lazy waits for both.
  'src/app/notification-targets.ts',
  'node_modules/axios/index.js',
  'apps/web/src/shared/query-client.ts',
];
/**
 * A route with (enc) parameters decrypts them in its loader (shared/routing/guarded-loader.ts) with
 * crypto-js, imported there with import(): counted in its first load, which waits for it.
 */
const routeCipher = 'src/platform/crypto.ts';

// The course section's routes: the demo candidate's MDCAT course (demo world: CandidateSOSId 1001,
// Biology = subject 1, its first day 111 with video 1110 and reading 1111). candidateSOSId is (enc):
// encrypted as the portal does (apps/web/src/platform/crypto.ts) with the build's route key.
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
const encrypted = (plain) => AES.encrypt(plain, routeKey).toString().replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const courseRoot = `/course/${encodeURIComponent('MDCAT Complete Preparation 2027')}/${encrypted('1001')}`;
const biologyDay1 = `${courseRoot}/Biology/1/group/${encodeURIComponent('Cell Biology')}/111`;
const physicsDay1 = `${courseRoot}/Physics/3/group/Kinematics/311`;
const courseLayout = 'src/features/courses/pages/course-layout.tsx';
const coursePage = (name, path, page) => ({
  name,
  path,
  signedIn: true,
  modules: [...signedInShell, routeCipher, courseLayout, `src/features/courses/pages/${page}.tsx`, 'src/features/courses/prefetch.ts'],
  budgetKb: 150,
  lighthouse: 90,
  uses: [],
});

export const routes = [
  {
    name: 'login',
    path: '/account/login',
    signedIn: false,
    // A first visit gets the login document (apps/web/login.html, src/login-main.tsx: the form
    // with React alone); the SPA's login route serves navigations inside the portal.
    document: 'login.html',
    modules: [],
    // What a build before the login document loaded (bench/before-after.mjs compares with one).
    spaModules: ['src/features/account/pages/login-page.tsx'],
    budgetKb: 105,
    lighthouse: 95,
    uses: [],
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    signedIn: true,
    modules: [...signedInShell, 'src/features/dashboard/pages/dashboard-page.tsx', 'src/features/dashboard/prefetch.ts'],
    budgetKb: 150,
    lighthouse: 90,
    uses: [],
  },
  {
    name: 'notifications',
    path: '/dashboard/notifications',
    signedIn: true,
    modules: [...signedInShell, 'src/features/notifications/pages/notifications-page.tsx', 'src/features/notifications/prefetch.ts'],
    budgetKb: 150,
    lighthouse: 90,
    uses: [],
  },
  {
    name: 'profile',
    path: '/dashboard/profile',
    signedIn: true,
    modules: [...signedInShell, 'src/features/profile/pages/profile-page.tsx', 'src/features/profile/prefetch.ts'],
    budgetKb: 150,
    lighthouse: 90,
    // Its form validates the profile with zod classic.
    uses: ['zod'],
  },
  coursePage('course-subjects', `${courseRoot}/subjects`, 'subjects-page'),
  coursePage('course-subject-activity', `${courseRoot}/Biology/1/groups`, 'subject-activity-page'),
  coursePage('course-video', `${biologyDay1}/video/1110/1110`, 'video-page'),
  // A reading paints its HTML once DOMPurify (loaded by the reading's prefetch, beside the page) has sanitised it.
  (({ modules, ...route }) => ({ ...route, modules: [...modules, 'node_modules/dompurify/dist/purify.es.mjs'] }))(
    coursePage('course-reading', `${biologyDay1}/reading/1111/1111`, 'reading-page'),
  ),
  coursePage('course-misc-videos', `${courseRoot}/miscellaneousVideos`, 'misc-videos-page'),
  // The notes and bookmarks pages (issue 12, built beside this on branch course-notes).
  coursePage('course-notes', `${courseRoot}/notes`, 'notes-page'),
  coursePage('course-bookmarks', `${courseRoot}/bookmarks`, 'bookmarks-page'),
  // Quizzes (issue 13): the list, a quiz's info page (Physics day 1: group Kinematics, day 311, quiz
  // 3112, due in 14 days) and the attempt in the quiz section (groupName and sosDetailId are (enc)).
  coursePage('course-quizzes', `${courseRoot}/quizzes`, 'quizzes-page'),
  coursePage('quiz-info', `${physicsDay1}/quiz/info/3112/3112/false`, 'test-info-page'),
  // Live sessions and webinars (issue 15): /liveClass, the meeting room (the started demo lecture's
  // first meeting, 100101) and /course/webinar (outside the course prefix: no course layout).
  coursePage('course-live-class', `${courseRoot}/liveClass`, 'live-class-page'),
  {
    name: 'course-meeting',
    path: '/course/candidate/meeting?course=1001&meeting=100101',
    signedIn: true,
    modules: [...signedInShell, 'src/features/courses/pages/meeting-page.tsx'],
    budgetKb: 150,
    lighthouse: 90,
    uses: [],
  },
  {
    name: 'course-webinar',
    path: '/course/webinar',
    signedIn: true,
    modules: [...signedInShell, 'src/features/courses/pages/webinar-page.tsx', 'src/features/courses/prefetch.ts'],
    budgetKb: 150,
    lighthouse: 90,
    uses: [],
  },
  // The study agenda (issue 15, beyond the spec): outside the course prefix like /course/webinar.
  {
    name: 'course-agenda',
    path: '/course/agenda',
    signedIn: true,
    modules: [...signedInShell, 'src/features/courses/pages/agenda-page.tsx', 'src/features/courses/prefetch.ts'],
    budgetKb: 150,
    lighthouse: 90,
    uses: [],
  },
  // Assignments (issue 14): the list and the Chemistry configurations brief (a text answer, day 212).
  coursePage('course-assignments', `${courseRoot}/assignments`, 'assignments-page'),
  coursePage('assignment-detail', `${courseRoot}/Chemistry/2/group/${encodeURIComponent('Atomic Structure')}/212/assignmentDetail/2122/2122/false`, 'assignment-detail-page'),
  {
    name: 'quiz-attempt',
    path: `/quiz/${encodeURIComponent('MDCAT Complete Preparation 2027')}/${encrypted('1001')}/Physics/3/group/${encrypted('Kinematics')}/${encrypted('311')}/attempt/3112/3112`,
    signedIn: true,
    modules: [...signedInShell, routeCipher, 'src/features/courses/pages/test-attempt-page.tsx'],
    budgetKb: 150,
    lighthouse: 90,
    uses: [],
  },
  // Medical imaging (issue 19): the course's studies, and the viewer on the demo CT (study 1 on a
  // freshly seeded database; studyId is (enc)). Only the viewer's page chunk holds cornerstone.
  { ...coursePage('course-imaging', `${courseRoot}/imaging`, 'imaging-studies-page'), modules: [...signedInShell, courseLayout, 'src/features/courses/prefetch.ts', 'src/features/imaging/pages/imaging-studies-page.tsx'] },
  {
    ...coursePage('imaging-viewer', `${courseRoot}/imaging/${encrypted('1')}`, 'image-viewer-page'),
    modules: [...signedInShell, courseLayout, 'src/features/courses/prefetch.ts', 'src/features/imaging/pages/image-viewer-page.tsx', 'src/features/imaging/prefetch.ts'],
    uses: ['cornerstone'],
  },
  // The e-book reader (issue 16): the demo candidate's MDCAT Biology Essentials (CandidateSOSId 1003,
  // EBookId 501); url, CandidateSOSId and EBookId are (enc). PDF.js loads after the frame paints
  // (components/pdf-page-view.tsx, its own chunk), so it is not in the first load.
  {
    name: 'ebook-reader',
    path: `/ebook/${encrypted('/files/readings/ebooks/mdcat-biology-essentials.pdf')}/${encrypted('1003')}/${encrypted('501')}`,
    signedIn: true,
    modules: [...signedInShell, routeCipher, 'src/features/ebooks/pages/reader-page.tsx', 'src/features/ebooks/prefetch.ts'],
    budgetKb: 150,
    lighthouse: 90,
    uses: ['pdfjs'],
  },
];

/** Heavy libraries, found by module path (apps/web/dist/.vite/chunk-modules.json). */
export const heavyLibraries = {
  recharts: /node_modules\/recharts\//,
  zoom: /node_modules\/@zoom\//,
  // cornerstone-core, cornerstone-wado-image-loader (its main-thread bundle) and dicom-parser (issue 19).
  // The loader's decode worker and WebAssembly codecs are static files under
  // assets/cornerstone-wado-image-loader-<version>/, never in a route's chunks; @cornerstonejs/codec-*
  // stays listed so a chunk that bundled a codec again would be caught.
  cornerstone: /node_modules\/(cornerstone[\w-]*|@cornerstonejs\/codec-[\w-]+|dicom-parser)\//,
  pdfjs: /node_modules\/(pdfjs-dist|react-pdf)\//,
  // The EPUB reader (issue 16): foliate-js and its zip.js, in the lazily loaded epub-reader chunk only.
  epub: /node_modules\/foliate-js\//,
  firebase: /node_modules\/(firebase|@firebase)\//,
  // Sign-up's libraries (issue 11, item 9): the phone metadata and the common-password dictionary.
  phoneMetadata: /node_modules\/libphonenumber-js\//,
  passwordDictionary: /node_modules\/@zxcvbn-ts\//,
  // zod classic (~24 KB gzip): only forms validate with it (issue #10: the login form loads it on
  // the first keystroke; the dashboard and the notifications never).
  zod: /node_modules\/zod\//,
};

/** Lighthouse's limits for every route (issue #10). */
export const lighthouseLimits = { totalBlockingTimeMs: 200, largestContentfulPaintMs: 2500 };
