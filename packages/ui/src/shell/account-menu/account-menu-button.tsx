import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The signed-in candidate as the header shows them. */
export type HeaderUser = {
  /** Shown beside the avatar (from md width; always part of the button's accessible name). */
  fullName: string;
  /** Shown under the name in the menu. */
  email?: string;
  /** Profile picture URL (already resolved by the app); initials are shown without one. */
  pictureUrl?: string;
};

export type AccountMenuButtonProps = Omit<React.ComponentProps<'button'>, 'children'> & {
  /** Whose menu it opens. */
  user: HeaderUser;
};

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  );
}

/**
 * The button that opens the account menu: avatar (or initials), the name, a chevron. AccountMenu
 * uses it as its trigger; the app may show it alone while the menu's code loads.
 */
export function AccountMenuButton({ user, className, ...props }: AccountMenuButtonProps) {
  return (
    <button
      data-slot="account-menu-button"
      type="button"
      aria-haspopup="menu"
      className={cn(
        'flex shrink-0 cursor-pointer items-center gap-2 rounded-md px-1.5 py-1 hover:bg-accent hover:text-accent-foreground',
        className,
      )}
      {...props}
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
      <span className="sr-only text-sm font-medium md:not-sr-only">{user.fullName}</span>
      <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
    </button>
  );
}
