import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Camera } from 'lucide-react';
import { cn } from '../../lib/cn';
import { UploadProgress } from '../../feedback/upload-progress/upload-progress';

const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary font-semibold text-secondary-foreground',
  {
    variants: { size: { md: 'size-20 text-xl', lg: 'size-28 text-3xl' } },
    defaultVariants: { size: 'lg' },
  },
);

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export type ProfileImageProps = Omit<React.ComponentProps<'div'>, 'onChange'> &
  VariantProps<typeof avatarVariants> & {
    /** Candidate's full name (alt text and initials when there is no image). */
    fullName: string;
    /** ProfileImage URL; initials show when absent. */
    imageUrl?: string | null;
    /** Upload progress 0..100 while a new image uploads; null when idle. @defaultValue null */
    uploadProgress?: number | null;
    /** Already-worded error (e.g. application messages 116 file format, 117 file size). */
    errorMessage?: string;
    /** Accepted types for the file picker. @defaultValue 'image/png,image/jpeg' */
    accept?: string;
    /** Called with the chosen file; the portal checks size/format, uploads it and reports progress. */
    onSelectFile?: (file: File) => void;
  };

/** The candidate's profile picture with a change-photo picker and upload progress. */
export function ProfileImage({
  fullName,
  imageUrl,
  uploadProgress = null,
  errorMessage,
  accept = 'image/png,image/jpeg',
  onSelectFile,
  size,
  className,
  ...props
}: ProfileImageProps) {
  const inputId = React.useId();
  const uploading = uploadProgress !== null;
  return (
    <div data-slot="profile-image" className={cn('flex items-center gap-4', className)} {...props}>
      <span className={avatarVariants({ size })}>
        {imageUrl ? (
          <img src={imageUrl} alt={fullName} className="size-full object-cover" />
        ) : (
          <span aria-hidden>{initials(fullName)}</span>
        )}
      </span>
      <div className="grid min-w-48 gap-2">
        <p className="font-semibold text-foreground">{fullName}</p>
        {onSelectFile ? (
          <>
            <label
              htmlFor={inputId}
              className={cn(
                'inline-flex h-8 w-fit cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-xs font-medium text-foreground hover:bg-accent hover:text-accent-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                uploading && 'pointer-events-none opacity-60',
              )}
            >
              <Camera aria-hidden className="size-4" />
              {imageUrl ? 'Change photo' : 'Upload photo'}
              <input
                id={inputId}
                type="file"
                accept={accept}
                disabled={uploading}
                className="sr-only"
                aria-describedby={errorMessage ? `${inputId}-error` : undefined}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) onSelectFile(file);
                  event.target.value = '';
                }}
              />
            </label>
          </>
        ) : null}
        {uploading ? (
          <UploadProgress value={uploadProgress} label="Uploading profile picture" />
        ) : null}
        {errorMessage ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
            {errorMessage}
          </p>
        ) : null}
      </div>
    </div>
  );
}
