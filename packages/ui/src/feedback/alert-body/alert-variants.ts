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
  'relative flex w-full items-start gap-3 rounded-md px-4 py-3 text-sm shadow-card [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        danger: 'bg-destructive text-destructive-foreground',
        success: 'bg-success text-success-foreground',
        warning: 'bg-warning text-warning-foreground',
        info: 'bg-info text-info-foreground',
      },
      /** A banner sits in the page; a toast floats above it, so it casts a deeper shadow. */
      kind: {
        banner: '',
        toast: 'shadow-popover',
      },
    },
    defaultVariants: { variant: 'info', kind: 'banner' },
  },
);

/** Errors and warnings interrupt (role alert); success and info are announced politely (status). */
export function alertRole(variant: AlertVariant): 'alert' | 'status' {
  return variant === 'danger' || variant === 'warning' ? 'alert' : 'status';
}
