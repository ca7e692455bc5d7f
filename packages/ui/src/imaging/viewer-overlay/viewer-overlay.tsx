import { cn } from '../../lib/cn';

export interface ViewerOverlayProps extends React.ComponentProps<'div'> {
  /** 1-based slice shown. */
  slice: number;
  sliceCount: number;
  windowCenter: number;
  windowWidth: number;
  /** Scale of image pixels to screen pixels (1 = one to one). */
  zoom: number;
  /** The last measured length (already formatted, e.g. '100.0 mm'), if any. */
  measurement?: string | undefined;
  /** Modality and series, top left. */
  description?: string | undefined;
}

/**
 * The text over the image (slice, window, zoom, measurement), white on a dark image. A live region
 * reads the slice and window changes to a screen reader.
 */
export function ViewerOverlay({ slice, sliceCount, windowCenter, windowWidth, zoom, measurement, description, className, ...props }: ViewerOverlayProps) {
  return (
    <div data-slot="viewer-overlay" className={cn('pointer-events-none flex h-full flex-col justify-between p-2 font-mono text-xs text-white [text-shadow:0_0_2px_#000]', className)} {...props}>
      <div className="flex justify-between">
        <span>{description}</span>
        <span data-testid="overlay-slice" aria-live="polite">
          Im {slice}/{sliceCount}
        </span>
      </div>
      <div className="flex items-end justify-between">
        <span data-testid="overlay-window" aria-live="polite">
          W {Math.round(windowWidth)} L {Math.round(windowCenter)}
        </span>
        {measurement ? <span data-testid="overlay-measurement">Length {measurement}</span> : null}
        <span data-testid="overlay-zoom">Zoom {zoom.toFixed(2)}×</span>
      </div>
    </div>
  );
}
