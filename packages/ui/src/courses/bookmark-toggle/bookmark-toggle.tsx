import { Bookmark } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../../primitives/button/button';

export type BookmarkToggleProps = Omit<
  ButtonProps,
  'onClick' | 'children' | 'variant' | 'aria-pressed'
> & {
  /** Whether the content is bookmarked. */
  pressed: boolean;
  /** Called with the state the candidate asks for (true: save the bookmark, false: remove it). */
  onPressedChange?: (pressed: boolean) => void;
  /** Disables the button while the change is saved. @defaultValue false */
  pending?: boolean;
  /** The visible text and accessible name; it stays the same in both states (aria-pressed tells them apart). @defaultValue 'Bookmark' */
  label?: string;
};

/** Bookmarks a video or reading, or removes its bookmark: a toggle button (aria-pressed). */
export function BookmarkToggle({
  pressed,
  onPressedChange,
  pending = false,
  label = 'Bookmark',
  size = 'sm',
  className,
  disabled,
  ...props
}: BookmarkToggleProps) {
  return (
    <Button
      data-slot="bookmark-toggle"
      variant={pressed ? 'secondary' : 'ghost'}
      size={size}
      aria-pressed={pressed}
      disabled={disabled || pending}
      onClick={() => onPressedChange?.(!pressed)}
      className={cn(className)}
      {...props}
    >
      <Bookmark aria-hidden className={cn(pressed ? 'fill-current' : 'fill-transparent')} />
      {label}
    </Button>
  );
}
