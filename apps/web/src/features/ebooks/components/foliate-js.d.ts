/*
 * The parts of foliate-js 1.0.1 (plain ES modules, no types) the EPUB reader uses. Its API is not
 * declared stable upstream: the version is pinned, and these declarations follow its source.
 */
declare module 'foliate-js/view.js' {
  export interface FoliateTocItem {
    readonly label: string;
    readonly href: string;
    readonly subitems?: readonly FoliateTocItem[] | null;
  }
  export interface FoliateSection {
    readonly id: string;
    readonly cfi?: string;
    readonly linear?: string;
    readonly createDocument?: () => Promise<Document>;
  }
  export interface FoliateBook {
    readonly sections: readonly FoliateSection[];
    readonly toc?: readonly FoliateTocItem[];
    readonly metadata?: { readonly title?: unknown; readonly language?: string };
  }
  export interface FoliateLocation {
    readonly fraction: number;
    readonly section: { readonly current: number; readonly total: number };
    readonly location: { readonly current: number; readonly next: number; readonly total: number };
    readonly tocItem?: { readonly label: string; readonly href: string } | null;
    readonly cfi: string;
    readonly range: Range;
  }
  export interface FoliateSearchResult {
    readonly label?: string;
    readonly subitems?: readonly {
      readonly cfi: string;
      readonly excerpt: { readonly pre: string; readonly match: string; readonly post: string };
    }[];
    readonly progress?: number;
  }
  export interface FoliateRenderer extends HTMLElement {
    setStyles(styles: string | [string, string]): void;
    getContents(): { index: number; doc: Document }[];
  }
  export class View extends HTMLElement {
    book: FoliateBook;
    renderer: FoliateRenderer;
    lastLocation: FoliateLocation | null;
    open(book: FoliateBook | Blob | string): Promise<void>;
    close(): void;
    init(options: { lastLocation?: string | null; showTextStart?: boolean }): Promise<void>;
    goTo(target: string | number): Promise<{ index: number } | undefined>;
    goToFraction(fraction: number): Promise<void>;
    prev(): Promise<void>;
    next(): Promise<void>;
    getCFI(index: number, range?: Range): string;
    resolveCFI(cfi: string): { index: number; anchor: (doc: Document) => Range | Element };
    getProgressOf(index: number, range?: Range): { tocItem?: { label: string } | null };
    addAnnotation(
      annotation: { value: string },
      remove?: boolean,
    ): Promise<{ index: number; label: string } | undefined>;
    deleteAnnotation(annotation: { value: string }): Promise<unknown>;
    search(options: {
      query: string;
      matchCase?: boolean;
      matchWholeWords?: boolean;
    }): AsyncGenerator<FoliateSearchResult | 'done'>;
    clearSearch(): void;
  }
}

declare module 'foliate-js/epub.js' {
  import type { FoliateBook } from 'foliate-js/view.js';
  export interface EpubLoader {
    readonly loadText: (name: string) => Promise<string | null> | null;
    readonly loadBlob: (name: string, type?: string) => Promise<Blob | null> | null;
    readonly getSize: (name: string) => number;
  }
  export class EPUB {
    constructor(loader: EpubLoader);
    init(): Promise<FoliateBook>;
  }
}

declare module 'foliate-js/epubcfi.js' {
  export function collapse(cfi: string, toEnd?: boolean): unknown;
  export function compare(a: unknown, b: unknown): number;
}

declare module 'foliate-js/overlayer.js' {
  export class Overlayer {
    static highlight(rects: unknown, options?: { color?: string }): SVGElement;
    static underline(rects: unknown, options?: { color?: string; width?: number }): SVGElement;
    static outline(rects: unknown, options?: { color?: string }): SVGElement;
  }
}

declare module 'foliate-js/vendor/zip.js' {
  export function configure(options: { useWebWorkers: boolean }): void;
  export interface ZipEntry {
    readonly filename: string;
    readonly uncompressedSize: number;
    getData<T>(writer: { __result?: T }): Promise<T>;
  }
  export class BlobReader {
    constructor(blob: Blob);
  }
  export class TextWriter {
    __result?: string;
  }
  export class BlobWriter {
    constructor(type?: string);
    __result?: Blob;
  }
  export class ZipReader {
    constructor(reader: BlobReader);
    getEntries(): Promise<ZipEntry[]>;
  }
}
