import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// What the adapter adds around cornerstone-wado-image-loader, with cornerstone and the loader
// replaced by fakes (decoding itself runs in the loader's web workers: the e2e journeys
// imaging.test.ts and imaging-codecs.test.ts check every transfer syntax in the built portal).
const fake = vi.hoisted(() => ({
  /** What each cornerstone.loadAndCacheImage call answers, in order. */
  answers: [] as ((imageId: string) => Promise<unknown>)[],
  /** The headers the loader's beforeSend gave at each request. */
  sent: [] as Record<string, string>[],
  cached: new Set<string>(),
  removed: [] as string[],
  loader: {
    external: {} as Record<string, unknown>,
    configure: (options: { beforeSend: () => Record<string, string> }) => {
      fake.beforeSend = options.beforeSend;
    },
    webWorkerManager: { initialize: (config: unknown) => fake.workerConfigs.push(config) },
  },
  beforeSend: undefined as undefined | (() => Record<string, string>),
  workerConfigs: [] as unknown[],
}));

vi.mock('cornerstone-core', () => ({
  loadAndCacheImage: (imageId: string) => {
    fake.sent.push(fake.beforeSend?.() ?? {});
    const answer = fake.answers.shift();
    if (!answer) throw new Error(`unexpected load of ${imageId}`);
    return answer(imageId);
  },
  imageCache: {
    getImageLoadObject: (imageId: string) => (fake.cached.has(imageId) ? { promise: Promise.resolve() } : undefined),
    removeImageLoadObject: (imageId: string) => fake.removed.push(imageId),
  },
}));
vi.mock('cornerstone-wado-image-loader/dist/dynamic-import/cornerstoneWADOImageLoader.min.js', () => ({ default: fake.loader }));

const { describeLoadError, loadDicomImage, pixelSpacingOf, attributesOf, registerWadoLoader, ImageReadError } = await import('./wado-loader');

/** A dicom-parser data set with these string values. */
const dataSet = (values: Record<string, string>) => ({ elements: Object.fromEntries(Object.keys(values).map((key) => [key, {}])), string: (tag: string) => values[tag], uint16: () => undefined }) as never;
/** The loader's rejection for a failed request: `{ error: xhr }`. */
const httpFailure = (status: number) => ({ error: { readyState: 4, status } });

let tokens: string[];
const source = {
  header: 'DicomToken',
  current: async () => tokens[0]!,
  refresh: async () => {
    tokens.shift();
    return tokens[0]!;
  },
};

beforeAll(() => {
  vi.stubGlobal('navigator', { hardwareConcurrency: 8 });
  registerWadoLoader(source);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the WADO image loader adapter', () => {
  it('registers cornerstone and dicom-parser with the loader, and at most two decode workers', () => {
    expect(fake.loader.external.cornerstone).toBeDefined();
    expect(fake.loader.external.dicomParser).toBeDefined();
    expect(fake.workerConfigs).toEqual([{ maxWebWorkers: 2, startWebWorkersOnDemand: false, taskConfiguration: { decodeTask: { initializeCodecsOnStartup: false, strict: false } } }]);
  });

  it('sends the token; after a 401 it renews the token and asks again, once, with the new one', async () => {
    tokens = ['old', 'new'];
    const image = { data: dataSet({ x00020010: '1.2.840.10008.1.2.1' }) };
    fake.answers.push(() => Promise.reject(httpFailure(401)), () => Promise.resolve(image));
    await expect(loadDicomImage('wadouri:/dicom/wado?objectUID=1')).resolves.toBe(image);
    expect(fake.sent).toEqual([{ DicomToken: 'old' }, { DicomToken: 'new' }]);
    // A second 401 is not retried again: the image shows why.
    fake.sent.length = 0;
    tokens = ['a', 'b'];
    fake.answers.push(() => Promise.reject(httpFailure(401)), () => Promise.reject(httpFailure(401)));
    await expect(loadDicomImage('wadouri:/dicom/wado?objectUID=2')).rejects.toThrow(new ImageReadError('the server answered 401'));
    expect(fake.sent).toEqual([{ DicomToken: 'a' }, { DicomToken: 'b' }]);
    expect(fake.answers).toEqual([]);
  });

  it('says why an image could not be shown', async () => {
    tokens = ['t'];
    expect(describeLoadError(httpFailure(404))).toBe('the server answered 404 (not found)');
    expect(describeLoadError(httpFailure(0))).toBe('the server could not be reached');
    // dicom-parser's refusal, before any data set.
    expect(describeLoadError({ error: 'dicomParser.readPart10Header: DICM prefix not found at location 132' })).toBe('the file is not readable DICOM (dicomParser.readPart10Header: DICM prefix not found at location 132)');
    // The worker's refusal of a syntax it has no decoder for, and a codec's failure.
    expect(describeLoadError({ error: 'no decoder for transfer syntax 1.2.840.10008.1.2.4.100', dataSet: dataSet({ x00020010: '1.2.840.10008.1.2.4.100' }) })).toBe('transfer syntax 1.2.840.10008.1.2.4.100 is not supported yet');
    expect(describeLoadError({ error: new Error('the codestream is cut short'), dataSet: dataSet({ x00020010: '1.2.840.10008.1.2.4.80' }) })).toBe('the JPEG-LS lossless pixel data could not be decoded (the codestream is cut short)');
    // One the loader decodes but the viewer does not claim (DicomConfiguration's list): refused, and out of the cache.
    fake.answers.push(() => Promise.resolve({ data: dataSet({ x00020010: '1.2.840.10008.1.2.2' }) }));
    await expect(loadDicomImage('wadouri:/big-endian')).rejects.toThrow(new ImageReadError('transfer syntax 1.2.840.10008.1.2.2 is not supported yet'));
    expect(fake.removed).toEqual(['wadouri:/big-endian']);
  });

  it('reads the pixel spacing measurements use and the tags the metadata panel lists', () => {
    const file = dataSet({ x00280030: '0.5\\0.8', x00080060: 'CT', x00020010: '1.2.840.10008.1.2.5' });
    expect(pixelSpacingOf(file)).toEqual({ rowSpacing: 0.5, columnSpacing: 0.8 });
    expect(pixelSpacingOf(dataSet({ x00280030: '0\\0.8' }))).toBeNull();
    expect(pixelSpacingOf(dataSet({ x00181164: '0.2\\0.2' }))).toEqual({ rowSpacing: 0.2, columnSpacing: 0.2 });
    expect(attributesOf(file)).toEqual([
      { tag: '(0008,0060)', name: 'Modality', value: 'CT' },
      { tag: '(0028,0030)', name: 'Pixel Spacing', value: '0.5\\0.8' },
      { tag: '(0002,0010)', name: 'Transfer Syntax UID', value: '1.2.840.10008.1.2.5' },
    ]);
  });
});
