import { NotFoundPage } from '@portal/ui';

/** spec 2: the candidate page-not-found (dashboard catch-all; decrypt failures land here). */
export default function CandidateNotFoundPage() {
  return <NotFoundPage homeHref="/dashboard" />;
}
