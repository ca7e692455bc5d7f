import { cn } from '../../lib/cn';

export interface DicomAttribute {
  /** `(0010,0010)`. */
  tag: string;
  /** `Patient's Name`. */
  name: string;
  value: string;
}

export interface DicomMetadataPanelProps extends React.ComponentProps<'section'> {
  /** The de-identified attributes of the image shown. */
  attributes: readonly DicomAttribute[];
}

/** The image's (de-identified) DICOM attributes: tag, name and value. */
export function DicomMetadataPanel({ attributes, className, ...props }: DicomMetadataPanelProps) {
  return (
    <section aria-label="Image attributes" data-slot="dicom-metadata-panel" className={cn('text-xs', className)} {...props}>
      <h2 className="mb-2 text-sm font-semibold">Attributes</h2>
      {attributes.length === 0 ? (
        <p className="text-muted-foreground">No attributes: the image has not loaded.</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {attributes.map((attribute) => (
            <div key={attribute.tag} className="contents">
              <dt className="text-muted-foreground">
                <span className="font-mono">{attribute.tag}</span> {attribute.name}
              </dt>
              <dd className="break-all">{attribute.value === '' ? '(empty)' : attribute.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
