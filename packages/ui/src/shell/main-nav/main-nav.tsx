import { cn } from '../../lib/cn';

/** One entry of the main navigation. */
export type MainNavItem = {
  /** The visible text (also the link's accessible name). */
  label: string;
  /** Where the entry links to. */
  href: string;
  /** Marks the entry for the current page (aria-current="page" and the underline). */
  active?: boolean;
};

/** What `renderLink` receives: everything an `<a>` needs, already styled and labelled. */
export type MainNavLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  href: string;
};

export type MainNavProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The entries, in order. */
  items: readonly MainNavItem[];
  /**
   * Renders one entry's link; pass the router's link here so navigation stays client-side
   * (ui never imports the router). Spread the props onto it: they carry the class,
   * aria-current and the label.
   * @defaultValue a plain `<a>`
   */
  renderLink?: (props: MainNavLinkProps, item: MainNavItem) => React.ReactNode;
  /**
   * The navigation's accessible name.
   * @defaultValue 'Main'
   */
  label?: string;
};

const linkClass =
  'inline-block border-b-2 border-transparent px-3 py-3 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring aria-[current=page]:border-primary aria-[current=page]:text-primary';

function PlainLink({ children, ...props }: MainNavLinkProps) {
  return <a {...props}>{children}</a>;
}

/** The signed-in portal's top-level navigation strip under the header; the current page is underlined. */
export function MainNav({
  items,
  renderLink = PlainLink,
  label = 'Main',
  className,
  ...props
}: MainNavProps) {
  return (
    <nav
      data-slot="main-nav"
      aria-label={label}
      className={cn('border-b border-border bg-background', className)}
      {...props}
    >
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4">
        {items.map((item) => (
          <li key={item.href}>
            {renderLink(
              {
                href: item.href,
                className: linkClass,
                'aria-current': item.active ? 'page' : undefined,
                children: item.label,
              },
              item,
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
