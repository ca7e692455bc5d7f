import { Bell, ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';

/** The signed-in candidate as the header shows them. */
export type HeaderUser = {
  /** Shown beside the avatar. */
  fullName: string;
  /** Shown under the name in the menu. */
  email?: string;
  /** Profile picture URL (already resolved by the app); initials are shown without one. */
  pictureUrl?: string;
};

export type AppHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> & {
  /** The product name at the left. */
  productName: string;
  /** The signed-in user; omitted on anonymous pages (no menu, no bell). */
  user?: HeaderUser;
  /**
   * Unread notifications, shown as a badge on the bell (99+ above 99).
   * @defaultValue 0
   */
  notificationCount?: number;
  /** Called when the bell is pressed. */
  onNotificationsClick?: () => void;
  /** Called when 'Profile' is chosen in the user menu. */
  onProfile?: () => void;
  /** Called when 'Log out' is chosen in the user menu. */
  onLogout?: () => void;
  /** Extra content between the product name and the user controls (e.g. a menu button). */
  children?: React.ReactNode;
};

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  );
}

/** The top bar: product name, notification bell with unread count, and the user menu. */
export function AppHeader({
  productName,
  user,
  notificationCount = 0,
  onNotificationsClick,
  onProfile,
  onLogout,
  className,
  children,
  ...props
}: AppHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  // Close on a click outside; Escape closes and returns focus to the trigger.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  const unread = notificationCount > 99 ? '99+' : String(notificationCount);
  return (
    <header
      data-slot="app-header"
      className={cn(
        'flex h-14 items-center gap-3 border-b bg-card px-4 text-card-foreground',
        className,
      )}
      {...props}
    >
      <span className="text-base font-semibold tracking-tight">{productName}</span>
      <div className="flex flex-1 items-center">{children}</div>
      {user ? (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="relative"
            aria-label={notificationCount > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
            onClick={onNotificationsClick}
          >
            <Bell aria-hidden />
            {notificationCount > 0 ? (
              <span
                aria-hidden
                className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-destructive-foreground"
              >
                {unread}
              </span>
            ) : null}
          </Button>
          <div ref={container} className="relative">
            <button
              ref={trigger}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              className="flex cursor-pointer items-center gap-2 rounded-md px-1.5 py-1 hover:bg-accent hover:text-accent-foreground"
            >
              {user.pictureUrl ? (
                <img src={user.pictureUrl} alt="" className="size-8 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden
                  className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                >
                  {initialsOf(user.fullName)}
                </span>
              )}
              {/* The visible name is part of the accessible name ("Account menu for <name>"). */}
              <span className="sr-only">Account menu for </span>
              <span className="sr-only text-sm font-medium sm:not-sr-only">{user.fullName}</span>
              <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
            </button>
            {menuOpen ? (
              <div
                id={menuId}
                className="absolute right-0 z-40 mt-2 flex w-56 flex-col gap-1 rounded-md border bg-card p-1 text-card-foreground shadow-popover"
              >
                <div className="px-2 py-1.5">
                  <p className="text-sm font-medium">{user.fullName}</p>
                  {user.email ? (
                    <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="justify-start"
                  onClick={() => {
                    setMenuOpen(false);
                    onProfile?.();
                  }}
                >
                  <UserRound aria-hidden />
                  Profile
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="justify-start"
                  onClick={() => {
                    setMenuOpen(false);
                    onLogout?.();
                  }}
                >
                  <LogOut aria-hidden />
                  Log out
                </Button>
              </div>
            ) : null}
          </div>
        </>
      ) : null}
    </header>
  );
}
