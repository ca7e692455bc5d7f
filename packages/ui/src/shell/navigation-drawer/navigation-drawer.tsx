import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Button } from '../../primitives/button/button';
import type { MainNavItem, MainNavLinkProps } from '../main-nav/main-nav';

export type NavigationDrawerProps = {
  /** The drawer's heading (the product name). */
  title: string;
  /** The entries, in order (the same list the wide-screen MainNav shows). */
  items: readonly MainNavItem[];
  /**
   * Renders one entry's link; pass the router's link so navigation stays client-side. Spread the
   * props onto it: they carry the class, aria-current, the label and the click that closes the drawer.
   * @defaultValue a plain `<a>`
   */
  renderLink?: (props: MainNavLinkProps, item: MainNavItem) => React.ReactNode;
  /**
   * The navigation's accessible name.
   * @defaultValue 'Main'
   */
  label?: string;
  /** Whether the drawer is open (the app holds this state, so it can load the drawer lazily). */
  open: boolean;
  /** Called with false when Escape, the close button or the backdrop closes the drawer. */
  onOpenChange: (open: boolean) => void;
};

const linkClass =
  'flex min-h-11 items-center rounded-md px-3 text-base font-medium text-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground';

function PlainLink({ children, ...props }: MainNavLinkProps) {
  return <a {...props}>{children}</a>;
}

/**
 * The phone-width navigation drawer, sliding in from the left (a Radix dialog: focus is trapped
 * inside, Escape, the close button or the backdrop closes it and focus returns to what opened it).
 * Choosing a link closes it and leaves focus to the page the link opens.
 */
export function NavigationDrawer({
  title,
  items,
  renderLink = PlainLink,
  label = 'Main',
  open,
  onOpenChange,
}: NavigationDrawerProps) {
  // Closed by following a link: the new page takes focus, not the menu button.
  const [followedLink, setFollowedLink] = useState(false);
  // What had focus when the drawer opened (the menu button): focus goes back there on close.
  const opener = useRef<HTMLElement | null>(null);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <DialogPrimitive.Content
          data-slot="navigation-drawer"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog.Trigger; the app's own button opens this one.
            event.preventDefault();
            if (!followedLink) opener.current?.focus();
            setFollowedLink(false);
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-2 overflow-y-auto border-r bg-card p-3 text-card-foreground shadow-popover"
        >
          <div className="flex items-center justify-between gap-2 ps-3">
            <DialogPrimitive.Title className="truncate text-base font-semibold whitespace-nowrap">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close navigation">
                <X aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={label}>
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.href}>
                  {renderLink(
                    {
                      href: item.href,
                      className: linkClass,
                      'aria-current': item.active ? 'page' : undefined,
                      children: item.label,
                      onClick: () => {
                        setFollowedLink(true);
                        onOpenChange(false);
                      },
                    },
                    item,
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
