import { cva } from 'class-variance-authority';

/** The look shared by every text-like control (input, select, textarea). */
export const inputVariants = cva(
  'rounded-md border border-input bg-background px-3 text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
  {
    // Text size and width are variants (cn() does not merge: no base class for a caller to override).
    variants: {
      size: { sm: 'h-8 text-sm', md: 'h-10 text-sm', lg: 'h-11 text-base' },
      /** 'fill': the field's whole width; 'custom': the caller sets width and minimum width. */
      width: { fill: 'w-full min-w-0', custom: '' },
    },
    defaultVariants: { size: 'md', width: 'fill' },
  },
);
