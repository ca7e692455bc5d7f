import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isCancelledRequest } from '@portal/api';
import { feedback, loadedQueryClient } from './app-state';
import { LoaderState } from './feedback/feedback-store';

/*
 * The query cache, in a chunk of its own: loaded by the first page or component that reads server
 * data (they import it through services.ts) or by `loadQueryClient()` (route prefetches, the login
 * form's submit). Creating it publishes it to `loadedQueryClient`, which the app root provides.
 */

export const queryClient = new QueryClient({
  // spec 4 (Loader): a submitted form (a mutation) shows the global loader from "before request"
  // to "after request". Reads show their own skeletons instead, so they do not dim the page.
  mutationCache: new MutationCache({
    onMutate: () => feedback.loader(LoaderState.beforeRequest),
    onSettled: () => feedback.loader(LoaderState.afterRequest),
  }),
  defaultOptions: {
    queries: {
      // A cancelled GET (navigation, cancelAll) is not a failure worth retrying.
      retry: (failureCount, error) => !isCancelledRequest(error) && failureCount < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

loadedQueryClient.setState(queryClient);
