import { lengthInMillimetres } from '@portal/domain';
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
      [0x7fe0, 0x0010, 'OW', pixels([-1000, 0, 40, 1200])],
    ],
    transferSyntax,
  );

describe('the viewport adapter reading DICOM', () => {
  it('reads rescale, window, signed pixels and the pixel spacing (rows, columns) that measurements use', () => {
    const image = dicomImage('wadouri:/x', ctImage());
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

  it('refuses what it cannot decode, with the reason the viewer shows', () => {
    expect(() => dicomImage('wadouri:/x', ctImage([], '1.2.840.10008.1.2.4.90'))).toThrow(new ImageReadError('transfer syntax 1.2.840.10008.1.2.4.90 is not supported yet'));
    expect(() => dicomImage('wadouri:/x', new TextEncoder().encode('not dicom'))).toThrow(ImageReadError);
    expect(() => dicomImage('wadouri:/x', ctImage([[0x0028, 0x0004, 'CS', ds('RGB')], [0x0028, 0x0002, 'US', us(3)]]))).toThrow('colour images are not supported yet');
  });
});
