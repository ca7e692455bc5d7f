/**
 * DICOM RLE Lossless (transfer syntax 1.2.840.10008.1.2.5, PS3.5 Annex G): one frame is one
 * fragment of a 64-byte header (the number of segments, then up to 15 segment offsets, uint32 little
 * endian) and the segments, each one byte plane PackBits-encoded (G.3.1): the most significant byte
 * of every sample first (G.2), one plane per byte per sample, each padded to an even length. Pure:
 * the server writes the demo MR with it, the viewer reads it back.
 */

export const rleLosslessTransferSyntax = '1.2.840.10008.1.2.5';

export interface RleFrameLayout {
  readonly rows: number;
  readonly columns: number;
  /** 8 or 16. */
  readonly bitsAllocated: number;
  /** 1 (grayscale) or 3 (colour, planar by segment). */
  readonly samplesPerPixel?: number;
}

export class RleFormatError extends Error {}

const headerBytes = 64;
const maxSegments = 15;

function layoutOf(layout: RleFrameLayout): { pixels: number; bytesPerSample: number; samples: number; segments: number } {
  const samples = layout.samplesPerPixel ?? 1;
  if (layout.bitsAllocated !== 8 && layout.bitsAllocated !== 16) throw new RleFormatError(`RLE of ${layout.bitsAllocated} bits per sample is not supported`);
  if (samples !== 1 && samples !== 3) throw new RleFormatError(`RLE of ${samples} samples per pixel is not supported`);
  if (!(layout.rows > 0) || !(layout.columns > 0)) throw new RleFormatError('the frame has no rows or columns');
  const bytesPerSample = layout.bitsAllocated / 8;
  return { pixels: layout.rows * layout.columns, bytesPerSample, samples, segments: bytesPerSample * samples };
}

/** PackBits of one byte plane: runs of 3+ equal bytes as replicate runs, the rest as literals (≤ 128 each). */
export function packBits(plane: Uint8Array): Uint8Array {
  const out: number[] = [];
  let index = 0;
  const length = plane.length;
  while (index < length) {
    let run = 1;
    while (index + run < length && run < 128 && plane[index + run] === plane[index]) run += 1;
    if (run >= 3) {
      out.push(257 - run, plane[index]!);
      index += run;
      continue;
    }
    // A literal run: until a run of 3 equal bytes starts, or 128 bytes.
    const start = index;
    while (index < length && index - start < 128) {
      if (index + 2 < length && plane[index] === plane[index + 1] && plane[index] === plane[index + 2]) break;
      index += 1;
    }
    out.push(index - start - 1);
    for (let copy = start; copy < index; copy++) out.push(plane[copy]!);
  }
  return Uint8Array.from(out);
}

/** Decodes one PackBits segment into exactly `target.length` bytes. */
export function unpackBits(segment: Uint8Array, target: Uint8Array): void {
  let read = 0;
  let write = 0;
  while (write < target.length) {
    if (read >= segment.length) throw new RleFormatError(`an RLE segment ends after ${write} of ${target.length} bytes`);
    const header = segment[read++]!;
    if (header < 128) {
      const count = header + 1;
      if (read + count > segment.length || write + count > target.length) throw new RleFormatError('an RLE literal run overruns its segment or the frame');
      target.set(segment.subarray(read, read + count), write);
      read += count;
      write += count;
    } else if (header > 128) {
      const count = 257 - header;
      if (read >= segment.length || write + count > target.length) throw new RleFormatError('an RLE replicate run overruns its segment or the frame');
      target.fill(segment[read++]!, write, write + count);
      write += count;
    }
    // 128 (-128): no operation.
  }
}

/**
 * Encodes one frame given as little-endian sample bytes (what native pixel data holds: for 16 bits,
 * low byte first; colour interleaved R G B), into an RLE fragment (even length).
 */
export function encodeRleFrame(samples: Uint8Array, layout: RleFrameLayout): Uint8Array {
  const { pixels, bytesPerSample, samples: perPixel, segments } = layoutOf(layout);
  if (samples.length < pixels * perPixel * bytesPerSample) throw new RleFormatError('the pixel data is shorter than the frame');
  const encoded: Uint8Array[] = [];
  const plane = new Uint8Array(pixels);
  for (let sample = 0; sample < perPixel; sample++) {
    // Most significant byte first (G.2): byte index bytesPerSample-1 down to 0 of little-endian data.
    for (let byte = bytesPerSample - 1; byte >= 0; byte--) {
      for (let pixel = 0; pixel < pixels; pixel++) plane[pixel] = samples[(pixel * perPixel + sample) * bytesPerSample + byte]!;
      const packed = packBits(plane);
      encoded.push(packed.length % 2 === 0 ? packed : Uint8Array.from([...packed, 128]));
    }
  }
  const total = headerBytes + encoded.reduce((sum, segment) => sum + segment.length, 0);
  const fragment = new Uint8Array(total);
  const view = new DataView(fragment.buffer);
  view.setUint32(0, segments, true);
  let offset = headerBytes;
  encoded.forEach((segment, index) => {
    view.setUint32(4 + index * 4, offset, true);
    fragment.set(segment, offset);
    offset += segment.length;
  });
  return fragment;
}

/** Decodes an RLE fragment (one frame) into little-endian sample bytes, colour interleaved. */
export function decodeRleFrame(fragment: Uint8Array, layout: RleFrameLayout): Uint8Array {
  const { pixels, bytesPerSample, samples: perPixel, segments } = layoutOf(layout);
  if (fragment.length < headerBytes) throw new RleFormatError('the RLE frame is shorter than its 64-byte header');
  const view = new DataView(fragment.buffer, fragment.byteOffset, fragment.byteLength);
  const count = view.getUint32(0, true);
  if (count !== segments || count > maxSegments) throw new RleFormatError(`the RLE frame has ${count} segments; ${segments} expected for this image`);
  const offsets = Array.from({ length: count }, (_, index) => view.getUint32(4 + index * 4, true));
  const out = new Uint8Array(pixels * perPixel * bytesPerSample);
  const plane = new Uint8Array(pixels);
  let segment = 0;
  for (let sample = 0; sample < perPixel; sample++) {
    for (let byte = bytesPerSample - 1; byte >= 0; byte--) {
      const start = offsets[segment]!;
      const end = segment + 1 < count ? offsets[segment + 1]! : fragment.length;
      if (start < headerBytes || end > fragment.length || end < start) throw new RleFormatError(`RLE segment ${segment + 1} lies outside the frame`);
      unpackBits(fragment.subarray(start, end), plane);
      for (let pixel = 0; pixel < pixels; pixel++) out[(pixel * perPixel + sample) * bytesPerSample + byte] = plane[pixel]!;
      segment += 1;
    }
  }
  return out;
}
