import { Bell } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import type { HeaderUser } from '../account-menu/account-menu-button';

export type { HeaderUser };

export type AppHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> & {
  /** The product name at the left. */
  productName: string;
  /** The signed-in user; omitted on anonymous pages (no bell, no account menu). */
  user?: HeaderUser;
  /**
   * Unread notifications, shown as a badge on the bell (99+ above 99).
   * @defaultValue 0
   */
  notificationCount?: number;
  /** Called when the bell is pressed. */
  onNotificationsClick?: () => void;
  /**
   * The account menu at the right (usually AccountMenu). A slot, so the app can load the menu's
   * code after the page (showing AccountMenuButton meanwhile).
   */
  accountMenu?: React.ReactNode;
  /** Content before the product name (e.g. the phone-width NavigationMenuButton). */
  leading?: React.ReactNode;
  /** Extra content between the product name and the user controls. */
  children?: React.ReactNode;
};

/** The top bar: product name (always one line), notification bell with unread count, account menu. */
export function AppHeader({
  productName,
  user,
  notificationCount = 0,
  onNotificationsClick,
  accountMenu,
  leading,
  className,
  children,
  ...props
}: AppHeaderProps) {
  const unread = notificationCount > 99 ? '99+' : String(notificationCount);
  return (
    <header
      data-slot="app-header"
      className={cn(
        'flex h-14 items-center gap-2 border-b bg-card px-2 text-card-foreground sm:gap-3 sm:px-4',
        className,
      )}
      {...props}
    >
      {leading}
      <span className="min-w-0 truncate text-base font-semibold tracking-tight whitespace-nowrap">
        {productName}
      </span>
      <div className="flex flex-1 items-center">{children}</div>
      {user ? (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="relative shrink-0"
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
          {accountMenu}
        </>
      ) : null}
    </header>
  );
}
