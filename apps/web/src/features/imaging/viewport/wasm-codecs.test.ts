import { describe, expect, it } from 'vitest';
import { dicomImage, ImageReadError } from './dicom-image';
import { ctFile, encodedCtFile, encodeFrame, phantomSlice, TestSyntax } from './encoded-test-files';

const samplesOf = (image: Awaited<ReturnType<typeof dicomImage>>) => image.getPixelData() as unknown as Int16Array;
const maxDifference = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let max = 0;
  for (let index = 0; index < a.length; index++) max = Math.max(max, Math.abs(a[index]! - b[index]!));
  return max;
};

describe('the viewport adapter decoding JPEG-LS and JPEG 2000 (WebAssembly codecs)', () => {
  it('JPEG-LS lossless (1.2.840.10008.1.2.4.80): every signed Hounsfield sample exactly', async () => {
    const { file, source } = await encodedCtFile(TestSyntax.jpegLsLossless);
    // Really compressed, not native bytes behind a JPEG-LS label.
    expect(file.length).toBeLessThan(source.byteLength * 0.6);
    const image = await dicomImage('wadouri:/x', file);
    expect(samplesOf(image)).toBeInstanceOf(Int16Array);
    expect([...samplesOf(image)]).toEqual([...source]);
    expect([image.minPixelValue, image.maxPixelValue]).toEqual([Math.min(...source), Math.max(...source)]);
    expect([image.rows, image.columns, image.windowCenter, image.windowWidth]).toEqual([128, 128, 40, 400]);
  });

  it('JPEG-LS near-lossless (.81): every sample within the encoder\'s NEAR of 2', async () => {
    const { file, source } = await encodedCtFile(TestSyntax.jpegLsNearLossless);
    const samples = samplesOf(await dicomImage('wadouri:/x', file));
    expect(samples).toHaveLength(source.length);
    const difference = maxDifference(samples, source);
    expect(difference).toBeLessThanOrEqual(2);
    expect(difference).toBeGreaterThan(0);
  });

  it('JPEG 2000 lossless (.90) and reversible JPEG 2000 under .91: exact', async () => {
    for (const syntax of [TestSyntax.jpeg2000Lossless, TestSyntax.jpeg2000]) {
      const { file, source } = await encodedCtFile(syntax, 96, 7);
      expect(file.length).toBeLessThan(source.byteLength * 0.6);
      const image = await dicomImage('wadouri:/x', file);
      expect([...samplesOf(image)]).toEqual([...source]);
      expect(image.attributes.find((attribute) => attribute.name === 'Transfer Syntax UID')?.value).toBe(syntax);
    }
  });

  it('unsigned 16-bit stored values (CT as most scanners store it, with an intercept) round-trip too', async () => {
    const hounsfield = phantomSlice(64, 3);
    const stored = Uint16Array.from(hounsfield, (value) => value + 1024);
    for (const [syntax, codec] of [
      [TestSyntax.jpegLsLossless, 'jpeg-ls'],
      [TestSyntax.jpeg2000Lossless, 'jpeg-2000'],
    ] as const) {
      const pixelData = await encodeFrame(stored, { rows: 64, columns: 64 }, codec);
      const image = await dicomImage('wadouri:/x', ctFile({ rows: 64, columns: 64, transferSyntax: syntax, pixelData, signed: false }));
      expect([...(image.getPixelData() as unknown as Uint16Array)]).toEqual([...stored]);
      expect(image.intercept).toBe(-1024);
    }
  });

  it('a corrupt or mismatched frame is an ImageReadError naming the syntax, and another syntax is refused', async () => {
    // The frame says 32x32; the file claims 64x64.
    const frame = await encodeFrame(phantomSlice(32), { rows: 32, columns: 32 }, 'jpeg-ls');
    await expect(dicomImage('wadouri:/x', ctFile({ rows: 64, columns: 64, transferSyntax: TestSyntax.jpegLsLossless, pixelData: frame, signed: true }))).rejects.toThrow(new ImageReadError('the frame is 32x32, the image 64x64'));
    // Garbage where the codestream should be: the codec's refusal, with the syntax's name.
    const garbage = ctFile({ rows: 32, columns: 32, transferSyntax: TestSyntax.jpeg2000Lossless, pixelData: new Uint8Array(64).fill(7), signed: true });
    await expect(dicomImage('wadouri:/x', garbage)).rejects.toThrow('the JPEG 2000 (lossless only) pixel data could not be decoded (the codestream holds no image)');
    // MPEG-2 video is not an image codec the viewer has.
    const mpeg = ctFile({ rows: 32, columns: 32, transferSyntax: '1.2.840.10008.1.2.4.100', pixelData: new Uint8Array(64), signed: true });
    await expect(dicomImage('wadouri:/x', mpeg)).rejects.toThrow('transfer syntax 1.2.840.10008.1.2.4.100 is not supported yet');
  });
});
