import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../../primitives/button/button';
import { InsideMainLandmark } from '../../shell/page-layout/page-layout';

/** spec: the not-found page's wording, kept exactly (including its spelling). */
export const NOT_FOUND_TEXT =
  "The page you are looking for doesn't exist or an other error occured.";

export type NotFoundPageProps = Omit<React.ComponentProps<'main'>, 'children'> & {
  /** Where GO HOME! links to (rendered as a link), usually the dashboard. */
  homeHref?: string;
  /** Called when GO HOME! is pressed (rendered as a button); use when the router navigates. */
  onGoHome?: () => void;
  /**
   * Inside the signed-in frame (whose PageLayout already holds the page's one main landmark):
   * renders a section named by its heading instead of a second main.
   * @defaultValue true inside a PageLayout, else false
   */
  inFrame?: boolean;
};

/**
 * The 404 page: '404', 'Page not found', the spec's text and a GO HOME! button to the dashboard. On
 * its own it is the page's main landmark; `inFrame` puts it inside the signed-in frame's main.
 */
export function NotFoundPage({
  homeHref,
  onGoHome,
  inFrame,
  className,
  ...props
}: NotFoundPageProps) {
  const headingId = React.useId();
  const insideMain = React.useContext(InsideMainLandmark);
  const framed = inFrame ?? insideMain;
  const Landmark = framed ? 'section' : 'main';
  return (
    <Landmark
      aria-labelledby={framed ? headingId : undefined}
      data-slot="not-found-page"
      className={cn(
        'flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center',
        className,
      )}
      {...props}
    >
      <p aria-hidden className="text-7xl font-bold tracking-tight text-primary">
        404
      </p>
      <h1 id={headingId} className="text-2xl font-semibold">
        Page not found
      </h1>
      <p className="max-w-md text-muted-foreground">{NOT_FOUND_TEXT}</p>
      {homeHref ? (
        <a href={homeHref} onClick={onGoHome} className={buttonVariants({ size: 'lg' })}>
          GO HOME!
        </a>
      ) : (
        <Button size="lg" onClick={onGoHome}>
          GO HOME!
        </Button>
      )}
    </Landmark>
  );
}
