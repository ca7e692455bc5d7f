import { NotFoundPage } from '@portal/ui';

/** spec 2: the account catch-all. */
export default function AccountNotFoundPage() {
  return <NotFoundPage homeHref="/dashboard" />;
}
