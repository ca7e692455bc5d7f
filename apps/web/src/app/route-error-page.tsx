import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from '@portal/ui';

/**
 * A route that throws (a lazy chunk that failed to load after a deploy, a bug) shows the not-found
 * page with its GO HOME! button instead of React Router's developer screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) console.error('[router]', error);
  return <NotFoundPage homeHref="/dashboard" />;
}
