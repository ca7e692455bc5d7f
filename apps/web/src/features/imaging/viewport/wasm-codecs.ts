/**
 * JPEG-LS (CharLS) and JPEG 2000 (OpenJPEG) decoders: the decode-only WebAssembly builds of
 * @cornerstonejs/codec-charls and @cornerstonejs/codec-openjpeg. Each loads the first time an image
 * needs it (a dynamic import, so neither is in any route's bundle, nor downloaded for a native, RLE
 * or JPEG study), and its .wasm is a file of the build served from our own origin (Vite's `?url`):
 * nothing comes from a CDN. Compiling WebAssembly needs `'wasm-unsafe-eval'` in the page's
 * script-src (apps/server/src/http/security-headers.ts): it allows WebAssembly, not JavaScript eval.
 * Under Node (the unit tests) Emscripten finds the .wasm beside its script itself.
 */

/** The Emscripten module's embind classes that we use (same shape in both packages). */
interface WasmDecoder {
  getEncodedBuffer(length: number): Uint8Array;
  decode(): void;
  getDecodedBuffer(): Uint8Array;
  getFrameInfo(): { width: number; height: number; bitsPerSample: number; componentCount: number; isSigned?: boolean };
  delete(): void;
}
interface CodecModule {
  JpegLSDecoder?: new () => WasmDecoder;
  J2KDecoder?: new () => WasmDecoder;
}
type CodecFactory = (options: { locateFile?: (file: string, directory: string) => string; print?: (text: string) => void; printErr?: (text: string) => void }) => Promise<CodecModule>;

export interface DecodedFrame {
  readonly width: number;
  readonly height: number;
  readonly bitsPerSample: number;
  readonly componentCount: number;
  /** The samples, little endian, 1 byte each up to 8 bits per sample, else 2 (a copy). */
  readonly bytes: Uint8Array;
}

const inBrowser = typeof window !== 'undefined';
const quiet = () => undefined;

async function instantiate(factoryModule: Promise<{ default: unknown }>, wasmUrl: Promise<{ default: string }>): Promise<CodecModule> {
  const [factory, url] = await Promise.all([factoryModule, wasmUrl]);
  // OpenJPEG prints its progress ([INFO] ...) on stdout: not the console's business.
  return (factory.default as CodecFactory)({ ...(inBrowser ? { locateFile: () => url.default } : {}), print: quiet, printErr: quiet });
}

/** Loads a codec once, on first call; a load that failed (say, offline) is tried again by the next image. */
function loadOnce(load: () => Promise<CodecModule>): () => Promise<CodecModule> {
  let loading: Promise<CodecModule> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

const charls = loadOnce(() => instantiate(import('@cornerstonejs/codec-charls/decodewasmjs'), import('@cornerstonejs/codec-charls/decodewasm?url')));
const openjpeg = loadOnce(() => instantiate(import('@cornerstonejs/codec-openjpeg/decodewasmjs'), import('@cornerstonejs/codec-openjpeg/decodewasm?url')));

function run(decoder: WasmDecoder, frame: Uint8Array): DecodedFrame {
  try {
    decoder.getEncodedBuffer(frame.length).set(frame);
    decoder.decode();
    const info = decoder.getFrameInfo();
    // The decoded buffer is a view of the module's memory: copy it before the decoder goes.
    return { width: info.width, height: info.height, bitsPerSample: info.bitsPerSample, componentCount: info.componentCount, bytes: decoder.getDecodedBuffer().slice() };
  } finally {
    decoder.delete();
  }
}

/** Decodes one JPEG-LS frame (lossless or near-lossless; 1.2.840.10008.1.2.4.80 / .81). */
export async function decodeJpegLsFrame(frame: Uint8Array): Promise<DecodedFrame> {
  return run(new (await charls()).JpegLSDecoder!(), frame);
}

/** Decodes one JPEG 2000 codestream (1.2.840.10008.1.2.4.90 lossless / .91). */
export async function decodeJpeg2000Frame(frame: Uint8Array): Promise<DecodedFrame> {
  return run(new (await openjpeg()).J2KDecoder!(), frame);
}
