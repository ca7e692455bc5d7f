import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { browserStorage, LocalStorageKey } from '../platform/storage';
import { apiClient, feedback, loadQueryClient } from '../shared/app-state';
import { takeHandedOffAlerts } from '../shared/feedback/alert-handoff';
import { LazyQueryClientProvider } from './query-client-provider';
import { routes } from './routes';

// A signed-in visitor's first page reads server data: the transport (axios) and the query cache,
// kept out of the entry for the login form's sake (issue #10), start loading now, beside the page
// chunk, so the route's prefetch does not wait for them. A failure here is retried by the first call.
if (browserStorage('local')?.getItem(LocalStorageKey.authToken)) {
  apiClient.loadAxios().catch(() => undefined);
  loadQueryClient().catch(() => undefined);
}

// The login document (login-main.tsx) moves here with a full page load: what it was saying goes on
// showing here.
takeHandedOffAlerts(feedback);

// History-mode routing (spec 2).
const router = createBrowserRouter(routes);

// spec 7: pending GETs are cancelled on page unload.
window.addEventListener('pagehide', () => apiClient.cancelAll());

export function App() {
  return (
    <LazyQueryClientProvider>
      <RouterProvider router={router} />
    </LazyQueryClientProvider>
  );
}
