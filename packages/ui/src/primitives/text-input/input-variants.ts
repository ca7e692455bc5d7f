import { cva } from 'class-variance-authority';

/** The look shared by every text-like control (input, select, textarea). */
export const inputVariants = cva(
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
  {
    variants: {
      size: { sm: 'h-8', md: 'h-10', lg: 'h-11 text-base' },
    },
    defaultVariants: { size: 'md' },
  },
);
