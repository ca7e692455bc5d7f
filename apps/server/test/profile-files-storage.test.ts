import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CloudStorageFolder } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, loadOrCreateSecret } from '../src/config';
import { matchesContentType, normaliseContentType, sniffContentType } from '../src/platform/storage/content-sniff';
import { FileRefusedError } from '../src/platform/storage/file-storage';
import { createLocalDiskStorage } from '../src/platform/storage/local-disk-storage';
import { downloadExpirySeconds } from '../src/modules/files/upload-policies';
import { isOwnKey, newObjectKey, parseObjectKey, safeFileName } from '../src/platform/storage/object-keys';
import { createS3Storage } from '../src/platform/storage/s3-storage';
import { createUrlSigner } from '../src/platform/storage/url-signer';

const ownerA = '6f1c2a9e-4b7d-4c1e-9a55-0d9f3e2b1a01';
const ownerB = '7a2d3b8f-5c8e-4d2f-8b66-1e0a4f3c2b02';
const fixedNow = new Date('2026-03-02T09:00:00.000Z');

describe('magic-byte sniffing', () => {
  it('knows PDF, JPEG, PNG and WebP by their first bytes and nothing else', () => {
    expect(sniffContentType(Buffer.from('%PDF-1.4\n'))).toBe('application/pdf');
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]))).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffContentType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffContentType(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(sniffContentType(Buffer.from('<html><script>'))).toBeNull();
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });

  it('compares with the declared type, normalised', () => {
    expect(normaliseContentType('Image/JPG; charset=binary')).toBe('image/jpeg');
    expect(matchesContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpg')).toBe(true);
    expect(matchesContentType(Buffer.from('%PDF-1.4'), 'image/png')).toBe(false);
  });
});

describe('object keys', () => {
  it('are <folder>/<owner>/<uuid>-<safe name> and only the owner in the right folder owns them', () => {
    const key = newObjectKey(CloudStorageFolder.educationCertificate, ownerA, 'Matric Result (2024).PDF');
    expect(key).toMatch(new RegExp(`^education-certificate/${ownerA}/[0-9a-f-]{36}-Matric-Result-2024-\\.PDF$`));
    expect(parseObjectKey(key)).toMatchObject({ folder: 'education-certificate', ownerId: ownerA });
    expect(isOwnKey(key, ownerA, CloudStorageFolder.educationCertificate)).toBe(true);
    expect(isOwnKey(key, ownerB, CloudStorageFolder.educationCertificate)).toBe(false);
    expect(isOwnKey(key, ownerA, CloudStorageFolder.profileImage)).toBe(false);
  });

  it('refuse anything that could leave the folder or name another place', () => {
    const id = '0b9c5f0e-1111-4222-8333-444455556666';
    for (const bad of [
      `education-certificate/${ownerA}/${id}-../../x`,
      `education-certificate/${ownerA}/../${ownerB}/${id}-a.pdf`,
      `/education-certificate/${ownerA}/${id}-a.pdf`,
      `education-certificate/${ownerA}/${id}-a.pdf/`,
      `education-certificate/${ownerA}/${id}-.hidden`,
      `secrets/${ownerA}/${id}-a.pdf`,
      `education-certificate/${ownerA.toUpperCase()}/${id}-a.pdf`,
      `education-certificate/${ownerA}/${id}-a\u0000.pdf`,
      `education-certificate\\${ownerA}\\${id}-a.pdf`,
      '',
    ]) {
      expect(parseObjectKey(bad), bad).toBeNull();
    }
  });

  it('safe file names keep letters, digits and the extension', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\résumé final.pdf')).toBe('resume-final.pdf');
    expect(safeFileName('.htaccess')).toBe('htaccess');
    expect(safeFileName('???')).toBe('file');
    const long = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(100);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('read URLs end on a whole hour, 1-2 hours ahead (stable for caching)', () => {
    const seconds = downloadExpirySeconds(new Date('2026-03-02T09:20:00Z'));
    expect(new Date(Date.parse('2026-03-02T09:20:00Z') + seconds * 1000).toISOString()).toBe('2026-03-02T11:00:00.000Z');
    expect(downloadExpirySeconds(new Date('2026-03-02T09:59:59Z'))).toBe(3601);
  });
});

describe('URL signer', () => {
  it('verifies only the exact fields with the same secret', () => {
    const signer = createUrlSigner('s'.repeat(40));
    const signature = signer.sign(['PUT', 'k', 100, 'image/png', 5]);
    expect(signer.verify(['PUT', 'k', 100, 'image/png', 5], signature)).toBe(true);
    expect(signer.verify(['PUT', 'k', 100, 'image/png', 6], signature)).toBe(false);
    expect(signer.verify(['GET', 'k', 100, 'image/png', 5], signature)).toBe(false);
    expect(signer.verify(['PUT', 'k', 100, 'image/png', 5], signature.slice(1))).toBe(false);
    expect(createUrlSigner('t'.repeat(40)).verify(['PUT', 'k', 100, 'image/png', 5], signature)).toBe(false);
  });
});

describe('local disk storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'portal-storage-unit-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes, stats, reads and deletes; refuses malformed keys before touching the disk', async () => {
    const storage = createLocalDiskStorage({ root, signingKey: 'k'.repeat(40), publicBaseUrl: 'https://files.example', clock: () => fixedNow });
    const key = newObjectKey(CloudStorageFolder.profileImage, ownerA, 'a.png');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
    await storage.write(key, Readable.from([png.subarray(0, 3), png.subarray(3)]), { contentType: 'image/png', maxBytes: 100 });
    expect(await storage.stat(key)).toEqual({ key, sizeBytes: png.length, modifiedAt: expect.any(Date) });
    expect(Buffer.from((await storage.readHead(key, 8)) ?? [])).toEqual(png.subarray(0, 8));
    expect(await readFile(join(root, ...key.split('/')))).toEqual(png);
    const upload = await storage.createUploadUrl(key, { contentType: 'image/png', maxBytes: 100, declaredBytes: 13, expiresInSeconds: 60 });
    expect(upload.url.startsWith(`https://files.example/files/${key}?`)).toBe(true);
    expect(upload.expiresAt.getTime()).toBe(fixedNow.getTime() + 60_000);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.read(key)).toBeNull();

    await expect(storage.stat('../secrets.json')).rejects.toThrow('not a storage key');
    await expect(storage.delete(`profile-image/${ownerA}/../../secrets.json`)).rejects.toThrow('not a storage key');
    await expect(storage.createUploadUrl('../x', { contentType: 'image/png', maxBytes: 1, declaredBytes: 1, expiresInSeconds: 1 })).rejects.toThrow();
  });

  it('refuses a body over the limit or of another type, leaving nothing behind', async () => {
    const storage = createLocalDiskStorage({ root, signingKey: 'k'.repeat(40), publicBaseUrl: '', clock: () => fixedNow });
    const key = newObjectKey(CloudStorageFolder.educationCertificate, ownerA, 'a.pdf');
    const pdf = Buffer.from('%PDF-1.7 hello world');
    await expect(storage.write(key, Readable.from([pdf]), { contentType: 'application/pdf', maxBytes: 10 })).rejects.toBeInstanceOf(FileRefusedError);
    await expect(storage.write(key, Readable.from([Buffer.from('MZ\x90\x00 just some exe bytes')]), { contentType: 'application/pdf', maxBytes: 100 })).rejects.toMatchObject({ reason: 'wrong-type' });
    expect(await storage.stat(key)).toBeNull();
  });
});

describe('S3 driver (offline: URL signing only; no bucket is reachable from here)', () => {
  const credentials = { accessKeyId: 'AKIAEXAMPLEEXAMPLE01', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
  const key = `education-certificate/${ownerA}/0b9c5f0e-1111-4222-8333-444455556666-matric.pdf`;

  it('pre-signs a PUT on AWS: virtual-host URL, SigV4 query, Content-Type and Content-Length signed, no checksum parameters', async () => {
    const storage = createS3Storage({ bucket: 'portal-files', region: 'eu-central-1', forcePathStyle: false, credentials, clock: () => fixedNow });
    const { url, expiresAt } = await storage.createUploadUrl(key, { contentType: 'application/pdf', maxBytes: 5_000_000, declaredBytes: 1234, expiresInSeconds: 900 });
    const parsed = new URL(url);
    expect(parsed.host).toBe('portal-files.s3.eu-central-1.amazonaws.com');
    expect(parsed.pathname).toBe(`/${key}`);
    const query = parsed.searchParams;
    expect(query.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(query.get('X-Amz-Credential')).toBe(`${credentials.accessKeyId}/20260302/eu-central-1/s3/aws4_request`);
    expect(query.get('X-Amz-Date')).toBe('20260302T090000Z');
    expect(query.get('X-Amz-Expires')).toBe('900');
    expect(query.get('X-Amz-SignedHeaders')?.split(';').sort()).toEqual(['content-length', 'content-type', 'host']);
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect([...query.keys()].some((name) => /checksum/i.test(name))).toBe(false);
    expect(expiresAt.toISOString()).toBe('2026-03-02T09:15:00.000Z');

    // The signature covers the declared size: another size signs differently.
    const other = await storage.createUploadUrl(key, { contentType: 'application/pdf', maxBytes: 5_000_000, declaredBytes: 1235, expiresInSeconds: 900 });
    expect(new URL(other.url).searchParams.get('X-Amz-Signature')).not.toBe(query.get('X-Amz-Signature'));
    await expect(storage.createUploadUrl(key, { contentType: 'application/pdf', maxBytes: 10, declaredBytes: 11, expiresInSeconds: 900 })).rejects.toThrow();
    await storage.close();
  });

  it('pre-signs a GET on an S3-compatible endpoint (path style) naming the type to serve', async () => {
    const storage = createS3Storage({ bucket: 'portal-files', region: 'us-east-1', endpoint: 'http://minio.internal:9000', forcePathStyle: true, credentials, clock: () => fixedNow });
    const { url } = await storage.createDownloadUrl(key, { contentType: 'application/pdf', fileName: 'Matric certificate.pdf', expiresInSeconds: 3600 });
    const parsed = new URL(url);
    expect(parsed.origin).toBe('http://minio.internal:9000');
    expect(parsed.pathname).toBe(`/portal-files/${key}`);
    expect(parsed.searchParams.get('response-content-type')).toBe('application/pdf');
    // A PDF is an attachment (issue #20 finding 10; images stay inline).
    expect(parsed.searchParams.get('response-content-disposition')).toBe('attachment; filename="Matric-certificate.pdf"');
    expect(parsed.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('3600');
    await expect(storage.createDownloadUrl('../etc/passwd', { contentType: 'application/pdf', expiresInSeconds: 60 })).rejects.toThrow('not a storage key');
    await storage.close();
  });
});

describe('storage configuration', () => {
  const base = { TOKEN_SIGNING_KEY: 'x'.repeat(40) };

  it('defaults to the local driver with root-relative URLs', () => {
    expect(loadConfig(base).storage).toEqual({ driver: 'local', signingKey: undefined, publicBaseUrl: '' });
    expect(loadConfig({ ...base, FILES_PUBLIC_BASE_URL: 'https://portal.example/' }).storage).toMatchObject({ publicBaseUrl: 'https://portal.example' });
  });

  it('STORAGE_DRIVER=s3 needs S3_BUCKET; keys go in pairs; short URL keys are refused', () => {
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: is required when STORAGE_DRIVER=s3/);
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'a' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ ...base, FILE_URL_SIGNING_KEY: 'short' })).toThrow(/FILE_URL_SIGNING_KEY/);
    expect(loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'portal-files', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).storage).toEqual({
      driver: 's3',
      bucket: 'portal-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
  });

  it('the file URL secret is generated into DATA_DIR/secrets.json beside the token key, and kept', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-secrets-'));
    try {
      await writeFile(join(dir, 'secrets.json'), JSON.stringify({ tokenSigningKey: 't'.repeat(64) }));
      const first = loadOrCreateSecret(dir, 'fileUrlSigningKey');
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadOrCreateSecret(dir, 'fileUrlSigningKey')).toBe(first);
      const stored = JSON.parse(await readFile(join(dir, 'secrets.json'), 'utf8')) as Record<string, string>;
      expect(stored).toEqual({ tokenSigningKey: 't'.repeat(64), fileUrlSigningKey: first });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
