import { X } from 'lucide-react';
import { AlertIcon } from './alert-icon';
import type { AlertVariant } from './alert-variants';

export type AlertBodyProps = {
  variant: AlertVariant;
  title: string;
  message?: string;
  /** Shows the close button with this accessible name; undefined: no close button. */
  closeLabel?: string;
  onClose: () => void;
};

/** What an alert and a toast both show: the type icon, Title, Message and the close button. */
export function AlertBody({ variant, title, message, closeLabel, onClose }: AlertBodyProps) {
  return (
    <>
      <AlertIcon variant={variant} />
      <div className="flex flex-1 flex-col gap-0.5">
        <p className="font-semibold">{title}</p>
        {message ? <p>{message}</p> : null}
      </div>
      {closeLabel ? (
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="-m-1 cursor-pointer rounded-sm p-1 opacity-90 hover:opacity-100 focus-visible:outline-current [&_svg]:size-4"
        >
          <X aria-hidden />
        </button>
      ) : null}
    </>
  );
}
