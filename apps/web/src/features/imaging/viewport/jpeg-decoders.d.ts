// The two JPEG decoders the viewer loads on demand ship without type declarations (2.1.2 names a
// release/lossless.d.ts it does not contain; jpeg-js types only its index). Only what we call.

declare module 'jpeg-lossless-decoder-js' {
  export class Decoder {
    constructor(buffer?: ArrayBuffer, numBytes?: number);
    /** The decoded samples, little endian, 1 or 2 bytes each. */
    decompress(buffer: ArrayBuffer, offset: number, length: number): ArrayBuffer;
  }
}

declare module 'jpeg-js/lib/decoder.js' {
  /** CommonJS: `module.exports = decode`. */
  export default function decode(
    data: Uint8Array,
    options: { useTArray: true; formatAsRGBA: false; colorTransform?: boolean },
  ): { width: number; height: number; data: Uint8Array };
}

// The decode-only WebAssembly builds (viewport/wasm-codecs.ts): Emscripten factories, CommonJS.
declare module '@cornerstonejs/codec-charls/decodewasmjs' {
  const factory: unknown;
  export default factory;
}
declare module '@cornerstonejs/codec-openjpeg/decodewasmjs' {
  const factory: unknown;
  export default factory;
}
