import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import { encodeRleFrame, lengthInMillimetres } from '@portal/domain';
import { encode as encodeJpeg } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { dicomImage, ImageReadError } from './dicom-image';

/** A minimal explicit VR little endian Part-10 file (enough for dicom-parser). */
function part10(elements: [number, number, string, Uint8Array][], transferSyntax = '1.2.840.10008.1.2.1'): Uint8Array {
  const chunks: number[] = [...new Array(128).fill(0), ...'DICM'.split('').map((c) => c.charCodeAt(0))];
  const text = (value: string) => {
    const bytes = [...new TextEncoder().encode(value)];
    if (bytes.length % 2) bytes.push(0);
    return new Uint8Array(bytes);
  };
  const write = (group: number, element: number, vr: string, value: Uint8Array) => {
    chunks.push(group & 0xff, group >> 8, element & 0xff, element >> 8, vr.charCodeAt(0), vr.charCodeAt(1));
    if (vr === 'EN') {
      // Encapsulated pixel data (OB, undefined length): the value is [empty offset table, fragment] items and the delimiter.
      chunks.splice(chunks.length - 2, 2, 'O'.charCodeAt(0), 'B'.charCodeAt(0), 0, 0, 0xff, 0xff, 0xff, 0xff);
      const item = (length: number) => chunks.push(0xfe, 0xff, 0x00, 0xe0, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24);
      item(0);
      item(value.length);
      chunks.push(...value, 0xfe, 0xff, 0xdd, 0xe0, 0, 0, 0, 0);
      return;
    }
    if (['OB', 'OW', 'SQ', 'UN', 'UT'].includes(vr)) chunks.push(0, 0, value.length & 0xff, (value.length >> 8) & 0xff, (value.length >> 16) & 0xff, value.length >>> 24);
    else chunks.push(value.length & 0xff, value.length >> 8);
    chunks.push(...value);
  };
  write(0x0002, 0x0010, 'UI', text(transferSyntax));
  for (const [group, element, vr, value] of elements) write(group, element, vr, value);
  return new Uint8Array(chunks);
}
const us = (value: number) => new Uint8Array([value & 0xff, value >> 8]);
const ds = (value: string) => new TextEncoder().encode(value.length % 2 ? `${value} ` : value);
const pixels = (values: number[]) => new Uint8Array(new Int16Array(values).buffer);

const ctImage = (overrides: [number, number, string, Uint8Array][] = [], transferSyntax?: string) =>
  part10(
    [
      [0x0028, 0x0002, 'US', us(1)],
      [0x0028, 0x0004, 'CS', ds('MONOCHROME2')],
      [0x0028, 0x0010, 'US', us(2)],
      [0x0028, 0x0011, 'US', us(2)],
      [0x0028, 0x0030, 'DS', ds('0.5\\0.8')],
      [0x0028, 0x0100, 'US', us(16)],
      [0x0028, 0x0103, 'US', us(1)],
      [0x0028, 0x1050, 'DS', ds('40')],
      [0x0028, 0x1051, 'DS', ds('400')],
      [0x0028, 0x1052, 'DS', ds('-1024')],
      [0x0028, 0x1053, 'DS', ds('1')],
      ...overrides,
      ...(overrides.some(([group]) => group === 0x7fe0) ? [] : [[0x7fe0, 0x0010, 'OW', pixels([-1000, 0, 40, 1200])] as [number, number, string, Uint8Array]]),
    ],
    transferSyntax,
  );

describe('the viewport adapter reading DICOM', () => {
  it('reads rescale, window, signed pixels and the pixel spacing (rows, columns) that measurements use', async () => {
    const image = await dicomImage('wadouri:/x', ctImage());
    expect([image.slope, image.intercept, image.windowCenter, image.windowWidth]).toEqual([1, -1024, 40, 400]);
    expect([...(image.getPixelData() as unknown as Int16Array)]).toEqual([-1000, 0, 40, 1200]);
    expect([image.minPixelValue, image.maxPixelValue]).toEqual([-1000, 1200]);
    expect([image.rowPixelSpacing, image.columnPixelSpacing]).toEqual([0.5, 0.8]);
    // 10 columns and 10 rows: 8 mm across, 5 mm down.
    const spacing = { rowSpacing: image.rowPixelSpacing, columnSpacing: image.columnPixelSpacing };
    expect(lengthInMillimetres({ x: 0, y: 0 }, { x: 10, y: 0 }, spacing)).toBeCloseTo(8, 9);
    expect(lengthInMillimetres({ x: 0, y: 0 }, { x: 0, y: 10 }, spacing)).toBeCloseTo(5, 9);
    expect(image.attributes.find((attribute) => attribute.name === 'Pixel Spacing')?.value).toBe('0.5\\0.8');
  });

  it('refuses what it cannot decode, with the reason the viewer shows', async () => {
    await expect(dicomImage('wadouri:/x', ctImage([], '1.2.840.10008.1.2.4.100'))).rejects.toThrow(new ImageReadError('transfer syntax 1.2.840.10008.1.2.4.100 is not supported yet'));
    await expect(dicomImage('wadouri:/x', ctImage([], '1.2.840.10008.1.2.4.102'))).rejects.toThrow('transfer syntax 1.2.840.10008.1.2.4.102 is not supported yet');
    await expect(dicomImage('wadouri:/x', new TextEncoder().encode('not dicom'))).rejects.toThrow(ImageReadError);
    await expect(dicomImage('wadouri:/x', ctImage([[0x0028, 0x0004, 'CS', ds('RGB')], [0x0028, 0x0002, 'US', us(3)]]))).rejects.toThrow('colour images are not supported yet');
    // An RLE frame cut short names the syntax and the codec's reason.
    const cut = encodeRleFrame(pixels([-1000, 0, 40, 1200]), { rows: 2, columns: 2, bitsAllocated: 16 }).slice(0, 66);
    await expect(dicomImage('wadouri:/x', ctImage([[0x7fe0, 0x0010, 'EN', cut]], '1.2.840.10008.1.2.5'))).rejects.toThrow(/^the RLE lossless pixel data could not be decoded \(/);
  });

  it('decodes RLE lossless pixel data to the same signed samples', async () => {
    const fragment = encodeRleFrame(pixels([-1000, 0, 40, 1200]), { rows: 2, columns: 2, bitsAllocated: 16 });
    const image = await dicomImage('wadouri:/x', ctImage([[0x7fe0, 0x0010, 'EN', fragment]], '1.2.840.10008.1.2.5'));
    expect([...(image.getPixelData() as unknown as Int16Array)]).toEqual([-1000, 0, 40, 1200]);
    expect([image.minPixelValue, image.maxPixelValue]).toEqual([-1000, 1200]);
  });

  it('decodes JPEG baseline (8 bit) close to the original grey levels', async () => {
    const size = 16;
    const grey = Array.from({ length: size * size }, (_, index) => 40 + (index % size) * 10);
    const rgba = Buffer.from(grey.flatMap((value) => [value, value, value, 255]));
    const jpeg = new Uint8Array(encodeJpeg({ width: size, height: size, data: rgba }, 95).data);
    const padded = jpeg.length % 2 ? Uint8Array.from([...jpeg, 0]) : jpeg;
    const image = await dicomImage(
      'wadouri:/x',
      ctImage(
        [
          [0x0028, 0x0010, 'US', us(size)],
          [0x0028, 0x0011, 'US', us(size)],
          [0x0028, 0x0100, 'US', us(8)],
          [0x0028, 0x0103, 'US', us(0)],
          [0x7fe0, 0x0010, 'EN', padded],
        ],
        '1.2.840.10008.1.2.4.50',
      ),
    );
    const decoded = [...(image.getPixelData() as unknown as Uint8Array)];
    expect(decoded).toHaveLength(size * size);
    expect(Math.max(...decoded.map((value, index) => Math.abs(value - grey[index]!)))).toBeLessThanOrEqual(4);
  });

  it('decodes JPEG lossless (process 14, SV1) exactly: the decoder project\'s own test file', async () => {
    // jpeg-lossless-decoder-js 2.1.2 ships its test data; its test expects this CRC-32 of the samples.
    const folder = dirname(createRequire(import.meta.url).resolve('jpeg-lossless-decoder-js/package.json'));
    const file = new Uint8Array(readFileSync(join(folder, 'tests/data/jpeg_lossless_sel1.dcm')));
    const image = await dicomImage('wadouri:/x', file);
    const samples = image.getPixelData() as unknown as Uint16Array | Int16Array;
    expect([image.rows, image.columns]).toEqual([256, 256]);
    expect(crc32(new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength))).toBe(3476557349);
    expect(image.maxPixelValue).toBeGreaterThan(image.minPixelValue);
  });
});
