import { Menu } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';

export type NavigationMenuButtonProps = Omit<React.ComponentProps<typeof Button>, 'children'> & {
  /**
   * The button's accessible name.
   * @defaultValue 'Open navigation'
   */
  label?: string;
};

/**
 * The phone-width header's menu button that opens the NavigationDrawer. Separate from the drawer so
 * the app can show it at once and load the drawer (a dialog) only when it is first opened.
 */
export function NavigationMenuButton({
  label = 'Open navigation',
  className,
  ...props
}: NavigationMenuButtonProps) {
  return (
    <Button
      data-slot="navigation-menu-button"
      variant="ghost"
      size="icon"
      className={cn('shrink-0', className)}
      aria-label={label}
      aria-haspopup="dialog"
      {...props}
    >
      <Menu aria-hidden />
    </Button>
  );
}
