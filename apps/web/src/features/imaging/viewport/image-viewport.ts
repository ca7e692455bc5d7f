import * as cornerstone from 'cornerstone-core';
import { angleInDegrees, clampSlice, formatAngle, formatLength, lengthInMillimetres, nextRotation, windowFromDrag, type ImagePoint } from '@portal/domain';
import type { DicomAttribute } from '@portal/ui';
import { attributesOf, loadDicomImage, pixelSpacingOf, registerWadoLoader, type DicomImage, type DicomTokenSource } from './wado-loader';

export type { DicomTokenSource } from './wado-loader';

/*
 * The one place the portal touches cornerstone-core (2.x, deprecated upstream but sound for 2D
 * stacks): a later move to Cornerstone3D changes this folder only. The page gives it an element and
 * image ids; it gives back the state the overlay shows, through `onChange`.
 *
 * The `wadouri:` scheme is served by cornerstone-wado-image-loader (wado-loader.ts: the token
 * header, a renewed token and one retry after a 401, decoding in its web workers).
 */

export interface ViewportState {
  /** 0-based slice shown. */
  readonly index: number;
  readonly count: number;
  readonly windowCenter: number;
  readonly windowWidth: number;
  readonly zoom: number;
  readonly inverted: boolean;
  /** Clockwise quarter turns in degrees (0, 90, 180, 270) and mirroring. */
  readonly rotation: number;
  readonly flippedHorizontal: boolean;
  readonly flippedVertical: boolean;
  /** The measured angle, formatted ('45.0°'), once its three points are set. */
  readonly angle: string | undefined;
  /** The measured length, formatted ('100.0 mm'), if any. */
  readonly measurement: string | undefined;
  /** The same in millimetres (null: no pixel spacing). */
  readonly measurementMillimetres: number | null;
  readonly attributes: readonly DicomAttribute[];
  readonly ready: boolean;
}

export interface ImageProblemReport {
  readonly index: number;
  readonly reason: string;
}

export class ImageViewport {
  private imageIds: readonly string[] = [];
  private index = 0;
  private current: DicomImage | undefined;
  private measure: { start: ImagePoint; end: ImagePoint } | undefined;
  /** The angle tool's points: first arm's end, vertex, second arm's end (while drawn: 2 or 3). */
  private angle: ImagePoint[] = [];
  private cine: ReturnType<typeof setInterval> | undefined;
  private readonly problems = new Map<number, string>();
  private destroyed = false;

  constructor(
    private readonly element: HTMLElement,
    source: DicomTokenSource,
    private readonly onChange: (state: ViewportState) => void,
    private readonly onProblem: (problem: ImageProblemReport) => void,
  ) {
    registerWadoLoader(source);
    cornerstone.enable(element);
    element.addEventListener('cornerstoneimagerendered', this.drawMeasurement);
  }

  /** Loads a series: shows its first image, then fetches the rest in the background (4 at a time). */
  async loadStack(imageIds: readonly string[]): Promise<void> {
    this.stopCine();
    this.imageIds = imageIds;
    this.index = 0;
    this.current = undefined;
    this.measure = undefined;
    this.angle = [];
    this.problems.clear();
    await this.show(0);
    void this.prefetch();
  }

  private async prefetch(): Promise<void> {
    const queue = this.imageIds.map((_, index) => index).filter((index) => index !== 0);
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined && !this.destroyed; next = queue.shift()) {
        await this.load(next).catch(() => undefined);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  }

  private async load(index: number): Promise<DicomImage> {
    const imageId = this.imageIds[index];
    if (!imageId) throw new Error('no such image');
    try {
      return await loadDicomImage(imageId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!this.problems.has(index)) {
        this.problems.set(index, reason);
        this.onProblem({ index, reason });
      }
      throw error;
    }
  }

  /** Shows slice `index` (kept inside the stack), keeping window, zoom and pan. */
  async show(index: number): Promise<void> {
    const target = clampSlice(index, this.imageIds.length);
    this.index = target;
    let image: DicomImage;
    try {
      image = await this.load(target);
    } catch {
      this.emit();
      return;
    }
    if (this.destroyed || this.index !== target) return;
    // Within a series the slices keep the window, zoom and pan the reader chose. A series' first
    // image starts from its own defaults (its window, no inversion, rotation or flip): cornerstone
    // keeps the element's previous viewport when displayImage is given none, so it is given them.
    const first = !this.current;
    const viewport = first ? cornerstone.getDefaultViewportForImage(this.element, image) : cornerstone.getViewport(this.element);
    this.current = image;
    cornerstone.displayImage(this.element, image, viewport);
    if (first) cornerstone.fitToWindow(this.element);
    this.emit();
  }

  get sliceIndex(): number {
    return this.index;
  }

  get sliceCount(): number {
    return this.imageIds.length;
  }

  scrollBy(steps: number): Promise<void> {
    return this.show(this.index + steps);
  }

  private update(change: (viewport: cornerstone.Viewport) => void): void {
    if (!this.current) return;
    const viewport = cornerstone.getViewport(this.element);
    if (!viewport) return;
    change(viewport);
    cornerstone.setViewport(this.element, viewport);
    this.emit();
  }

  setWindow(center: number, width: number): void {
    this.update((viewport) => {
      viewport.voi = { windowCenter: center, windowWidth: Math.max(1, width) };
    });
  }

  /** Window/level by a drag of (dx, dy) screen pixels; the step grows with the window. */
  windowByDrag(dx: number, dy: number): void {
    this.update((viewport) => {
      const voi = viewport.voi ?? { windowCenter: 0, windowWidth: 1 };
      const sensitivity = Math.max(1, voi.windowWidth / 256);
      const next = windowFromDrag({ center: voi.windowCenter, width: voi.windowWidth }, dx, dy, sensitivity);
      viewport.voi = { windowCenter: next.center, windowWidth: next.width };
    });
  }

  zoomBy(factor: number): void {
    this.update((viewport) => {
      viewport.scale = Math.min(20, Math.max(0.1, (viewport.scale ?? 1) * factor));
    });
  }

  panBy(dx: number, dy: number): void {
    this.update((viewport) => {
      const scale = viewport.scale ?? 1;
      const translation = viewport.translation ?? { x: 0, y: 0 };
      viewport.translation = { x: translation.x + dx / scale, y: translation.y + dy / scale };
    });
  }

  setInverted(inverted: boolean): void {
    this.update((viewport) => {
      viewport.invert = inverted;
    });
  }

  /** A quarter turn clockwise. */
  rotate(): void {
    this.update((viewport) => {
      viewport.rotation = nextRotation(viewport.rotation ?? 0);
    });
  }

  flip(direction: 'horizontal' | 'vertical'): void {
    this.update((viewport) => {
      if (direction === 'horizontal') viewport.hflip = !viewport.hflip;
      else viewport.vflip = !viewport.vflip;
    });
  }

  reset(): void {
    if (!this.current) return;
    this.measure = undefined;
    this.angle = [];
    cornerstone.reset(this.element);
    cornerstone.fitToWindow(this.element);
    this.emit();
  }

  resize(): void {
    if (this.current) cornerstone.resize(this.element, false);
  }

  /** The image pixel under a page point (mouse events' pageX/pageY). */
  pixelAt(pageX: number, pageY: number): ImagePoint {
    const point = cornerstone.pageToPixel(this.element, pageX, pageY);
    return { x: point.x, y: point.y };
  }

  /** Sets the length measurement's ends (image pixels). */
  setMeasurement(start: ImagePoint, end: ImagePoint): void {
    this.measure = { start, end };
    cornerstone.updateImage(this.element);
    this.emit();
  }

  /**
   * Sets the angle's points (image pixels): [first arm's end, vertex] while the first arm is drawn,
   * then [first, vertex, second]; the angle is at the vertex.
   */
  setAngle(points: readonly ImagePoint[]): void {
    this.angle = points.slice(0, 3);
    cornerstone.updateImage(this.element);
    this.emit();
  }

  get anglePoints(): readonly ImagePoint[] {
    return this.angle;
  }

  clearMeasurement(): void {
    this.measure = undefined;
    if (this.current) cornerstone.updateImage(this.element);
    this.emit();
  }

  private spacing(): { rowSpacing: number; columnSpacing: number } | null {
    return this.current ? pixelSpacingOf(this.current.data) : null;
  }

  private angleText(): string | undefined {
    const [first, vertex, second] = this.angle;
    if (!first || !vertex || !second) return undefined;
    const degrees = angleInDegrees(first, vertex, second, this.spacing());
    return degrees === null ? undefined : formatAngle(degrees);
  }

  private measured(): { millimetres: number | null; text: string | undefined } {
    if (!this.measure || !this.current) return { millimetres: null, text: undefined };
    const millimetres = lengthInMillimetres(this.measure.start, this.measure.end, this.spacing());
    const pixels = Math.hypot(this.measure.end.x - this.measure.start.x, this.measure.end.y - this.measure.start.y);
    return { millimetres, text: formatLength(millimetres, pixels) };
  }

  private readonly drawMeasurement = (event: Event): void => {
    const detail = (event as CustomEvent<{ canvasContext: CanvasRenderingContext2D }>).detail;
    const context = detail.canvasContext;
    if (this.angle.length >= 2) this.drawAngle(context);
    if (!this.measure) return;
    const start = cornerstone.pixelToCanvas(this.element, this.measure.start as cornerstone.PixelCoordinate);
    const end = cornerstone.pixelToCanvas(this.element, this.measure.end as cornerstone.PixelCoordinate);
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.strokeStyle = '#facc15';
    context.fillStyle = '#facc15';
    context.lineWidth = 2;
    context.beginPath();
    context.moveTo(start.x, start.y);
    context.lineTo(end.x, end.y);
    context.stroke();
    const text = this.measured().text;
    if (text) {
      context.font = '14px sans-serif';
      context.fillText(text, end.x + 6, end.y - 6);
    }
    context.restore();
  };

  private drawAngle(context: CanvasRenderingContext2D): void {
    const points = this.angle.map((point) => cornerstone.pixelToCanvas(this.element, point as cornerstone.PixelCoordinate));
    const [first, vertex, second] = points;
    if (!first || !vertex) return;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.strokeStyle = '#38bdf8';
    context.fillStyle = '#38bdf8';
    context.lineWidth = 2;
    context.beginPath();
    context.moveTo(first.x, first.y);
    context.lineTo(vertex.x, vertex.y);
    if (second) context.lineTo(second.x, second.y);
    context.stroke();
    const text = this.angleText();
    if (text) {
      context.font = '14px sans-serif';
      context.fillText(text, vertex.x + 8, vertex.y + 16);
    }
    context.restore();
  }

  play(framesPerSecond: number, onTick?: () => void): void {
    this.stopCine();
    if (this.imageIds.length < 2) return;
    this.cine = setInterval(() => {
      void this.show((this.index + 1) % this.imageIds.length);
      onTick?.();
    }, 1000 / Math.min(60, Math.max(1, framesPerSecond)));
  }

  stopCine(): void {
    if (this.cine !== undefined) clearInterval(this.cine);
    this.cine = undefined;
  }

  get playing(): boolean {
    return this.cine !== undefined;
  }

  private emit(): void {
    const viewport = this.current ? cornerstone.getViewport(this.element) : undefined;
    const measured = this.measured();
    this.onChange({
      index: this.index,
      count: this.imageIds.length,
      windowCenter: viewport?.voi.windowCenter ?? 0,
      windowWidth: viewport?.voi.windowWidth ?? 0,
      zoom: viewport?.scale ?? 1,
      inverted: viewport?.invert ?? false,
      rotation: viewport?.rotation ?? 0,
      flippedHorizontal: viewport?.hflip ?? false,
      flippedVertical: viewport?.vflip ?? false,
      angle: this.angleText(),
      measurement: measured.text,
      measurementMillimetres: measured.millimetres,
      attributes: attributesOf(this.current?.data),
      ready: this.current !== undefined,
    });
  }

  destroy(): void {
    this.destroyed = true;
    this.stopCine();
    this.element.removeEventListener('cornerstoneimagerendered', this.drawMeasurement);
    cornerstone.disable(this.element);
  }
}

/**
 * A picture of one image for the series thumbnails: drawn with its own window into a square of
 * `size` pixels, as a PNG data URL. Loads through the same loader and cache as the viewport.
 */
export async function renderThumbnail(imageId: string, size = 96): Promise<string> {
  const image = await loadDicomImage(imageId);
  const full = document.createElement('canvas');
  full.width = image.columns;
  full.height = image.rows;
  cornerstone.renderToCanvas(full, image);
  const small = document.createElement('canvas');
  small.width = size;
  small.height = size;
  const context = small.getContext('2d');
  if (!context) throw new Error('no 2D canvas for the thumbnail');
  const scale = Math.min(size / image.columns, size / image.rows);
  const width = image.columns * scale;
  const height = image.rows * scale;
  context.fillStyle = '#000';
  context.fillRect(0, 0, size, size);
  context.drawImage(full, (size - width) / 2, (size - height) / 2, width, height);
  return small.toDataURL('image/png');
}
