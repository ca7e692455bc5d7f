import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMediaKey, courseMediaType } from '../src/modules/courses/course-media';
import { createLocalDiskStorage } from '../src/platform/storage/local-disk-storage';
import { createS3Storage } from '../src/platform/storage/s3-storage';

const key = courseMediaKey('biology-carbohydrates.mp4');
const bytes = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');

describe('course media keys', () => {
  it('are well-formed storage keys in lecture-videos, the same on every start, typed by extension', () => {
    expect(key).toMatch(/^lecture-videos\/00000000-0000-4000-8000-00000000c0de\/[0-9a-f-]{36}-biology-carbohydrates\.mp4$/);
    expect(courseMediaKey('biology-carbohydrates.mp4')).toBe(key);
    expect(courseMediaKey('biology-carbohydrates.vtt')).not.toBe(key);
    expect(courseMediaType('a.mp4')).toBe('video/mp4');
    expect(courseMediaType('a.vtt')).toBe('text/vtt');
  });
});

describe('local disk: put and ranged read', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'portal-media-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores bytes under a key and reads them whole or by an inclusive byte range', async () => {
    const storage = createLocalDiskStorage({ root, signingKey: 'k'.repeat(48), publicBaseUrl: '', clock: () => new Date(), removeOnClose: false });
    await storage.put(key, bytes, 'video/mp4');
    expect((await storage.stat(key))?.sizeBytes).toBe(bytes.length);
    const whole = await storage.read(key);
    expect(whole && (await text(whole))).toBe(bytes.toString());
    const part = await storage.read(key, { start: 10, end: 15 });
    expect(part && (await text(part))).toBe('abcdef');
    await storage.put(key, Buffer.from('replaced'), 'video/mp4');
    expect((await storage.stat(key))?.sizeBytes).toBe(8);
    await expect(storage.put('../escape', bytes, 'video/mp4')).rejects.toThrow();
  });
});

/**
 * Offline S3: a localhost stand-in records what the SDK sends (no bucket is reachable from here):
 * a ranged GetObject carries the Range header, PutObject the bytes and their type.
 */
describe('S3 driver: put and ranged read (offline, against a stand-in)', () => {
  let stand: Server;
  let endpoint: string;
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
  beforeAll(async () => {
    stand = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        if (request.method === 'PUT') return response.writeHead(200, { etag: '"1"' }).end();
        const match = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
        if (!match) return response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': bytes.length }).end(bytes);
        const [start, end] = [Number(match[1]), Number(match[2])];
        response
          .writeHead(206, { 'content-type': 'video/mp4', 'content-range': `bytes ${start}-${end}/${bytes.length}`, 'content-length': end - start + 1 })
          .end(bytes.subarray(start, end + 1));
      });
    });
    await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(stand.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => stand?.close(resolve));
  });

  const s3 = () =>
    createS3Storage({
      bucket: 'portal-files',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLEEXAMPLE01', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      clock: () => new Date(),
    });

  it('asks GetObject for the byte range and streams only those bytes', async () => {
    const stream = await s3().read(key, { start: 10, end: 15 });
    expect(stream && (await text(stream))).toBe('abcdef');
    const request = seen.at(-1);
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`/portal-files/${key}?x-id=GetObject`);
    expect(request?.headers.range).toBe('bytes=10-15');
    const whole = await s3().read(key);
    expect(whole && (await text(whole))).toBe(bytes.toString());
    expect(seen.at(-1)?.headers.range).toBeUndefined();
  });

  it('puts the bytes with their content type', async () => {
    await s3().put(key, bytes, 'video/mp4');
    const request = seen.at(-1);
    expect(request?.method).toBe('PUT');
    expect(request?.url.startsWith(`/portal-files/${key}`)).toBe(true);
    expect(request?.headers['content-type']).toBe('video/mp4');
    expect(request?.body.equals(bytes)).toBe(true);
  });
});
