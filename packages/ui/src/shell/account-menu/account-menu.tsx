import { LogOut, Settings, UserRound } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../primitives/dropdown-menu/dropdown-menu';
import { AccountMenuButton, type HeaderUser } from './account-menu-button';

export type AccountMenuProps = {
  /** The signed-in candidate. */
  user: HeaderUser;
  /** Called when 'Profile' is chosen. */
  onProfile?: () => void;
  /** Called when 'Settings' is chosen; the entry shows only when given. */
  onSettings?: () => void;
  /** Called when 'Log out' is chosen. */
  onLogout?: () => void;
  /**
   * Opens the menu on first render (the app opens it when the button was pressed before the
   * menu's code had loaded).
   * @defaultValue false
   */
  defaultOpen?: boolean;
};

/**
 * The header's account menu: a real menu (Radix DropdownMenu: Enter, Space or ArrowDown opens it,
 * arrow keys move between Profile, Settings and Log out, Escape closes it and focus returns to
 * the button).
 */
export function AccountMenu({
  user,
  onProfile,
  onSettings,
  onLogout,
  defaultOpen = false,
}: AccountMenuProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block text-sm font-medium">{user.fullName}</span>
          {user.email ? (
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onProfile?.()}>
          <UserRound aria-hidden />
          Profile
        </DropdownMenuItem>
        {onSettings ? (
          <DropdownMenuItem onSelect={() => onSettings()}>
            <Settings aria-hidden />
            Settings
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => onLogout?.()}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
