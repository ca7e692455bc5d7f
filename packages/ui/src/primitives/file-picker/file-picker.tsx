import { Upload } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../button/button';
import type { FieldProps } from '../text-input/field-props';

export type FilePickerProps = Omit<
  React.ComponentProps<'input'>,
  'id' | 'type' | 'onChange' | 'value'
> &
  FieldProps & {
    /** Called with the chosen files (empty when the choice is cleared). */
    onFilesChange: (files: File[]) => void;
    /** The chosen file's name, shown beside the button. */
    fileName?: string;
    /** Upload progress 0-100, shown as a progress bar while uploading; omit when not uploading. */
    progress?: number;
    /**
     * The button's text.
     * @defaultValue 'Choose file'
     */
    buttonLabel?: string;
  };

/** A labelled file chooser with the chosen file's name and an upload progress bar. */
export function FilePicker({
  id,
  label,
  error,
  hint,
  required,
  fieldClassName,
  onFilesChange,
  fileName,
  progress,
  buttonLabel = 'Choose file',
  disabled,
  className,
  ...props
}: FilePickerProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const percent =
    progress === undefined ? undefined : Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <div
      data-slot="file-picker"
      data-invalid={error ? '' : undefined}
      className={cn('flex flex-col gap-1.5', fieldClassName)}
    >
      <span id={labelId} className="text-sm font-medium text-foreground">
        {label}
        {required ? (
          <span aria-hidden className="ms-0.5 text-destructive">
            *
          </span>
        ) : null}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {/* The native input stays focusable (visually hidden); its styled label is the button. */}
        <input
          id={inputId}
          type="file"
          className="peer sr-only"
          disabled={disabled}
          required={required}
          aria-labelledby={`${labelId} ${inputId}-button`}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onFilesChange(Array.from(event.target.files ?? []))}
          {...props}
        />
        <label
          id={`${inputId}-button`}
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            disabled && 'pointer-events-none opacity-50',
            className,
          )}
        >
          <Upload aria-hidden />
          {buttonLabel}
        </label>
        <span className="text-sm text-muted-foreground">{fileName ?? 'No file chosen'}</span>
      </div>
      {percent !== undefined ? (
        <div
          role="progressbar"
          aria-label={fileName ? `Uploading ${fileName}` : 'Uploading'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="flex items-center gap-2"
        >
          <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <span aria-hidden className="w-10 text-right text-xs text-muted-foreground tabular-nums">
            {percent}%
          </span>
        </div>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
