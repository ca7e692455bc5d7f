import type { LoaderFunctionArgs } from 'react-router-dom';
import { guardedLoader, type GuardedData } from '../../shared/routing/guarded-loader';
import {
  page,
  preparePrefetch,
  redirectRoute,
  RouteAccess,
  startPrefetch,
  type FeatureRoutes,
  type PrefetchSource,
} from '../../shared/routing/page-route';
import type { RouteGuardMeta } from '../../shared/routing/run-guards';

/** spec 2: /ebook/{url(enc)}/{CandidateSOSId(enc)}/{EBookId(enc)}, for candidates. */
const readerAccess: RouteGuardMeta = {
  ...RouteAccess.candidate,
  encryptedParams: ['url', 'candidateSOSId', 'eBookId'],
};

/** The reader's data (file URL, activities, last location): loads with the route (issue #10). */
const prefetchReader: PrefetchSource = {
  load: () => import('./prefetch').then((module) => module.prefetchReader),
};

const guard = guardedLoader(readerAccess);
const readerPage = page(
  ':url/:candidateSOSId/:eBookId',
  'E-book',
  readerAccess,
  () => import('./pages/reader-page'),
  prefetchReader,
);

/** spec 2: /ebook with its child, the reader. /ebook alone opens the dashboard's My Ebooks tab. */
export const eBooksRoutes: FeatureRoutes = {
  ebook: [
    redirectRoute(undefined, '/dashboard/ebooks', RouteAccess.candidate),
    {
      ...readerPage,
      loader: async (args: LoaderFunctionArgs): Promise<GuardedData> => {
        const pending = preparePrefetch(prefetchReader);
        const access = import('./ebook-access');
        access.catch(() => undefined);
        const data = await guard(args);
        // spec 2: the decrypted CandidateSOSId must be in the loaded e-book list (else not-found).
        await (await access).checkListedEBook(data);
        await startPrefetch(pending, data, new URL(args.request.url));
        return data;
      },
    },
  ],
};
