import * as React from 'react';
import { Download, Upload } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';

export type AnnotationTransferProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Disables export when there is nothing to export. @defaultValue false */
  nothingToExport?: boolean;
  /** Disables both while an import saves. @defaultValue false */
  importing?: boolean;
  /** Why the last import was refused (shown as an alert), or what it did (shown as a status). */
  importMessage?: { kind: 'error' | 'done'; text: string };
  /** Downloads the book's annotations (W3C JSON). */
  onExport?: () => void;
  /** Called with the chosen file; the caller checks it and saves nothing when it is bad. */
  onImport?: (file: File) => void;
};

/** Export and import of one book's annotations (the notebook's footer). */
export function AnnotationTransfer({
  nothingToExport = false,
  importing = false,
  importMessage,
  onExport,
  onImport,
  className,
  ...props
}: AnnotationTransferProps) {
  const input = React.useRef<HTMLInputElement>(null);
  return (
    <div
      data-slot="annotation-transfer"
      className={cn('grid gap-2 border-t border-border pt-3', className)}
      {...props}
    >
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={nothingToExport || importing}
          onClick={onExport}
        >
          <Download aria-hidden />
          Export
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={importing}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden />
          {importing ? 'Importing…' : 'Import'}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label="Annotations file to import"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onImport?.(file);
          }}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Annotations as W3C Web Annotation JSON, to keep or to move to another reader.
      </p>
      {importMessage ? (
        <p
          role={importMessage.kind === 'error' ? 'alert' : 'status'}
          className={cn(
            'text-sm',
            importMessage.kind === 'error' ? 'text-destructive' : 'text-foreground',
          )}
        >
          {importMessage.text}
        </p>
      ) : null}
    </div>
  );
}
