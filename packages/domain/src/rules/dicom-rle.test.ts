import { describe, expect, it } from 'vitest';
import { decodeRleFrame, encodeRleFrame, packBits, RleFormatError, unpackBits } from './dicom-rle';

const bytesOf = (values: Uint16Array) => new Uint8Array(values.buffer, values.byteOffset, values.byteLength);

describe('DICOM RLE lossless', () => {
  it('packs bytes as PackBits: replicate runs of 3 or more, literals otherwise', () => {
    // PS3.5 G.3.1: n in 0..127 copies n+1 bytes, -1..-127 repeats the next byte 1-n times.
    expect([...packBits(Uint8Array.from([7, 7, 7, 7, 1, 2, 3]))]).toEqual([253, 7, 2, 1, 2, 3]);
    expect([...packBits(Uint8Array.from([5]))]).toEqual([0, 5]);
    const long = new Uint8Array(300).fill(9);
    // 128 + 128 + 44: a run is at most 128 bytes.
    expect([...packBits(long)]).toEqual([129, 9, 129, 9, 213, 9]);
    const target = new Uint8Array(7);
    unpackBits(Uint8Array.from([253, 7, 128, 2, 1, 2, 3]), target);
    expect([...target]).toEqual([7, 7, 7, 7, 1, 2, 3]);
  });

  it('round-trips a 16-bit MR-like frame byte for byte and compresses its flat background', () => {
    const rows = 64;
    const columns = 48;
    const pixels = new Uint16Array(rows * columns);
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < columns; x++) {
        const inside = (x - 24) ** 2 / 400 + (y - 32) ** 2 / 700 < 1;
        pixels[y * columns + x] = inside ? 600 + ((x * 37 + y * 11) % 300) : 0;
      }
    }
    const native = bytesOf(pixels);
    const fragment = encodeRleFrame(native, { rows, columns, bitsAllocated: 16 });
    expect(fragment.length % 2).toBe(0);
    const header = new DataView(fragment.buffer);
    expect(header.getUint32(0, true)).toBe(2);
    expect(header.getUint32(4, true)).toBe(64);
    expect(fragment.length).toBeLessThan(native.length);
    // The first segment holds the high bytes: 600..899 >> 8 is 2 or 3, the background 0.
    const decoded = decodeRleFrame(fragment, { rows, columns, bitsAllocated: 16 });
    expect(decoded).toEqual(native);
    expect(new Uint16Array(decoded.buffer)[32 * columns + 24]).toBe(pixels[32 * columns + 24]);
  });

  it('round-trips 8-bit and colour frames, and signed values keep their bits', () => {
    const grey = Uint8Array.from({ length: 25 }, (_, index) => (index * 53) % 256);
    expect(decodeRleFrame(encodeRleFrame(grey, { rows: 5, columns: 5, bitsAllocated: 8 }), { rows: 5, columns: 5, bitsAllocated: 8 })).toEqual(grey);
    const rgb = Uint8Array.from({ length: 4 * 3 * 3 }, (_, index) => (index % 3 === 0 ? 255 : index));
    const colour = { rows: 3, columns: 4, bitsAllocated: 8, samplesPerPixel: 3 };
    const encoded = encodeRleFrame(rgb, colour);
    expect(new DataView(encoded.buffer).getUint32(0, true)).toBe(3);
    expect(decodeRleFrame(encoded, colour)).toEqual(rgb);
    const signed = Int16Array.from([-1000, -1, 0, 1, 3071, -1024]);
    const signedBytes = new Uint8Array(signed.buffer);
    const back = decodeRleFrame(encodeRleFrame(signedBytes, { rows: 2, columns: 3, bitsAllocated: 16 }), { rows: 2, columns: 3, bitsAllocated: 16 });
    expect([...new Int16Array(back.buffer)]).toEqual([...signed]);
  });

  it('refuses a frame whose header or segments do not fit the image', () => {
    const layout = { rows: 4, columns: 4, bitsAllocated: 16 };
    const fragment = encodeRleFrame(new Uint8Array(32).fill(1), layout);
    expect(() => decodeRleFrame(fragment.subarray(0, 40), layout)).toThrow(RleFormatError);
    expect(() => decodeRleFrame(fragment, { ...layout, bitsAllocated: 8 })).toThrow(/2 segments; 1 expected/);
    // Cut inside the second segment: the frame cannot be filled.
    expect(() => decodeRleFrame(fragment.subarray(0, fragment.length - 2), layout)).toThrow(/ends after|overruns/);
    expect(() => encodeRleFrame(new Uint8Array(4), layout)).toThrow(/shorter/);
    expect(() => encodeRleFrame(new Uint8Array(64), { ...layout, bitsAllocated: 12 })).toThrow(/12 bits/);
  });
});
