import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { AlertVariant } from './alert-variants';

/** The icon of each alert type (decorative: the title says what happened). */
export function AlertIcon({ variant }: { variant: AlertVariant }) {
  switch (variant) {
    case 'danger':
      return <CircleAlert aria-hidden />;
    case 'success':
      return <CircleCheck aria-hidden />;
    case 'warning':
      return <TriangleAlert aria-hidden />;
    case 'info':
      return <Info aria-hidden />;
    default:
      return variant satisfies never;
  }
}
