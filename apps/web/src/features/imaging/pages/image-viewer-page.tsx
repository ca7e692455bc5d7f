import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { dicomConfigurationQueryOptions, imagingStudiesQueryOptions } from '@portal/api';
import type { DicomWindowPreset, ImagePoint, ImagingSeries } from '@portal/domain';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DicomMetadataPanel,
  EmptyState,
  GlobalLoader,
  SeriesThumbnails,
  ViewerErrors,
  ViewerOverlay,
  allViewerTools,
  ViewerToolbar,
  type ImageProblem,
  type ViewerTool,
} from '@portal/ui';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';
import { apiClient } from '../../../shared/services';
import { dicomTokenSource } from '../dicom-token-source';
import { ImageViewport, renderThumbnail, type ViewportState } from '../viewport';

const shortcuts: readonly [string, string][] = [
  ['↑ ↓ ← →, Page Up/Down, mouse wheel', 'previous / next slice'],
  ['Home / End', 'first / last slice'],
  ['1 – 5', 'CT presets: lung, mediastinum, bone, brain, abdomen'],
  ['W, P, Z, M, A', 'drag tool: window/level, pan, zoom, measure length, angle (drag the first arm, then click the second)'],
  ['O', 'rotate 90° clockwise'],
  ['H / V', 'flip left-right / top-bottom'],
  ['Pinch, two-finger drag', 'zoom, pan (touch)'],
  ['+ / −', 'zoom in / out'],
  ['I', 'invert'],
  ['R', 'reset (window, zoom, pan, measurement)'],
  ['Space', 'play / pause cine'],
  ['?', 'this help'],
];

const emptyState: ViewportState = { index: 0, count: 0, windowCenter: 0, windowWidth: 0, zoom: 1, inverted: false, rotation: 0, flippedHorizontal: false, flippedVertical: false, angle: undefined, measurement: undefined, measurementMillimetres: null, attributes: [], ready: false };

/**
 * /course/{courseName}/{candidateSOSId(enc)}/imaging/{studyId(enc)}: the DICOM viewer. cornerstone
 * lives behind ../viewport (ImageViewport), loaded with this page's chunk only.
 */
export default function ImageViewerPage() {
  const params = useGuardedParams();
  const candidateSosId = Number(params.candidateSOSId);
  const studyId = Number(params.studyId);
  const configuration = useQuery(dicomConfigurationQueryOptions(apiClient));
  const studies = useQuery(imagingStudiesQueryOptions(apiClient, candidateSosId));
  const study = studies.data?.Studies.find((candidate) => candidate.StudyId === studyId);

  if (configuration.isPending || studies.isPending) return <GlobalLoader active label="Loading the study…" />;
  if (configuration.isError || studies.isError || !study) {
    return (
      <div className="p-4">
        <h1 className="mb-4 text-2xl font-semibold">Study not found</h1>
        <EmptyState message="This study does not exist, or it belongs to a course you are not enrolled in." />
      </div>
    );
  }
  return <Viewer key={study.StudyId} candidateSosId={candidateSosId} title={study.Title} series={study.Series} presets={configuration.data.Configuration.WindowPresets} tokenHeader={configuration.data.Configuration.TokenHeader} tools={configuration.data.Configuration.Tools} />;
}

interface ViewerProps {
  candidateSosId: number;
  title: string;
  series: readonly ImagingSeries[];
  presets: readonly DicomWindowPreset[];
  tokenHeader: string;
  /** DicomConfiguration's Tools: what the toolbar, the keys and the gestures offer. */
  tools: readonly string[];
}

function Viewer({ candidateSosId, title, series, presets, tokenHeader, tools }: ViewerProps) {
  const enabled = React.useMemo(() => new Set(tools), [tools]);
  const dragTools = allViewerTools.filter((name) => enabled.has(name));
  const element = React.useRef<HTMLDivElement>(null);
  const viewport = React.useRef<ImageViewport | null>(null);
  const [state, setState] = React.useState<ViewportState>(emptyState);
  const [problems, setProblems] = React.useState<ImageProblem[]>([]);
  const [selected, setSelected] = React.useState<ImagingSeries>(series[0]!);
  const [tool, setToolState] = React.useState<ViewerTool | undefined>(dragTools[0]);
  const setTool = (next: ViewerTool) => {
    if (enabled.has(next)) setToolState(next);
  };
  const [activePreset, setActivePreset] = React.useState<string | undefined>();
  const [playing, setPlaying] = React.useState(false);
  const [frameRate, setFrameRate] = React.useState(10);
  const [helpOpen, setHelpOpen] = React.useState(false);
  const [thumbnails, setThumbnails] = React.useState<Record<string, string>>({});
  const modalityPresets = selected.Modality === 'CT' ? presets.filter((preset) => preset.Modality === 'CT') : [];
  const currentProblem = problems.find((problem) => problem.position === state.index + 1);

  React.useEffect(() => {
    const target = element.current;
    if (!target) return;
    const instance = new ImageViewport(target, dicomTokenSource(candidateSosId, tokenHeader), setState, (problem) =>
      setProblems((list) => [...list, { position: problem.index + 1, reason: problem.reason }]),
    );
    viewport.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(target);
    return () => {
      observer.disconnect();
      instance.destroy();
      viewport.current = null;
    };
  }, [candidateSosId, tokenHeader]);

  React.useEffect(() => {
    void viewport.current?.loadStack(selected.Instances.map((instance) => instance.ImageId));
  }, [selected]);

  // Each series' middle image as its thumbnail, once the first slice is up (it must not wait for them).
  const ready = state.ready;
  React.useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    void (async () => {
      for (const item of series) {
        const middle = item.Instances[Math.floor(item.Instances.length / 2)];
        if (!middle) continue;
        const picture = await renderThumbnail(middle.ImageId).catch(() => undefined);
        if (cancelled) return;
        if (picture) setThumbnails((held) => ({ ...held, [item.SeriesInstanceUid]: picture }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [ready, series]);
  const selectSeries = (next: ImagingSeries) => {
    if (next.SeriesInstanceUid === selected.SeriesInstanceUid) return;
    setProblems([]);
    setPlaying(false);
    setActivePreset(undefined);
    setSelected(next);
  };

  const applyPreset = (preset: DicomWindowPreset) => {
    viewport.current?.setWindow(preset.Center, preset.Width);
    setActivePreset(preset.Key);
  };
  const togglePlay = () => {
    const current = viewport.current;
    if (!current) return;
    if (current.playing) {
      current.stopCine();
      setPlaying(false);
    } else {
      current.play(frameRate);
      setPlaying(true);
    }
  };
  const reset = () => {
    angleStage.current = 'idle';
    viewport.current?.reset();
    setActivePreset(undefined);
  };
  const invert = () => viewport.current?.setInverted(!state.inverted);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const current = viewport.current;
    if (!current) return;
    const presetIndex = Number(event.key) - 1;
    const handled = (() => {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowRight':
        case 'PageDown':
          void current.scrollBy(1);
          return true;
        case 'ArrowUp':
        case 'ArrowLeft':
        case 'PageUp':
          void current.scrollBy(-1);
          return true;
        case 'Home':
          void current.show(0);
          return true;
        case 'End':
          void current.show(current.sliceCount - 1);
          return true;
        case '+':
        case '=':
          if (!enabled.has('zoom')) return false;
          current.zoomBy(1.25);
          return true;
        case '-':
          if (!enabled.has('zoom')) return false;
          current.zoomBy(0.8);
          return true;
        case 'i':
        case 'I':
          if (!enabled.has('invert')) return false;
          invert();
          return true;
        case 'r':
        case 'R':
          reset();
          return true;
        case ' ':
          if (!enabled.has('cine')) return false;
          togglePlay();
          return true;
        case '?':
          setHelpOpen(true);
          return true;
        case 'w':
        case 'W':
          setTool('windowLevel');
          return true;
        case 'p':
        case 'P':
          setTool('pan');
          return true;
        case 'z':
        case 'Z':
          setTool('zoom');
          return true;
        case 'm':
        case 'M':
          setTool('length');
          return true;
        case 'a':
        case 'A':
          setTool('angle');
          return true;
        case 'o':
        case 'O':
          if (!enabled.has('rotate')) return false;
          current.rotate();
          return true;
        case 'h':
        case 'H':
          if (!enabled.has('flip')) return false;
          current.flip('horizontal');
          return true;
        case 'v':
        case 'V':
          if (!enabled.has('flip')) return false;
          current.flip('vertical');
          return true;
        default: {
          const preset = modalityPresets[presetIndex];
          if (preset && /^[1-9]$/.test(event.key)) {
            applyPreset(preset);
            return true;
          }
          return false;
        }
      }
    })();
    if (handled) event.preventDefault();
  };

  const drag = React.useRef<{ x: number; y: number; start: ImagePoint } | null>(null);
  /** The angle tool: drawing the first arm (drag), then placing the second arm's end (move, click). */
  const angleStage = React.useRef<'idle' | 'firstArm' | 'secondArm' | 'placingSecond'>('idle');
  /** Touch points down now: two make a pinch (zoom) and a two-finger pan. */
  const touches = React.useRef(new Map<number, { x: number; y: number }>());
  const pinch = React.useRef<{ distance: number; x: number; y: number } | null>(null);
  const pinchOf = () => {
    const [a, b] = [...touches.current.values()];
    return a && b ? { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : null;
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    const current = viewport.current;
    if (!current || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    if (event.pointerType === 'touch') {
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.current.size === 2) {
        // A second finger: the gesture is a pinch or a pan, not the drag tool.
        drag.current = null;
        pinch.current = pinchOf();
        return;
      }
    }
    const point = current.pixelAt(event.pageX, event.pageY);
    drag.current = { x: event.clientX, y: event.clientY, start: point };
    if (tool === 'length') current.setMeasurement(point, point);
    if (tool === 'angle') {
      const [first, vertex] = current.anglePoints;
      if (angleStage.current === 'secondArm' && first && vertex) {
        current.setAngle([first, vertex, point]);
        angleStage.current = 'placingSecond';
      } else {
        current.setAngle([point, point]);
        angleStage.current = 'firstArm';
      }
    }
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const current = viewport.current;
    if (!current) return;
    if (event.pointerType === 'touch' && touches.current.has(event.pointerId)) {
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const before = pinch.current;
      const now = touches.current.size === 2 ? pinchOf() : null;
      if (before && now) {
        if (before.distance > 0 && now.distance > 0) current.zoomBy(now.distance / before.distance);
        current.panBy(now.x - before.x, now.y - before.y);
        pinch.current = now;
        return;
      }
    }
    const from = drag.current;
    if (tool === 'angle') {
      const [first, vertex] = current.anglePoints;
      const stage = angleStage.current;
      if (stage === 'firstArm' && from && first) current.setAngle([first, current.pixelAt(event.pageX, event.pageY)]);
      else if ((stage === 'secondArm' || stage === 'placingSecond') && first && vertex) current.setAngle([first, vertex, current.pixelAt(event.pageX, event.pageY)]);
      return;
    }
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (tool === 'length') {
      current.setMeasurement(from.start, current.pixelAt(event.pageX, event.pageY));
      return;
    }
    drag.current = { ...from, x: event.clientX, y: event.clientY };
    if (tool === 'windowLevel') {
      current.windowByDrag(dx, dy);
      setActivePreset(undefined);
    } else if (tool === 'pan') current.panBy(dx, dy);
    else current.zoomBy(Math.exp(-dy / 200));
  };
  const onPointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    touches.current.delete(event.pointerId);
    if (touches.current.size < 2) pinch.current = null;
    if (drag.current && tool === 'angle') {
      if (angleStage.current === 'firstArm') angleStage.current = 'secondArm';
      else if (angleStage.current === 'placingSecond') angleStage.current = 'idle';
    }
    drag.current = null;
  };
  const onWheel = (event: React.WheelEvent) => {
    void viewport.current?.scrollBy(event.deltaY > 0 ? 1 : -1);
  };

  return (
    <div className="flex flex-col gap-3 p-3">
      <h1 className="text-xl font-semibold">{title}</h1>
      <ViewerToolbar
        tool={tool ?? 'windowLevel'}
        tools={dragTools}
        onToolChange={setTool}
        presets={modalityPresets}
        activePreset={activePreset}
        onPreset={applyPreset}
        inverted={state.inverted}
        onInvert={enabled.has('invert') ? invert : undefined}
        onRotate={enabled.has('rotate') ? () => viewport.current?.rotate() : undefined}
        onFlipHorizontal={enabled.has('flip') ? () => viewport.current?.flip('horizontal') : undefined}
        onFlipVertical={enabled.has('flip') ? () => viewport.current?.flip('vertical') : undefined}
        flippedHorizontal={state.flippedHorizontal}
        flippedVertical={state.flippedVertical}
        onReset={reset}
        playing={playing}
        onPlayToggle={togglePlay}
        frameRate={frameRate}
        onFrameRateChange={(value) => {
          setFrameRate(value);
          if (viewport.current?.playing) viewport.current.play(value);
        }}
        onHelp={() => setHelpOpen(true)}
        canPlay={selected.Instances.length > 1}
        showCine={enabled.has('cine')}
      />
      <div className="flex flex-col gap-3 lg:flex-row">
        <div className="flex flex-1 flex-col gap-2">
          <div className="relative h-[70vh] min-h-80 bg-black">
            <div
              ref={element}
              data-testid="dicom-viewport"
              // The image stack behaves as a slider (arrow keys move through the slices) with more keys: ? lists them.
              role="slider"
              tabIndex={0}
              aria-label={`${selected.Modality} image stack (press ? for the keyboard shortcuts)`}
              aria-valuemin={1}
              aria-valuemax={selected.Instances.length}
              aria-valuenow={state.index + 1}
              aria-valuetext={`Image ${state.index + 1} of ${selected.Instances.length}`}
              className="absolute inset-0 touch-none focus-visible:outline-2 focus-visible:outline-ring"
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onWheel={onWheel}
              onContextMenu={(event) => event.preventDefault()}
            />
            {currentProblem ? (
              // The slice on screen could not be decoded: say which and why over the canvas, which
              // would otherwise stay blank (or keep the previous slice).
              <div role="alert" data-testid="viewport-image-error" className="pointer-events-none absolute inset-x-4 top-1/3 rounded-md border border-destructive/60 bg-background/90 p-3 text-sm">
                <p className="font-semibold">Image {currentProblem.position} of {selected.Instances.length} could not be shown</p>
                <p>{currentProblem.reason}</p>
              </div>
            ) : null}
            <ViewerOverlay
              className="absolute inset-0"
              slice={state.index + 1}
              sliceCount={selected.Instances.length}
              windowCenter={state.windowCenter}
              windowWidth={state.windowWidth}
              zoom={state.zoom}
              measurement={state.measurement}
              angle={state.angle}
              orientation={[state.rotation ? `R${state.rotation}` : '', state.flippedHorizontal ? 'H' : '', state.flippedVertical ? 'V' : ''].filter(Boolean).join(' ') || undefined}
              description={`${selected.Modality} · ${selected.Description}`}
            />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <span>Slice</span>
            <input
              type="range"
              className="flex-1"
              min={1}
              max={Math.max(1, selected.Instances.length)}
              value={state.index + 1}
              disabled={selected.Instances.length < 2}
              onChange={(event) => void viewport.current?.show(Number(event.target.value) - 1)}
            />
            <span className="w-16 text-right">
              {state.index + 1} / {selected.Instances.length}
            </span>
          </label>
          <ViewerErrors problems={problems} total={selected.Instances.length} />
          <SeriesThumbnails series={series} selected={selected.SeriesInstanceUid} onSelect={selectSeries} thumbnails={thumbnails} />
        </div>
        <DicomMetadataPanel className="lg:w-80" attributes={state.attributes} />
      </div>
      <Dialog open={helpOpen} onOpenChange={setHelpOpen}>
        <DialogContent>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>With the image focused (click it or tab to it).</DialogDescription>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {shortcuts.map(([keys, action]) => (
              <div key={keys} className="contents">
                <dt className="font-mono">{keys}</dt>
                <dd>{action}</dd>
              </div>
            ))}
          </dl>
        </DialogContent>
      </Dialog>
    </div>
  );
}
