import { cva } from 'class-variance-authority';

/** The spec's alert types: danger (ERROR), success, warning, info. Shared by AlertBanner and Toast. */
export const AlertVariant = {
  danger: 'danger',
  success: 'success',
  warning: 'warning',
  info: 'info',
} as const;
export type AlertVariant = (typeof AlertVariant)[keyof typeof AlertVariant];

export const alertVariants = cva(
  'flex items-start gap-3 rounded-md px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        danger: 'bg-destructive text-destructive-foreground',
        success: 'bg-success text-success-foreground',
        warning: 'bg-warning text-warning-foreground',
        info: 'bg-info text-info-foreground',
      },
      /**
       * A banner sits in the page; a toast floats above it, so it casts a deeper shadow; a floating
       * banner (AlertBanner's appendToast) is a toast placed on its own at the bottom right.
       * Position, width and shadow are the kind's alone (cn() does not merge classes).
       */
      kind: {
        banner: 'relative w-full shadow-card',
        toast: 'relative w-full shadow-popover',
        floating: 'fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100%-2rem))] shadow-popover',
      },
    },
    defaultVariants: { variant: 'info', kind: 'banner' },
  },
);

/** Errors and warnings interrupt (role alert); success and info are announced politely (status). */
export function alertRole(variant: AlertVariant): 'alert' | 'status' {
  return variant === 'danger' || variant === 'warning' ? 'alert' : 'status';
}
