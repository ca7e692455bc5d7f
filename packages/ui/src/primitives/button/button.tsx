import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/** The button look, also used to style links that act as buttons (`buttonVariants({ variant })`). */
export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-md font-medium whitespace-nowrap transition-[color,background-color,border-color] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline:
          'border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        // The text size belongs to the size (cn() does not merge: no text-sm in the base to override).
        sm: 'h-8 px-3 text-xs',
        md: 'h-10 px-4 text-sm',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10 text-sm',
      },
      // One class per utility group (cn() does not merge): a wide button that spreads its label
      // and icon says so here instead of overriding justify-center with a className.
      content: {
        centred: 'justify-center',
        spread: 'justify-between',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md', content: 'centred' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /**
     * The look of the button.
     * @defaultValue 'primary'
     */
    variant?: VariantProps<typeof buttonVariants>['variant'];
    /**
     * The height and padding; 'icon' is a square for an icon-only button (give it an aria-label).
     * @defaultValue 'md'
     */
    size?: VariantProps<typeof buttonVariants>['size'];
    /**
     * Where the label and icon sit: centred, or spread to both ends (a full-width toggle).
     * @defaultValue 'centred'
     */
    content?: VariantProps<typeof buttonVariants>['content'];
  };

/** A button. Defaults to type="button" so it never submits a form by accident. */
export function Button({
  className,
  variant,
  size,
  content,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size, content }), className)}
      {...props}
    />
  );
}
