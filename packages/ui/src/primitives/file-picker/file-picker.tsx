import { Upload } from 'lucide-react';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../button/button';
import { useFieldProps, type FieldProps } from '../form-field/field-props';
import { FormControl, FormField } from '../form-field/form-field';

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
  onFilesChange,
  fileName,
  progress,
  buttonLabel = 'Choose file',
  disabled,
  className,
  ...props
}: FilePickerProps) {
  const [field, input] = useFieldProps(props);
  const buttonId = `${field.id}-button`;
  const percent =
    progress === undefined ? undefined : Math.round(Math.min(100, Math.max(0, progress)));
  return (
    // The field's label is plain text: the input is named by it and by the button (its label).
    <FormField {...field} labelAs="span" data-slot="file-picker">
      <div className="flex flex-wrap items-center gap-3">
        {/* The native input stays focusable (visually hidden); its styled label is the button. */}
        <FormControl>
          <input
            type="file"
            className="peer sr-only"
            disabled={disabled}
            aria-labelledby={`${field.id}-label ${buttonId}`}
            onChange={(event) => onFilesChange(Array.from(event.target.files ?? []))}
            {...input}
          />
        </FormControl>
        <label
          id={buttonId}
          htmlFor={field.id}
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
    </FormField>
  );
}
