import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/** The text-link look; the app puts it on its router link too (`textLinkVariants()`). */
export const textLinkVariants = cva(
  'rounded-sm font-medium text-primary underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  {
    variants: {
      underline: {
        // A link standing on its own (a footer, a list of actions): colour and weight mark it.
        hover: 'hover:underline',
        // A link inside a sentence must not rely on colour alone (WCAG 1.4.1).
        always: 'underline',
      },
    },
    defaultVariants: { underline: 'hover' },
  },
);

export type TextLinkProps = React.ComponentProps<'a'> & {
  /**
   * When the underline shows: 'always' for a link inside running text.
   * @defaultValue 'hover'
   */
  underline?: VariantProps<typeof textLinkVariants>['underline'];
};

/** A text link (between account pages, or inside a sentence with `underline="always"`). */
export function TextLink({ className, underline, children, ...props }: TextLinkProps) {
  return (
    <a data-slot="text-link" className={cn(textLinkVariants({ underline }), className)} {...props}>
      {children}
    </a>
  );
}
