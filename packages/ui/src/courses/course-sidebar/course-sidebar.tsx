import { canOpenArea, type GatedArea, type PackageFeature } from '@portal/domain';
import { Lock } from 'lucide-react';
import { cn } from '../../lib/cn';

/** One entry of the course navigation. */
export type CourseNavItem = {
  /** Unique key, reported to onNavigate. */
  id: string;
  /** The visible text. */
  label: string;
  /** Where the entry links to; without it the entry is a button. */
  href?: string;
  /** The decorative icon. */
  icon?: React.ReactNode;
  /** The gated area this entry opens (spec: features per course package); none means always open. */
  area?: GatedArea;
};

/** What `renderLink` receives: everything an `<a>` needs, already styled and marked. */
export type CourseNavLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };

function PlainLink({ children, ...props }: CourseNavLinkProps) {
  return <a {...props}>{children}</a>;
}

export type CourseSidebarProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The course's package features (Course.Subscription.PackageFeatures). */
  packageFeatures: readonly PackageFeature[];
  /** The entries, in order. */
  items: readonly CourseNavItem[];
  /** The id of the entry for the current page. */
  activeId?: string;
  /** Called with an entry's id when it is chosen (links still navigate by href). */
  onNavigate?: (id: string) => void;
  /**
   * Renders an entry's link; pass the router's link so navigation stays client-side (ui never
   * imports the router). Spread the props onto it.
   * @defaultValue a plain `<a>`
   */
  renderLink?: (props: CourseNavLinkProps, item: CourseNavItem) => React.ReactNode;
  /**
   * What happens to an entry whose feature the package does not include: 'hide' drops it,
   * 'disable' shows it locked (not focusable, marked "not in your package").
   * @defaultValue 'disable'
   */
  lockedItems?: 'hide' | 'disable';
  /**
   * The navigation's accessible name.
   * @defaultValue 'Course'
   */
  label?: string;
};

const itemBase =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0';
// Colours of an entry that opens; a locked one has its own (cn() does not merge classes).
const itemClass = `${itemBase} text-foreground hover:bg-accent hover:text-accent-foreground`;

/** The course's side navigation; entries for features outside the package are hidden or locked. */
export function CourseSidebar({
  packageFeatures,
  items,
  activeId,
  onNavigate,
  renderLink = PlainLink,
  lockedItems = 'disable',
  label = 'Course',
  className,
  ...props
}: CourseSidebarProps) {
  const course = { Subscription: { PackageFeatures: packageFeatures } };
  const entries = items
    .map((item) => ({ item, allowed: item.area === undefined || canOpenArea(course, item.area) }))
    .filter((entry) => entry.allowed || lockedItems === 'disable');
  return (
    <nav
      data-slot="course-sidebar"
      aria-label={label}
      className={cn('w-60 shrink-0', className)}
      {...props}
    >
      <ul className="flex flex-col gap-1">
        {entries.map(({ item, allowed }) => (
          <li key={item.id}>
            {!allowed ? (
              <span
                aria-disabled="true"
                className={cn(
                  itemBase,
                  'cursor-not-allowed text-muted-foreground hover:bg-transparent hover:text-muted-foreground',
                )}
              >
                {item.icon}
                <span className="flex-1">{item.label}</span>
                <Lock aria-hidden />
                <span className="sr-only">(not in your package)</span>
              </span>
            ) : item.href ? (
              renderLink(
                {
                  href: item.href,
                  'aria-current': item.id === activeId ? 'page' : undefined,
                  onClick: () => onNavigate?.(item.id),
                  className: itemClass,
                  children: (
                    <>
                      {item.icon}
                      {item.label}
                    </>
                  ),
                },
                item,
              )
            ) : (
              <button
                type="button"
                aria-current={item.id === activeId ? 'page' : undefined}
                onClick={() => onNavigate?.(item.id)}
                className={cn(itemClass, 'cursor-pointer')}
              >
                {item.icon}
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
