import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const barVariants = cva('h-full rounded-full transition-[width]', {
  variants: { tone: { default: 'bg-primary', success: 'bg-success', error: 'bg-destructive' } },
  defaultVariants: { tone: 'default' },
});

export type UploadProgressProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof barVariants> & {
    /** Percentage uploaded, 0..100 (from the file PUT's progress callback). */
    value: number;
    /** Accessible name, e.g. 'Uploading matric-certificate.pdf'. */
    label: string;
  };

/** A thin upload progress bar with its percentage. */
export function UploadProgress({ value, label, tone, className, ...props }: UploadProgressProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      data-slot="upload-progress"
      className={cn('flex items-center gap-2 text-xs text-muted-foreground', className)}
      {...props}
    >
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className={barVariants({ tone })} style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden className="w-9 text-right tabular-nums">
        {percent}%
      </span>
    </div>
  );
}
