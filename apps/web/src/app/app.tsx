import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { apiClient, queryClient } from '../shared/services';
import { routes } from './routes';

// History-mode routing (spec 2).
const router = createBrowserRouter(routes);

// spec 7: pending GETs are cancelled on page unload.
window.addEventListener('pagehide', () => apiClient.cancelAll());

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
