import * as React from 'react';
import { cn } from '../../lib/cn';

/**
 * True below PageLayout's main landmark: a page that is a main landmark on its own (NotFoundPage)
 * renders a section there instead, so the page keeps one main (axe: landmark-no-duplicate-main).
 */
export const InsideMainLandmark = React.createContext(false);

export type PageLayoutProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** The top bar (usually AppHeader). */
  header?: React.ReactNode;
  /** The side navigation (usually CourseSidebar); hidden on small screens. */
  sidebar?: React.ReactNode;
  /** The page's h1. */
  title?: React.ReactNode;
  /** Actions at the right of the title. */
  actions?: React.ReactNode;
  /** Content above the title, e.g. CourseBreadcrumbs. */
  breadcrumbs?: React.ReactNode;
  /**
   * 'contained' centres the main region at the header's width (max-w-6xl) on wide screens.
   * @defaultValue 'full'
   */
  contentWidth?: 'full' | 'contained';
  /**
   * The colour behind the page: 'muted' sets the signed-in shell's cards apart from it.
   * @defaultValue 'background'
   */
  surface?: 'background' | 'muted';
};

/** The page frame: a skip link, header, optional sidebar and the main region with the page title. */
export function PageLayout({
  header,
  sidebar,
  title,
  actions,
  breadcrumbs,
  contentWidth = 'full',
  surface = 'background',
  className,
  children,
  ...props
}: PageLayoutProps) {
  return (
    <div
      data-slot="page-layout"
      className={cn(
        'flex min-h-screen flex-col',
        surface === 'muted' ? 'bg-muted' : 'bg-background',
        className,
      )}
      {...props}
    >
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {header}
      <div className="flex flex-1">
        {sidebar ? <aside className="hidden border-r p-3 md:block">{sidebar}</aside> : null}
        <main
          id="main-content"
          tabIndex={-1}
          className={cn(
            'flex min-w-0 flex-1 flex-col gap-4 p-4 md:p-6',
            contentWidth === 'contained' && 'mx-auto w-full max-w-6xl px-4 py-6 md:px-4 md:py-6',
          )}
        >
          {breadcrumbs}
          {title || actions ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              {title ? (
                <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
              ) : (
                <span />
              )}
              {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
            </div>
          ) : null}
          <InsideMainLandmark value={true}>{children}</InsideMainLandmark>
        </main>
      </div>
    </div>
  );
}
