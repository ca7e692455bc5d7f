import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CloudStorageFolder, FilesApiRoutes, PreSignedUrlResponse, ProfileApiRoutes, defaultApplicationMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectKey } from '../src/platform/storage/object-keys';
import { createS3Storage } from '../src/platform/storage/s3-storage';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * Issue #20 finding 10 (ASVS 5.0 V5.2.1 size, V3.2.1 rendering context): an upload URL stores one
 * file once, never more than the size declared when it was signed, and stored documents are never
 * rendered as active content in the portal's origin.
 */
let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-upload-urls-'));
  server = await startTestServer({ dataDir });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const message117 = defaultApplicationMessages.find((message) => message.id === 117)?.message;
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(200, 7)]);
const diskPath = (key: string) => join(dataDir, 'files', ...key.split('/'));

async function presigned(token: string, query: Record<string, string | number>): Promise<PreSignedUrlResponse> {
  const result = await server.call<PreSignedUrlResponse>('GET', FilesApiRoutes.getPreSignedUrl.path, { token, query });
  expect(result.status, result.body.Message).toBe(200);
  return PreSignedUrlResponse.parse(result.body.Data);
}

const documentUrl = (token: string, size: number) =>
  presigned(token, { Folder: CloudStorageFolder.educationCertificate, FileName: 'result.pdf', ContentType: 'application/pdf', FileSize: size });

async function put(url: string, body: Buffer | ReadableStream<Uint8Array>) {
  const response = await fetch(new URL(url, server.baseUrl), {
    method: 'PUT',
    body: body instanceof ReadableStream ? body : new Uint8Array(body),
    headers: { 'content-type': 'application/octet-stream' },
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as { Message: string; error: string | null } };
}

describe('upload URLs are single-use', () => {
  it('a second PUT on a used URL is 403 with a message, before and after the document is saved; the stored bytes stay', async () => {
    const { accessToken } = await server.login();
    const answer = await documentUrl(accessToken, 2000);
    const first = pdf(2000);
    expect((await put(answer.UploadUrl, first)).status).toBe(200);

    const again = await put(answer.UploadUrl, pdf(1500));
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ error: 'UploadLinkUsedException', Message: 'This upload link has already been used. Please upload the file again.' });

    const saved = await server.call('POST', ProfileApiRoutes.saveDocument.path, { token: accessToken, body: { Title: 'Result', FileName: 'result.pdf', FileKey: answer.FileKey } });
    expect(saved.status, saved.body.Message).toBe(200);
    const replaced = await put(answer.UploadUrl, pdf(1800));
    expect(replaced.status).toBe(403);
    expect(await readFile(diskPath(answer.FileKey))).toEqual(first);
  });

  it('a refused upload does not use the URL up: the right bytes may follow', async () => {
    const { accessToken } = await server.login();
    const answer = await documentUrl(accessToken, 1000);
    expect((await put(answer.UploadUrl, png)).status).toBe(415);
    expect((await put(answer.UploadUrl, pdf(1000))).status).toBe(200);
  });

  it('two PUTs racing on one URL store exactly one file', async () => {
    const { accessToken } = await server.login();
    const answer = await documentUrl(accessToken, 50_000);
    const results = await Promise.all([put(answer.UploadUrl, pdf(50_000)), put(answer.UploadUrl, pdf(50_000))]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 403]);
  });
});

describe('the declared FileSize is the limit', () => {
  it('declared 100 bytes: 3 MB is 413 with message 117, by Content-Length or while streaming; 100 bytes are fine', async () => {
    const { accessToken } = await server.login();
    const answer = await documentUrl(accessToken, 100);
    const big = pdf(3 * 1024 * 1024);
    const declared = await put(answer.UploadUrl, big);
    expect(declared.status).toBe(413);
    expect(declared.body.Message).toBe(message117);

    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= big.length) return controller.close();
        controller.enqueue(big.subarray(sent, sent + 64 * 1024));
        sent += 64 * 1024;
      },
    });
    const streamed = await put(answer.UploadUrl, stream);
    expect(streamed.status).toBe(413);
    expect(streamed.body.Message).toBe(message117);
    expect(existsSync(diskPath(answer.FileKey))).toBe(false);

    expect((await put(answer.UploadUrl, pdf(101))).status).toBe(413);
    expect((await put(answer.UploadUrl, pdf(100))).status).toBe(200);
  });

  it('S3: the pre-signed PUT signs Content-Length = the declared size', async () => {
    const storage = createS3Storage({
      bucket: 'portal-files',
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
      clock: () => new Date('2026-03-02T09:00:00Z'),
    });
    const { url } = await storage.createUploadUrl(newObjectKey(CloudStorageFolder.educationCertificate, '6f1c2a9e-4b7d-4c1e-9a55-0d9f3e2b1a01', 'a.pdf'), { contentType: 'application/pdf', maxBytes: 5_000_000, declaredBytes: 100, expiresInSeconds: 900 });
    expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
    await storage.close();
  });
});

describe('stored documents are never active content in our origin', () => {
  it('a PDF is served as an attachment with a sandboxing CSP; an image inline, also sandboxed', async () => {
    const { accessToken } = await server.login();
    const document = await documentUrl(accessToken, 1200);
    expect((await put(document.UploadUrl, pdf(1200))).status).toBe(200);
    const read = await fetch(new URL(document.FileUrl, server.baseUrl));
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(read.headers.get('content-disposition')).toBe('attachment; filename="result.pdf"');
    expect(read.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");

    const image = await presigned(accessToken, { Folder: CloudStorageFolder.profileImage, FileName: 'me.png', ContentType: 'image/png', FileSize: png.length });
    expect((await put(image.UploadUrl, png)).status).toBe(200);
    const shown = await fetch(new URL(image.FileUrl, server.baseUrl));
    expect(shown.headers.get('content-disposition')).toBe('inline; filename="me.png"');
    expect(shown.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('S3 read URLs ask for the same disposition', async () => {
    const storage = createS3Storage({ bucket: 'portal-files', region: 'us-east-1', forcePathStyle: true, endpoint: 'http://127.0.0.1:9', credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' }, clock: () => new Date('2026-03-02T09:00:00Z') });
    const key = newObjectKey(CloudStorageFolder.educationCertificate, '6f1c2a9e-4b7d-4c1e-9a55-0d9f3e2b1a01', 'a.pdf');
    const document = new URL((await storage.createDownloadUrl(key, { contentType: 'application/pdf', fileName: 'a.pdf', expiresInSeconds: 60 })).url);
    expect(document.searchParams.get('response-content-disposition')).toBe('attachment; filename="a.pdf"');
    const image = new URL((await storage.createDownloadUrl(key, { contentType: 'image/png', fileName: 'a.png', expiresInSeconds: 60 })).url);
    expect(image.searchParams.get('response-content-disposition')).toBe('inline; filename="a.png"');
    await storage.close();
  });
});
