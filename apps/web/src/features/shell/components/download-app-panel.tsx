import { Link } from 'react-router-dom';
import { Card, buttonVariants } from '@portal/ui';

/**
 * The download-app message for iOS and Android visitors. A composition of ui primitives; it moves
 * to packages/ui (as DownloadAppPage, with stories) later.
 */
export function DownloadAppPanel() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted px-4 py-10">
      <Card className="w-full max-w-md p-8 text-center">
        <h1 className="text-2xl font-semibold">Get the Candidate Portal app</h1>
        <p className="mt-3 text-muted-foreground">
          On phones and tablets, the Candidate Portal works best in our app. Install it from the App
          Store or Google Play and sign in with your usual account.
        </p>
        <Link to="/dashboard" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          Back to the portal
        </Link>
      </Card>
    </main>
  );
}
