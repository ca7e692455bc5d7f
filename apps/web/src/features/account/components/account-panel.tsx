import { Card } from '@portal/ui';

export interface AccountPanelProps {
  /** The page heading (h1). */
  title: string;
  /** One line under the heading. */
  description?: string;
  children: React.ReactNode;
  /** Links under the card (sign up, forgot password, back to login). */
  footer?: React.ReactNode;
}

/**
 * The centred card every account page uses. A composition of ui primitives; it belongs in
 * packages/ui (as AuthLayout) once it has stories.
 */
export function AccountPanel({ title, description, children, footer }: AccountPanelProps) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted px-4 py-10">
      <div className="w-full max-w-md">
        <p className="mb-6 text-center text-lg font-semibold text-primary">Candidate Portal</p>
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-semibold text-card-foreground">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
          <div className="mt-6">{children}</div>
        </Card>
        {footer ? (
          <div className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">{footer}</div>
        ) : null}
      </div>
    </main>
  );
}
