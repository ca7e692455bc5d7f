import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isApiError, isCancelledRequest, uploadFile } from '../src';
import { startTestServer, type TestServer } from './harness/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const bytes = (size: number) => Uint8Array.from({ length: size }, (_, index) => index % 251);

describe('uploadFile', () => {
  it('PUTs the bytes as application/octet-stream with progress up to 100, without the security header or bearer', async () => {
    const body = bytes(3 * 1024 * 1024);
    const progress: number[] = [];
    await uploadFile(`${server.origin}/upload/doc-1?signature=abc`, new Blob([body]), { onProgress: (percent) => progress.push(percent) });

    const [request] = server.requests;
    expect(request?.method).toBe('PUT');
    expect(request?.path).toBe('/upload/doc-1');
    expect(request?.query.get('signature')).toBe('abc');
    expect(request?.headers['content-type']).toBe('application/octet-stream');
    expect(request?.headers['x-application-security']).toBeUndefined();
    expect(request?.headers.authorization).toBeUndefined();
    expect(Buffer.compare(request?.body ?? Buffer.alloc(0), Buffer.from(body))).toBe(0);

    expect(progress.at(-1)).toBe(100);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.every((percent, index) => index === 0 || percent > (progress[index - 1] ?? -1))).toBe(true);
    expect(progress.every((percent) => percent >= 0 && percent <= 100)).toBe(true);
  });

  it('accepts an ArrayBuffer, and a Uint8Array view as exactly its own bytes', async () => {
    const body = bytes(1000);
    await uploadFile(`${server.origin}/upload/doc-2`, body.buffer);
    expect(Buffer.compare(server.requests[0]?.body ?? Buffer.alloc(0), Buffer.from(body))).toBe(0);
    const view = body.subarray(100, 200);
    await uploadFile(`${server.origin}/upload/doc-3`, view);
    expect(Buffer.compare(server.requests[1]?.body ?? Buffer.alloc(0), Buffer.from(view))).toBe(0);
  });

  it('rejects with an ApiError when storage refuses the upload', async () => {
    const error = await uploadFile(`${server.origin}/storage/missing`, bytes(10)).catch((reason: unknown) => reason);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, statusText: 'Not found' });
  });

  it('can be aborted', async () => {
    const controller = new AbortController();
    controller.abort('user left');
    const error = await uploadFile(`${server.origin}/upload/doc-3`, bytes(10), { signal: controller.signal }).catch((reason: unknown) => reason);
    expect(isCancelledRequest(error)).toBe(true);
  });
});
