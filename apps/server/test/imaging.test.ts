import { DicomConfiguration, DicomToken, ImagingApiRoutes as routes, ImagingStudiesResponse, ctWindowPresets, decodeRleFrame, dicomViewerTransferSyntaxes } from '@portal/domain';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ImportRefusedError, importStudy } from '../src/modules/imaging';
import { deidentificationMethod, deidentify, identityRemovedTag, replacementUid } from '../src/modules/imaging/dicom/deidentify';
import { CtLungSeries, CtPhantom, MrPhantom, ctBeadColumns, ctLungSeries, ctSliceHounsfield, demoStudiesByCourse } from '../src/modules/imaging/dicom/demo-studies';
import {
  TransferSyntax,
  fileMeta,
  findElement,
  readDicomFile,
  tag,
  textElement,
  textOf,
  uint16Element,
  writeDicomFile,
  type DicomElement,
} from '../src/modules/imaging/dicom/part10';
import { imagingFileKey } from '../src/modules/imaging/imaging-import';
import { sharedSecret } from '../src/platform/secrets/shared-secrets';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer, first: string, second: string;
const demo = demoStudiesByCourse();
const ct = demo.get(11)!.find((study) => study.key === 'chest-ct')!;

beforeAll(async () => {
  server = await startTestServer({ seedDemoImaging: true });
  first = (await server.login()).accessToken;
  second = (await server.login('demo.candidate2')).accessToken;
}, 60_000);
afterAll(() => server?.close());

const T = {
  patientName: tag(0x0010, 0x0010),
  patientId: tag(0x0010, 0x0020),
  birthDate: tag(0x0010, 0x0030),
  institution: tag(0x0008, 0x0080),
  referrer: tag(0x0008, 0x0090),
  studyUid: tag(0x0020, 0x000d),
  sopUid: tag(0x0008, 0x0018),
  pixelSpacing: tag(0x0028, 0x0030),
  intercept: tag(0x0028, 0x1052),
  otherPatientIds: tag(0x0010, 0x1000),
  referencedStudySequence: tag(0x0008, 0x1110),
  referencedSopInstance: tag(0x0008, 0x1155),
  operators: tag(0x0008, 0x1070),
  privateCreator: tag(0x0009, 0x0010),
} as const;

/** A small valid image, with identifying attributes at the top level, in a sequence, and private. */
function identifiedImage(transferSyntax: string = TransferSyntax.explicitLittleEndian, overrides: DicomElement[] = []): Uint8Array {
  const sop = '1.2.826.0.1.3680043.8.498.1';
  const dataset: DicomElement[] = [
    textElement(tag(0x0008, 0x0016), 'UI', '1.2.840.10008.5.1.4.1.1.2'),
    textElement(T.sopUid, 'UI', sop),
    textElement(tag(0x0008, 0x0060), 'CS', 'CT'),
    textElement(T.institution, 'LO', 'St Elsewhere General'),
    textElement(T.referrer, 'PN', 'House^Gregory'),
    textElement(T.operators, 'PN', 'Tech^Tina'),
    {
      tag: T.referencedStudySequence,
      vr: 'SQ',
      items: [[textElement(tag(0x0008, 0x1150), 'UI', '1.2.840.10008.3.1.2.3.1'), textElement(T.referencedSopInstance, 'UI', '1.2.826.0.1.3680043.8.498.99'), textElement(T.operators, 'PN', 'Nested^Name')]],
    },
    textElement(T.privateCreator, 'LO', 'ACME HOSPITAL'),
    textElement(tag(0x0009, 0x1001), 'LO', 'MRN 0044312'),
    textElement(T.patientName, 'PN', 'Doe^Jane'),
    textElement(T.patientId, 'LO', 'MRN-0044312'),
    textElement(T.birthDate, 'DA', '19750412'),
    textElement(T.otherPatientIds, 'LO', 'NHS 943 476 5919'),
    textElement(T.studyUid, 'UI', '1.2.826.0.1.3680043.8.498.10'),
    textElement(tag(0x0020, 0x000e), 'UI', '1.2.826.0.1.3680043.8.498.11'),
    uint16Element(tag(0x0028, 0x0002), 1),
    textElement(tag(0x0028, 0x0004), 'CS', 'MONOCHROME2'),
    uint16Element(tag(0x0028, 0x0010), 4),
    uint16Element(tag(0x0028, 0x0011), 4),
    uint16Element(tag(0x0028, 0x0100), 16),
    { tag: tag(0x7fe0, 0x0010), vr: 'OW', value: new Uint8Array(32) },
  ];
  const byTag = new Map(dataset.map((element) => [element.tag, element]));
  for (const element of overrides) byTag.set(element.tag, element);
  return writeDicomFile({ meta: fileMeta('1.2.840.10008.5.1.4.1.1.2', sop, transferSyntax), dataset: [...byTag.values()], transferSyntax });
}

const wado = (imageId: string, token: string | undefined, headers: Record<string, string> = {}) =>
  fetch(new URL(imageId.replace(/^wadouri:/, ''), server.baseUrl), { headers: { ...(token ? { 'x-dicom-token': token } : {}), ...headers } });
const tokenFor = async (bearer: string, candidateSosId: number) => {
  const result = await server.call('POST', routes.refreshDicomToken.path, { token: bearer, body: { CandidateSOSId: candidateSosId } });
  expect(result.status, result.body.Message).toBe(200);
  return DicomToken.parse(result.body.Data);
};
const studiesOf = async (bearer: string, candidateSosId: number) => {
  const result = await server.call('GET', routes.getImagingStudies.path, { token: bearer, query: { candidateSOSId: candidateSosId } });
  expect(result.status, result.body.Message).toBe(200);
  return ImagingStudiesResponse.parse(result.body.Data).Studies;
};

describe('demo phantoms', () => {
  it('draws a chest CT in Hounsfield units with beads 100 mm apart', () => {
    const slice = ctSliceHounsfield(19);
    const at = (x: number, y: number) => slice[y * CtPhantom.size + x]!;
    expect(at(5, 5)).toBe(-1000); // air
    expect(Math.abs(at(164, 245) + 800)).toBeLessThanOrEqual(8); // right lung
    expect(Math.abs(at(256, 360) - 300)).toBeLessThanOrEqual(8); // cancellous vertebral body
    expect(Math.abs(at(256, 341) - 700)).toBeLessThanOrEqual(8); // cortical bone
    const [left, right] = ctBeadColumns();
    expect((right - left) * CtPhantom.pixelSpacing).toBeCloseTo(100, 9);
    expect(at(Math.round(left), CtPhantom.beadRow)).toBeGreaterThanOrEqual(990);
    const file = readDicomFile(ct.series[0]!.files[19]!.bytes);
    expect(textOf(file.dataset, T.pixelSpacing)).toBe('0.7\\0.7');
    expect(textOf(file.dataset, T.intercept)).toBe('-1024');
    expect(ct.series[0]!.files).toHaveLength(40);
  });

  it('stores the MR RLE Lossless: one fragment per slice, smaller than native, decoding to the phantom', () => {
    const mr = demo.get(11)!.find((study) => study.key === 'brain-mr')!;
    const file = readDicomFile(mr.series[0]!.files[9]!.bytes);
    expect(file.transferSyntax).toBe(MrPhantom.transferSyntax);
    expect(textOf(file.meta, tag(0x0002, 0x0010))).toBe('1.2.840.10008.1.2.5');
    const pixelData = findElement(file.dataset, tag(0x7fe0, 0x0010))!;
    expect(pixelData.encapsulated).toBe(true);
    // Items: the empty Basic Offset Table, then the one fragment, then the delimiter.
    const value = pixelData.value!;
    const view = new DataView(value.buffer, value.byteOffset, value.byteLength);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint32(4, true)]).toEqual([0xfffe, 0xe000, 0]);
    const fragmentLength = view.getUint32(12, true);
    expect(fragmentLength).toBeLessThan(MrPhantom.size * MrPhantom.size * 2 * 0.6);
    const pixels = new Uint16Array(decodeRleFrame(value.slice(16, 16 + fragmentLength), { rows: MrPhantom.size, columns: MrPhantom.size, bitsAllocated: 16 }).buffer);
    expect(pixels[0]).toBe(0); // air
    expect(Math.abs(pixels[128 * MrPhantom.size + 128]! - 820)).toBeLessThanOrEqual(40); // white matter
    expect(value.length).toBe(16 + fragmentLength + 8);
  });
});

describe("the CT's JPEG-LS lung series (seeded beside the native one)", () => {
  it('is JPEG-LS lossless, one fragment per slice, much smaller than native, and decodes (CharLS) to the stored CT exactly', async () => {
    const series = await ctLungSeries();
    expect(series.files).toHaveLength(CtPhantom.slices / CtLungSeries.every);
    const file = readDicomFile(series.files[2]!.bytes);
    expect(file.transferSyntax).toBe('1.2.840.10008.1.2.4.80');
    expect(textOf(file.dataset, tag(0x0028, 0x1050))).toBe('-600');
    expect(textOf(file.dataset, tag(0x0020, 0x0013))).toBe('3');
    const value = findElement(file.dataset, tag(0x7fe0, 0x0010))!.value!;
    const view = new DataView(value.buffer, value.byteOffset, value.byteLength);
    const fragmentLength = view.getUint32(12, true);
    expect(fragmentLength).toBeLessThan(CtPhantom.size * CtPhantom.size * 2 * 0.5);
    type Decoder = { getEncodedBuffer(length: number): Uint8Array; decode(): void; getDecodedBuffer(): Uint8Array; delete(): void };
    const charls = await (createRequire(import.meta.url)('@cornerstonejs/codec-charls/wasmjs') as (options: object) => Promise<{ JpegLSDecoder: new () => Decoder }>)({});
    const decoder = new charls.JpegLSDecoder();
    decoder.getEncodedBuffer(fragmentLength).set(value.subarray(16, 16 + fragmentLength));
    decoder.decode();
    const decoded = new Uint16Array(decoder.getDecodedBuffer().slice().buffer);
    decoder.delete();
    // Slice 3 of the lung series is slice 9 of the CT (every fourth).
    const hounsfield = ctSliceHounsfield(2 * CtLungSeries.every);
    const expected = Uint16Array.from(hounsfield, (hu) => Math.max(0, Math.min(4095, hu - CtPhantom.rescaleIntercept)));
    expect(decoded).toHaveLength(expected.length);
    expect(decoded.every((sample, index) => sample === expected[index])).toBe(true);
  });
});

describe('DICOM de-identification (PS3.15 basic profile)', () => {
  it('removes or replaces the identifying attributes, nested and private ones too, in both little endian syntaxes', () => {
    for (const syntax of [TransferSyntax.explicitLittleEndian, TransferSyntax.implicitLittleEndian]) {
      const original = readDicomFile(identifiedImage(syntax));
      expect(textOf(original.dataset, T.patientName)).toBe('Doe^Jane');
      const cleaned = readDicomFile(writeDicomFile(deidentify(original, 'salt')));
      expect(cleaned.transferSyntax).toBe(syntax);
      expect(textOf(cleaned.dataset, T.patientName)).toBe('Anonymous');
      expect(textOf(cleaned.dataset, T.patientId)).toMatch(/^ANON-\d{8}$/);
      expect(textOf(cleaned.dataset, T.birthDate)).toBe('');
      expect(textOf(cleaned.dataset, T.referrer)).toBe('');
      for (const gone of [T.institution, T.otherPatientIds, T.operators, T.privateCreator, tag(0x0009, 0x1001)]) expect(findElement(cleaned.dataset, gone)).toBeUndefined();
      const item = findElement(cleaned.dataset, T.referencedStudySequence)?.items?.[0] ?? [];
      expect(findElement(item, T.operators)).toBeUndefined();
      expect(textOf(item, T.referencedSopInstance)).toBe(replacementUid('1.2.826.0.1.3680043.8.498.99', 'salt'));
      expect(textOf(cleaned.dataset, T.studyUid)).toBe(replacementUid('1.2.826.0.1.3680043.8.498.10', 'salt'));
      expect(textOf(cleaned.meta, tag(0x0002, 0x0003))).toBe(textOf(cleaned.dataset, T.sopUid));
      expect(textOf(cleaned.dataset, identityRemovedTag)).toBe('YES');
      expect(textOf(cleaned.dataset, tag(0x0012, 0x0063))).toBe(deidentificationMethod);
      const bytes = new TextDecoder('latin1').decode(writeDicomFile(deidentify(original, 'salt')));
      for (const secret of ['Doe^Jane', 'MRN', '19750412', 'St Elsewhere', 'House^Gregory', 'Nested^Name', 'ACME', '943 476']) expect(bytes).not.toContain(secret);
    }
  });
});

describe('import', () => {
  const sosId = 12;
  it('refuses a folder with bad files, naming each file and why, and stores nothing', async () => {
    const files = [
      { name: 'good.dcm', bytes: identifiedImage() },
      { name: 'notes.dcm', bytes: new TextEncoder().encode('not a dicom file at all, just text '.repeat(10)) },
      { name: 'burned.dcm', bytes: identifiedImage(TransferSyntax.explicitLittleEndian, [textElement(tag(0x0028, 0x0301), 'CS', 'YES'), textElement(T.sopUid, 'UI', '1.2.3.4')]) },
      { name: 'short.dcm', bytes: identifiedImage(TransferSyntax.explicitLittleEndian, [{ tag: tag(0x7fe0, 0x0010), vr: 'OW', value: new Uint8Array(8) }, textElement(T.sopUid, 'UI', '1.2.3.5')]) },
      { name: 'bigendian.dcm', bytes: identifiedImage(TransferSyntax.explicitBigEndian) },
    ];
    const refused = await importStudy(server.app.platform.db, server.app.platform.storage, 'salt', { sosId, files }, server.clock.now()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImportRefusedError);
    expect((refused as ImportRefusedError).problems).toEqual([
      { file: 'notes.dcm', reason: expect.stringContaining('no DICM prefix') },
      { file: 'burned.dcm', reason: expect.stringContaining('Burned In Annotation') },
      { file: 'short.dcm', reason: 'Pixel Data holds 8 bytes, the image needs 32' },
      { file: 'bigendian.dcm', reason: expect.stringContaining('unsupported transfer syntax 1.2.840.10008.1.2.2') },
    ]);
    const stored = await server.app.platform.storage.stat(imagingFileKey(sosId, replacementUid('1.2.826.0.1.3680043.8.498.1', 'salt')));
    expect(stored).toBeNull();
  });

  it('files a valid study de-identified: the stored file carries none of the identifying tags, and a second import is refused', async () => {
    const salt = await sharedSecret(server.app.platform.db, 'imagingUidSalt');
    const study = await importStudy(server.app.platform.db, server.app.platform.storage, salt, { sosId, title: 'Teaching file', files: [{ name: 'a.dcm', bytes: identifiedImage() }] }, server.clock.now());
    expect(study.studyUid).toBe(replacementUid('1.2.826.0.1.3680043.8.498.10', salt));
    const key = imagingFileKey(sosId, replacementUid('1.2.826.0.1.3680043.8.498.1', salt));
    const chunks: Buffer[] = [];
    for await (const chunk of (await server.app.platform.storage.read(key))!) chunks.push(chunk as Buffer);
    const stored = readDicomFile(new Uint8Array(Buffer.concat(chunks)));
    expect(textOf(stored.dataset, T.patientName)).toBe('Anonymous');
    expect(findElement(stored.dataset, T.institution)).toBeUndefined();
    expect(new TextDecoder('latin1').decode(Buffer.concat(chunks))).not.toContain('Doe^Jane');
    // ECAT (12) is demo.candidate's enrolment 1002: the study is listed there.
    expect((await studiesOf(first, 1002)).map((listed) => listed.Title)).toEqual(['Teaching file']);
    await expect(importStudy(server.app.platform.db, server.app.platform.storage, salt, { sosId, files: [{ name: 'a.dcm', bytes: identifiedImage() }] }, server.clock.now())).rejects.toThrow(
      'course 12 has this study already',
    );
  });
});

describe('DICOM token, configuration and studies', () => {
  it('returns the configuration: WADO root, token header and lifetime, tools and the CT presets', async () => {
    const result = await server.call('GET', routes.getDicomConfiguration.path, { token: first });
    expect(result.status).toBe(200);
    const { Configuration } = DicomConfiguration.parse(result.body.Data);
    expect(Configuration).toMatchObject({ WadoUriRoot: '/dicom/wado', TokenHeader: 'X-Dicom-Token', TokenLifetimeSeconds: 300 });
    expect(Configuration.WindowPresets.map((preset) => preset.Key)).toEqual(ctWindowPresets.map((preset) => preset.Key));
    // Every tool the viewer has, and every transfer syntax it decodes (JPEG-LS and JPEG 2000 included).
    expect(Configuration.Tools).toEqual(['windowLevel', 'pan', 'zoom', 'stackScroll', 'cine', 'length', 'angle', 'invert', 'rotate', 'flip', 'reset']);
    expect(Configuration.TransferSyntaxes).toEqual(Object.keys(dicomViewerTransferSyntaxes));
    expect(Configuration.TransferSyntaxes).toEqual(
      expect.arrayContaining(['1.2.840.10008.1.2', '1.2.840.10008.1.2.1', '1.2.840.10008.1.2.5', '1.2.840.10008.1.2.4.50', '1.2.840.10008.1.2.4.80', '1.2.840.10008.1.2.4.90', '1.2.840.10008.1.2.4.91']),
    );
    expect((await server.call('GET', routes.getDicomConfiguration.path)).status).toBe(401);
  });

  it("issues a 5-minute token for the caller's own enrolment only", async () => {
    const token = await tokenFor(first, 1001);
    expect(new Date(token.expiresOn).getTime() - server.clock.now().getTime()).toBe(300_000);
    const other = await server.call('POST', routes.refreshDicomToken.path, { token: first, body: { CandidateSOSId: 2001 } });
    expect(other.status).toBe(404);
    const bad = await server.call('POST', routes.refreshDicomToken.path, { token: first, body: { CandidateSOSId: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toContain('CandidateSOSId');
    expect((await server.call('POST', routes.refreshDicomToken.path, { body: { CandidateSOSId: 1001 } })).status).toBe(401);
  });

  it("lists each course's studies, series and image ids; never another candidate's course", async () => {
    const mdcat = await studiesOf(first, 1001);
    expect(mdcat.map((study) => [study.Modality, study.ImageCount])).toEqual([
      // The CT's 40 native slices and its 10-slice JPEG-LS lung series.
      ['CT', 50],
      ['MR', 20],
      ['CR', 1],
    ]);
    const [ctStudy] = mdcat;
    expect(ctStudy!.Series[0]!.Instances.map((instance) => instance.InstanceNumber)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(ctStudy!.Series.map((series) => [series.Description, series.Instances.length])).toEqual([
      ['Axial 2.5 mm soft tissue', 40],
      ['Axial 10 mm lung window (JPEG-LS)', 10],
    ]);
    expect(ctStudy!.Series[0]!.Instances[0]!.ImageId).toMatch(/^wadouri:\/dicom\/wado\?requestType=WADO&studyUID=2\.25\.\d+&seriesUID=2\.25\.\d+&objectUID=2\.25\.\d+&contentType=application%2Fdicom$/);
    expect((await studiesOf(second, 2001)).map((study) => study.Modality)).toEqual(['CR']);
    expect((await server.call('GET', routes.getImagingStudies.path, { token: second, query: { candidateSOSId: 1001 } })).status).toBe(404);
    const bad = await server.call('GET', routes.getImagingStudies.path, { token: first, query: { candidateSOSId: 'abc' } });
    expect(bad.status).toBe(400);
  });
});

describe('DICOM token lifetime (DICOM_TOKEN_LIFETIME_S)', () => {
  it('issues tokens of the configured lifetime, says so in the configuration, and refuses them once expired', async () => {
    const short = await startTestServer({ seedDemoImaging: true, dicomTokenLifetimeSeconds: 20 });
    try {
      const bearer = (await short.login()).accessToken;
      const configuration = await short.call('GET', routes.getDicomConfiguration.path, { token: bearer });
      expect(DicomConfiguration.parse(configuration.body.Data).Configuration.TokenLifetimeSeconds).toBe(20);
      const issued = await short.call('POST', routes.refreshDicomToken.path, { token: bearer, body: { CandidateSOSId: 1001 } });
      const { token, expiresOn } = DicomToken.parse(issued.body.Data);
      expect(new Date(expiresOn).getTime() - short.clock.now().getTime()).toBe(20_000);
      const listed = await short.call('GET', routes.getImagingStudies.path, { token: bearer, query: { candidateSOSId: 1001 } });
      const imageId = ImagingStudiesResponse.parse(listed.body.Data).Studies[1]!.Series[0]!.Instances[0]!.ImageId;
      const read = (with_: string) => fetch(new URL(imageId.replace(/^wadouri:/, ''), short.baseUrl), { headers: { 'x-dicom-token': with_ } });
      short.clock.advance(19);
      expect((await read(token)).status).toBe(200);
      short.clock.advance(1);
      const expired = await read(token);
      expect(expired.status).toBe(401);
      expect(((await expired.json()) as { error: string }).error).toBe('DicomTokenExpiredException');
    } finally {
      await short.close();
    }
  }, 180_000);

  it('reads the lifetime from the environment, 300 s unless set, and refuses nonsense', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x', TOKEN_SIGNING_KEY: 'k'.repeat(32) }).dicomTokenLifetimeSeconds).toBe(300);
    expect(loadConfig({ DATA_DIR: '/tmp/x', TOKEN_SIGNING_KEY: 'k'.repeat(32), DICOM_TOKEN_LIFETIME_S: '20' }).dicomTokenLifetimeSeconds).toBe(20);
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', TOKEN_SIGNING_KEY: 'k'.repeat(32), DICOM_TOKEN_LIFETIME_S: '2' })).toThrow(/DICOM_TOKEN_LIFETIME_S/);
  });
});

describe('WADO-URI', () => {
  it('serves a de-identified image of the token\'s course as application/dicom, cacheable, with 304 on a repeat', async () => {
    const [ctStudy] = await studiesOf(first, 1001);
    const imageId = ctStudy!.Series[0]!.Instances[19]!.ImageId;
    const { token } = await tokenFor(first, 1001);
    const response = await wado(imageId, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/dicom');
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400, immutable');
    const etag = response.headers.get('etag')!;
    const file = readDicomFile(new Uint8Array(await response.arrayBuffer()));
    expect(textOf(file.dataset, tag(0x0020, 0x0013))).toBe('20');
    expect(textOf(file.dataset, T.patientName)).toBe('Anonymous');
    expect(textOf(file.dataset, T.birthDate)).toBe('');
    expect(findElement(file.dataset, T.institution)).toBeUndefined();
    expect(textOf(file.dataset, T.pixelSpacing)).toBe('0.7\\0.7');
    const cached = await wado(imageId, token, { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    // The token can also come as a query parameter (a plain link).
    expect((await fetch(new URL(`${imageId.replace(/^wadouri:/, '')}&token=${encodeURIComponent(token)}`, server.baseUrl))).status).toBe(200);
  });

  it("refuses another course's study (404), a tampered, missing or expired token (401), and bad parameters (400)", async () => {
    const [ctStudy] = await studiesOf(first, 1001);
    const imageId = ctStudy!.Series[0]!.Instances[0]!.ImageId;
    const numsToken = (await tokenFor(second, 2001)).token;
    const otherCourse = await wado(imageId, numsToken);
    expect(otherCourse.status).toBe(404);
    // demo.candidate's own other course (ECAT) does not open MDCAT's study either.
    expect((await wado(imageId, (await tokenFor(first, 1002)).token)).status).toBe(404);

    const { token } = await tokenFor(first, 1001);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { s: number };
    forged.s = 21;
    // A changed signature: its first character (six whole bits; the last one's low bits are padding
    // that decoding drops, so changing the end could leave the same bytes: a 200 once in CI).
    for (const tampered of [`${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`, `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`, 'garbage']) {
      const refused = await wado(imageId, tampered);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: string }).error).toBe('InvalidDicomTokenException');
    }
    const missing = await wado(imageId, undefined);
    expect(missing.status).toBe(401);

    expect((await wado(imageId, token)).status).toBe(200);
    server.clock.advance(301);
    const expired = await wado(imageId, token);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { error: string }).error).toBe('DicomTokenExpiredException');
    const fresh = (await tokenFor(first, 1001)).token;
    expect((await wado(imageId, fresh)).status).toBe(200);

    const badType = await wado(imageId.replace('application%2Fdicom', 'image%2Fjpeg'), fresh);
    expect(badType.status).toBe(400);
    expect(((await badType.json()) as { Message: string }).Message).toContain('contentType');
    const badUid = await wado(imageId.replace(/objectUID=[^&]+/, 'objectUID=..%2F..%2Fetc'), fresh);
    expect(badUid.status).toBe(400);
    expect(((await badUid.json()) as { Message: string }).Message).toContain('objectUID');
  });
});
