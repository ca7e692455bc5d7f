import { cn } from '../../lib/cn';
import { Card } from '../../primitives/card/card';

export type AuthLayoutProps = Omit<React.ComponentProps<'main'>, 'title'> & {
  /**
   * The product name shown above the card.
   * @defaultValue 'Candidate Portal'
   */
  productName?: string;
  /** A logo shown before the product name (decorative: the name stays the text). */
  logo?: React.ReactNode;
  /** The page heading (the h1 inside the card). */
  title: React.ReactNode;
  /** One line under the heading. */
  description?: React.ReactNode;
  /** Links under the card (sign up, forgot password, back to sign in). */
  footer?: React.ReactNode;
};

/** The account screens' frame: product name, then a centred card with the title, description and form. */
export function AuthLayout({
  productName = 'Candidate Portal',
  logo,
  title,
  description,
  footer,
  className,
  children,
  ...props
}: AuthLayoutProps) {
  return (
    <main
      data-slot="auth-layout"
      className={cn('flex min-h-svh items-center justify-center bg-muted px-4 py-10', className)}
      {...props}
    >
      <div className="w-full max-w-md">
        <p className="mb-6 flex items-center justify-center gap-2 text-center text-lg font-semibold text-primary">
          {logo ? (
            <span aria-hidden className="inline-flex shrink-0 [&_img]:size-8 [&_svg]:size-8">
              {logo}
            </span>
          ) : null}
          {productName}
        </p>
        <Card padding="even" className="sm:p-8">
          <h1 className="text-2xl font-semibold text-card-foreground">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
          <div className="mt-6 flex flex-col gap-4">{children}</div>
        </Card>
        {footer ? (
          <div
            data-slot="auth-layout-footer"
            className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm"
          >
            {footer}
          </div>
        ) : null}
      </div>
    </main>
  );
}
