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
  /** The last measured angle (formatted, e.g. '45.0°'), if any. */
  angle?: string | undefined;
  /** Quarter turns and mirroring now applied ('R90 H'), if any. */
  orientation?: string | undefined;
  /** Modality and series, top left. */
  description?: string | undefined;
}

/**
 * The text over the image (slice, window, zoom, measurement), white on a dark image. A live region
 * reads the slice and window changes to a screen reader.
 */
export function ViewerOverlay({ slice, sliceCount, windowCenter, windowWidth, zoom, measurement, angle, orientation, description, className, ...props }: ViewerOverlayProps) {
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
        <span className="flex flex-col items-center">
          {measurement ? <span data-testid="overlay-measurement">Length {measurement}</span> : null}
          {angle ? <span data-testid="overlay-angle">Angle {angle}</span> : null}
        </span>
        <span className="flex flex-col items-end">
          {orientation ? <span data-testid="overlay-orientation">{orientation}</span> : null}
          <span data-testid="overlay-zoom">Zoom {zoom.toFixed(2)}×</span>
        </span>
      </div>
    </div>
  );
}
