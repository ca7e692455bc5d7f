import { useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import { useFormFieldControl } from '../form-field/form-field';

export type OtpInputProps = Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  /** The code typed so far (digits only, at most `length`). */
  value: string;
  /** Called with the new code on every change. */
  onChange: (value: string) => void;
  /** Called once all boxes are filled. */
  onComplete?: (value: string) => void;
  /**
   * Number of boxes.
   * @defaultValue 6
   */
  length?: number;
  /**
   * Accessible name of the group when not inside a FormField.
   * @defaultValue 'One-time code'
   */
  label?: string;
  /**
   * Disables every box.
   * @defaultValue false
   */
  disabled?: boolean;
  /**
   * Marks the code as wrong (red borders).
   * @defaultValue false
   */
  invalid?: boolean;
};

/**
 * The one-time code entry: one box per digit. Typing moves forward, Backspace on an empty box moves
 * back, and pasting a code fills every box.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 6,
  label = 'One-time code',
  disabled = false,
  invalid = false,
  className,
  ...props
}: OtpInputProps) {
  const field = useFormFieldControl();
  const baseId = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length }, (_, index) => value[index] ?? '');

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };
  const commit = (next: string[]) => {
    const code = next.join('').slice(0, length);
    onChange(code);
    if (code.length === length && !next.includes('')) onComplete?.(code);
  };
  const fillFrom = (index: number, text: string) => {
    const incoming = text.replace(/\D+/g, '');
    if (!incoming) return;
    const next = [...digits];
    for (let offset = 0; offset < incoming.length && index + offset < length; offset += 1) {
      next[index + offset] = incoming[offset] ?? '';
    }
    commit(next);
    focusBox(Math.min(index + incoming.length, length - 1));
  };

  return (
    <div
      data-slot="otp-input"
      role="group"
      aria-label={field ? undefined : label}
      aria-labelledby={field ? `${field.id}-label` : undefined}
      aria-describedby={field?.describedBy}
      className={cn('flex gap-2', className)}
      {...props}
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          id={index === 0 ? (field?.id ?? `${baseId}-0`) : `${baseId}-${index}`}
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={length}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid || field?.invalid ? true : undefined}
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            const typed = event.target.value;
            // Typing into a filled box that was not selected appends: keep only the new digit.
            fillFrom(
              index,
              digit && typed.length > 1 && typed.startsWith(digit) ? typed.slice(1) : typed,
            );
          }}
          onPaste={(event) => {
            event.preventDefault();
            const pasted = event.clipboardData.getData('text').replace(/\D+/g, '');
            // A whole code fills every box from the first; a fragment fills from this box.
            fillFrom(pasted.length >= length ? 0 : index, pasted);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace') {
              event.preventDefault();
              const next = [...digits];
              if (digit) {
                next[index] = '';
              } else if (index > 0) {
                next[index - 1] = '';
                focusBox(index - 1);
              }
              // Keep the code contiguous: later digits move up when an earlier one is removed.
              commit([...next.filter(Boolean), ...next.filter((entry) => !entry)]);
            } else if (event.key === 'ArrowLeft') {
              event.preventDefault();
              focusBox(index - 1);
            } else if (event.key === 'ArrowRight') {
              event.preventDefault();
              focusBox(index + 1);
            }
          }}
          className={cn(
            'size-11 rounded-md border border-input bg-background text-center text-lg font-semibold text-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-60 aria-invalid:border-destructive',
          )}
        />
      ))}
    </div>
  );
}
