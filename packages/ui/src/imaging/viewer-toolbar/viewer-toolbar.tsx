import type { DicomWindowPreset } from '@portal/domain';
import { Button } from '../../primitives/button';
import { cn } from '../../lib/cn';

/** The drag tools of the viewer: what a left-button drag on the image does. */
export type ViewerTool = 'windowLevel' | 'pan' | 'zoom' | 'length' | 'angle';

const toolLabels: Record<ViewerTool, { label: string; key: string }> = {
  windowLevel: { label: 'Window/level', key: 'W' },
  pan: { label: 'Pan', key: 'P' },
  zoom: { label: 'Zoom', key: 'Z' },
  length: { label: 'Measure', key: 'M' },
  angle: { label: 'Angle', key: 'A' },
};

/** Every drag tool, in the toolbar's order. */
export const allViewerTools = Object.keys(toolLabels) as ViewerTool[];

export interface ViewerToolbarProps extends Omit<React.ComponentProps<'div'>, 'onChange'> {
  /** The active drag tool. */
  tool: ViewerTool;
  /** The drag tools offered (DicomConfiguration's Tools), in the toolbar's order. @defaultValue all */
  tools?: readonly ViewerTool[];
  onToolChange: (tool: ViewerTool) => void;
  /** Window presets (the CT ones for a CT; none for other modalities). */
  presets: readonly DicomWindowPreset[];
  /** The preset whose values are shown now, if any. */
  activePreset?: string | undefined;
  onPreset: (preset: DicomWindowPreset) => void;
  inverted: boolean;
  /** Inverts the greys (shown when given). */
  onInvert?: () => void;
  /** Turns the image a quarter clockwise (shown when given). */
  onRotate?: () => void;
  /** Mirrors the image left-right / top-bottom (shown when given). */
  onFlipHorizontal?: () => void;
  onFlipVertical?: () => void;
  flippedHorizontal?: boolean;
  flippedVertical?: boolean;
  onReset: () => void;
  /** Cine is running. */
  playing: boolean;
  onPlayToggle: () => void;
  /** Cine frames per second (1-60). */
  frameRate: number;
  onFrameRateChange: (framesPerSecond: number) => void;
  onHelp: () => void;
  /** Cine needs more than one image. @defaultValue true */
  canPlay?: boolean;
  /** Offers cine at all (DicomConfiguration's Tools). @defaultValue true */
  showCine?: boolean;
}

/** The viewer's tools, presets, invert, reset, cine and the shortcuts' help: one labelled toolbar. */
export function ViewerToolbar({
  tool,
  tools = allViewerTools,
  onToolChange,
  presets,
  activePreset,
  onPreset,
  inverted,
  onInvert,
  onRotate,
  onFlipHorizontal,
  onFlipVertical,
  flippedHorizontal = false,
  flippedVertical = false,
  onReset,
  playing,
  onPlayToggle,
  frameRate,
  onFrameRateChange,
  onHelp,
  canPlay = true,
  showCine = true,
  className,
  ...props
}: ViewerToolbarProps) {
  return (
    <div role="toolbar" aria-label="Image tools" data-slot="viewer-toolbar" className={cn('flex flex-wrap items-center gap-2', className)} {...props}>
      <div role="group" aria-label="Drag tool" className="flex gap-1">
        {allViewerTools.filter((name) => tools.includes(name)).map((name) => (
          <Button key={name} size="sm" variant={tool === name ? 'primary' : 'outline'} aria-pressed={tool === name} aria-keyshortcuts={toolLabels[name].key} onClick={() => onToolChange(name)}>
            {toolLabels[name].label}
          </Button>
        ))}
      </div>
      {presets.length > 0 ? (
        <div role="group" aria-label="Window presets" className="flex gap-1">
          {presets.map((preset, index) => (
            <Button
              key={preset.Key}
              size="sm"
              variant={activePreset === preset.Key ? 'secondary' : 'outline'}
              aria-pressed={activePreset === preset.Key}
              aria-keyshortcuts={String(index + 1)}
              title={`W ${preset.Width} / L ${preset.Center}`}
              onClick={() => onPreset(preset)}
            >
              {preset.Name}
            </Button>
          ))}
        </div>
      ) : null}
      <div role="group" aria-label="Image" className="flex gap-1">
        {onInvert ? (
          <Button size="sm" variant={inverted ? 'secondary' : 'outline'} aria-pressed={inverted} aria-keyshortcuts="I" onClick={onInvert}>
            Invert
          </Button>
        ) : null}
        {onRotate ? (
          <Button size="sm" variant="outline" aria-keyshortcuts="O" onClick={onRotate}>
            Rotate 90°
          </Button>
        ) : null}
        {onFlipHorizontal ? (
          <Button size="sm" variant={flippedHorizontal ? 'secondary' : 'outline'} aria-pressed={flippedHorizontal} aria-keyshortcuts="H" onClick={onFlipHorizontal}>
            Flip ↔
          </Button>
        ) : null}
        {onFlipVertical ? (
          <Button size="sm" variant={flippedVertical ? 'secondary' : 'outline'} aria-pressed={flippedVertical} aria-keyshortcuts="V" onClick={onFlipVertical}>
            Flip ↕
          </Button>
        ) : null}
        <Button size="sm" variant="outline" aria-keyshortcuts="R" onClick={onReset}>
          Reset
        </Button>
      </div>
      {showCine ? (
      <div role="group" aria-label="Cine" className="flex items-center gap-1">
        <Button size="sm" variant="outline" aria-pressed={playing} aria-keyshortcuts="Space" disabled={!canPlay} onClick={onPlayToggle}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <label className="flex items-center gap-1 text-sm">
          <span>Frames/s</span>
          <input
            type="number"
            min={1}
            max={60}
            value={frameRate}
            className="h-8 w-16 rounded-md border border-input bg-background px-2 text-sm"
            onChange={(event) => {
              const value = Number(event.target.value);
              if (Number.isFinite(value)) onFrameRateChange(Math.min(60, Math.max(1, Math.round(value))));
            }}
          />
        </label>
      </div>
      ) : null}
      <Button size="sm" variant="ghost" aria-keyshortcuts="?" onClick={onHelp}>
        Keyboard shortcuts
      </Button>
    </div>
  );
}
