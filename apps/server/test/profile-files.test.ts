import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  AcademicDocument,
  AcademicDocumentsResponse,
  ApiRoutes,
  CloudStorageFolder,
  PreSignedUrlResponse,
  FilesApiRoutes, ProfileApiRoutes,
  ProfileImageResponse,
  UploadLimits,
  defaultApplicationMessages,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * Profile image and academic documents over real HTTP, with the local storage driver on a real
 * folder: pre-signed URL, PUT of the bytes, save, read, delete, and every refusal on the way.
 */
let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-profile-files-'));
  server = await startTestServer({ dataDir });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const message116 = defaultApplicationMessages.find((message) => message.id === 116)?.message;
const message117 = defaultApplicationMessages.find((message) => message.id === 117)?.message;

// Real magic bytes, padded: what a browser would send for each type.
const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2000, 0x20), Buffer.from('%%EOF\n')]);
const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(500, 7)]);
const jpegBytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from('JFIF\0'), Buffer.alloc(700, 3)]);
/** A Windows executable (MZ header), whatever it is called. */
const exeBytes = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(600, 0x41)]);

const diskPath = (key: string) => join(dataDir, 'files', ...key.split('/'));

interface PresignInput {
  Folder?: string;
  FileName?: string;
  ContentType?: string;
  FileSize?: number | string;
}

async function presign(token: string, input: PresignInput = {}) {
  const query = { Folder: CloudStorageFolder.educationCertificate, FileName: 'Matric certificate.pdf', ContentType: 'application/pdf', FileSize: pdfBytes.length, ...input };
  return server.call<PreSignedUrlResponse>('GET', FilesApiRoutes.getPreSignedUrl.path, { token, query });
}

async function presigned(token: string, input: PresignInput = {}): Promise<PreSignedUrlResponse> {
  const result = await presign(token, input);
  expect(result.status, result.body.Message).toBe(200);
  return PreSignedUrlResponse.parse(result.body.Data);
}

/** A PUT like the portal's uploadFile: raw bytes, application/octet-stream, no bearer, no app header. */
async function put(url: string, body: Buffer | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(url, server.baseUrl), {
    method: 'PUT',
    body: body instanceof ReadableStream ? body : new Uint8Array(body),
    headers: { 'content-type': 'application/octet-stream', ...headers },
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as { Message: string; error: string | null; success: boolean } };
}

async function get(url: string) {
  const response = await fetch(new URL(url, server.baseUrl));
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Uploads `bytes` into `folder` and returns the key. */
async function upload(token: string, bytes: Buffer, input: PresignInput = {}): Promise<PreSignedUrlResponse> {
  const answer = await presigned(token, { FileSize: bytes.length, ...input });
  const stored = await put(answer.UploadUrl, bytes);
  expect(stored.status, stored.body.Message).toBe(200);
  return answer;
}

async function saveDocument(token: string, body: Record<string, unknown>) {
  return server.call<AcademicDocument>('POST', ProfileApiRoutes.saveDocument.path, { token, body });
}

async function documents(token: string) {
  const result = await server.call('GET', ProfileApiRoutes.getDocuments.path, { token });
  expect(result.status).toBe(200);
  return AcademicDocumentsResponse.parse(result.body.Data).Documents;
}

describe('academic documents', () => {
  it('pre-sign, upload, save, list, read and remove (the file leaves the disk)', async () => {
    const a = await server.login();
    const answer = await presigned(a.accessToken);
    expect(answer.FileKey).toMatch(new RegExp(`^education-certificate/${a.userId}/[0-9a-f-]{36}-Matric-certificate\\.pdf$`));
    expect(answer.UploadUrl).toMatch(/^\/files\/education-certificate\/.+\?expires=\d+&type=application%2Fpdf&max=\d+&sig=/);
    expect(new Date(answer.ExpiresOn).getTime() - server.clock.now().getTime()).toBe(15 * 60 * 1000);

    expect((await put(answer.UploadUrl, pdfBytes)).status).toBe(200);
    expect(await readFile(diskPath(answer.FileKey))).toEqual(pdfBytes);

    const saved = await saveDocument(a.accessToken, { Title: 'Matric', FileName: 'Matric certificate.pdf', FileKey: answer.FileKey });
    expect(saved.status, saved.body.Message).toBe(200);
    const document = AcademicDocument.parse(saved.body.Data);
    expect(document).toMatchObject({ Title: 'Matric', FileName: 'Matric certificate.pdf', UploadedOn: server.clock.now().toISOString() });

    const listed = await documents(a.accessToken);
    expect(listed.map((item) => item.CandidateAcademicId)).toEqual([document.CandidateAcademicId]);
    const read = await get(listed[0]?.FileUrl ?? '');
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.bytes).toEqual(pdfBytes);

    const removed = await server.call('DELETE', ProfileApiRoutes.removeDocument.path, { token: a.accessToken, query: { candidateAcademicId: document.CandidateAcademicId } });
    expect(removed.status).toBe(200);
    expect(existsSync(diskPath(answer.FileKey))).toBe(false);
    expect(await documents(a.accessToken)).toEqual([]);
    expect((await get(listed[0]?.FileUrl ?? '')).status).toBe(404);
    const again = await server.call('DELETE', ProfileApiRoutes.removeDocument.path, { token: a.accessToken, query: { candidateAcademicId: document.CandidateAcademicId } });
    expect(again.status).toBe(404);
  });

  it('replacing a document (CandidateAcademicId) deletes the file it replaces', async () => {
    const a = await server.login();
    const first = await upload(a.accessToken, pdfBytes);
    const saved = AcademicDocument.parse((await saveDocument(a.accessToken, { Title: 'Inter', FileName: 'inter.pdf', FileKey: first.FileKey })).body.Data);
    const second = await upload(a.accessToken, jpegBytes, { FileName: 'inter scan.jpg', ContentType: 'image/jpeg' });
    const replaced = await saveDocument(a.accessToken, { CandidateAcademicId: saved.CandidateAcademicId, Title: 'Inter (scan)', FileName: 'inter scan.jpg', FileKey: second.FileKey });
    expect(replaced.status, replaced.body.Message).toBe(200);
    expect(AcademicDocument.parse(replaced.body.Data)).toMatchObject({ CandidateAcademicId: saved.CandidateAcademicId, Title: 'Inter (scan)' });
    expect(existsSync(diskPath(first.FileKey))).toBe(false);
    const read = await get((await documents(a.accessToken)).find((item) => item.CandidateAcademicId === saved.CandidateAcademicId)?.FileUrl ?? '');
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(read.bytes).toEqual(jpegBytes);
  });

  it('refuses to save a key with no upload behind it, a key of another folder, or a key saved twice', async () => {
    const a = await server.login();
    const never = await presigned(a.accessToken);
    const missing = await saveDocument(a.accessToken, { Title: 'Ghost', FileName: 'ghost.pdf', FileKey: never.FileKey });
    expect(missing.status).toBe(404);
    expect(missing.body.Message).toBe('The uploaded file was not found. Please upload it again.');

    const image = await upload(a.accessToken, pngBytes, { Folder: CloudStorageFolder.profileImage, FileName: 'me.png', ContentType: 'image/png' });
    expect((await saveDocument(a.accessToken, { Title: 'Photo', FileName: 'me.png', FileKey: image.FileKey })).status).toBe(404);

    const once = await upload(a.accessToken, pdfBytes);
    expect((await saveDocument(a.accessToken, { Title: 'One', FileName: 'one.pdf', FileKey: once.FileKey })).status).toBe(200);
    const twice = await saveDocument(a.accessToken, { Title: 'Two', FileName: 'one.pdf', FileKey: once.FileKey });
    expect(twice.status).toBe(400);
    expect(twice.body.Message).toContain('FileKey');
  });

  it('checks the stored bytes again when saving (what an S3 PUT cannot check): a wrong type is refused with 116 and deleted', async () => {
    const a = await server.login();
    const answer = await presigned(a.accessToken);
    // As if the bytes had reached storage unchecked.
    await mkdir(dirname(diskPath(answer.FileKey)), { recursive: true });
    await writeFile(diskPath(answer.FileKey), exeBytes);
    const saved = await saveDocument(a.accessToken, { Title: 'Not a PDF', FileName: 'x.pdf', FileKey: answer.FileKey });
    expect(saved.status).toBe(400);
    expect(saved.body.Message).toBe(message116);
    expect(existsSync(diskPath(answer.FileKey))).toBe(false);
  });
});

describe('profile image', () => {
  it('sets, reads (image, profile, user info, login) and replaces the image; the old file is deleted', async () => {
    const a = await server.login('demo.candidate2');
    const none = await server.call('GET', ProfileApiRoutes.getProfileImage.path, { token: a.accessToken });
    expect(ProfileImageResponse.parse(none.body.Data).ProfileImage).toBeNull();

    const first = await upload(a.accessToken, pngBytes, { Folder: CloudStorageFolder.profileImage, FileName: 'me.png', ContentType: 'image/png' });
    const set = await server.call('POST', ProfileApiRoutes.updateProfileImage.path, { token: a.accessToken, body: { ProfileImage: first.FileKey } });
    expect(set.status, set.body.Message).toBe(200);
    const url = ProfileImageResponse.parse(set.body.Data).ProfileImage ?? '';
    expect(url).toMatch(/^\/files\/profile-image\//);
    const image = await get(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.bytes).toEqual(pngBytes);

    const read = await server.call('GET', ProfileApiRoutes.getProfileImage.path, { token: a.accessToken });
    expect(ProfileImageResponse.parse(read.body.Data).ProfileImage).toBe(url);
    const profile = await server.call<{ ProfileImage: string | null }>('GET', ProfileApiRoutes.getProfile.path, { token: a.accessToken });
    expect(profile.body.Data.ProfileImage).toBe(url);
    const info = await server.call<{ ProfileImage: string | null }>('GET', ApiRoutes.getLoggedInUserInfo.path, { token: a.accessToken, query: { AppVersionCode: 1, Platform: 1 } });
    expect(info.body.Data.ProfileImage).toBe(url);
    const login = await server.call<{ user_profile_picture: string | null }>('POST', ApiRoutes.login.path, {
      form: { username: 'demo.candidate2', password: 'Demo@12345', grant_type: 'password' },
    });
    expect(login.body.Data.user_profile_picture).toBe(url);

    const second = await upload(a.accessToken, jpegBytes, { Folder: CloudStorageFolder.profileImage, FileName: 'me.jpg', ContentType: 'image/jpeg' });
    const replaced = await server.call('POST', ProfileApiRoutes.updateProfileImage.path, { token: a.accessToken, body: { ProfileImage: second.FileKey } });
    expect(replaced.status).toBe(200);
    expect(existsSync(diskPath(first.FileKey))).toBe(false);
    expect(existsSync(diskPath(second.FileKey))).toBe(true);
  });

  it('two concurrent changes leave exactly one image file: the one in use', async () => {
    const a = await server.login('demo.candidate2');
    const initial = await upload(a.accessToken, pngBytes, { Folder: CloudStorageFolder.profileImage, FileName: 'initial.png', ContentType: 'image/png' });
    expect((await server.call('POST', ProfileApiRoutes.updateProfileImage.path, { token: a.accessToken, body: { ProfileImage: initial.FileKey } })).status).toBe(200);
    const uploads = await Promise.all(
      ['one.png', 'two.png', 'three.png'].map((name) => upload(a.accessToken, pngBytes, { Folder: CloudStorageFolder.profileImage, FileName: name, ContentType: 'image/png' })),
    );
    const results = await Promise.all(
      uploads.map((item) => server.call('POST', ProfileApiRoutes.updateProfileImage.path, { token: a.accessToken, body: { ProfileImage: item.FileKey } })),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    const current = ProfileImageResponse.parse((await server.call('GET', ProfileApiRoutes.getProfileImage.path, { token: a.accessToken })).body.Data).ProfileImage ?? '';
    const remaining = uploads.filter((item) => existsSync(diskPath(item.FileKey)));
    expect(remaining).toHaveLength(1);
    expect(current).toContain(remaining[0]?.FileKey);
    expect(existsSync(diskPath(initial.FileKey))).toBe(false);
    const folder = join(dataDir, 'files', CloudStorageFolder.profileImage, a.userId);
    expect(await readdir(folder)).toHaveLength(1);
  });

  it('refuses a document folder key and a key that was never uploaded', async () => {
    const a = await server.login('demo.candidate2');
    const pdf = await upload(a.accessToken, pdfBytes);
    expect((await server.call('POST', ProfileApiRoutes.updateProfileImage.path, { token: a.accessToken, body: { ProfileImage: pdf.FileKey } })).status).toBe(404);
    const never = await presigned(a.accessToken, { Folder: CloudStorageFolder.profileImage, FileName: 'x.png', ContentType: 'image/png' });
    expect((await server.call('POST', ProfileApiRoutes.updateProfileImage.path, { token: a.accessToken, body: { ProfileImage: never.FileKey } })).status).toBe(404);
    expect((await server.call('POST', ProfileApiRoutes.updateProfileImage.path, { token: a.accessToken, body: { ProfileImage: 'https://evil.example/x.png' } })).status).toBe(404);
  });
});

describe('pre-signed URL refusals (before any byte moves)', () => {
  it('a type the folder does not take is 400 with message 116; a size above the limit is 400 with 117', async () => {
    const a = await server.login();
    const exe = await presign(a.accessToken, { FileName: 'setup.exe', ContentType: 'application/x-msdownload' });
    expect(exe.status).toBe(400);
    expect(exe.body.Message).toBe(message116);
    const webpDocument = await presign(a.accessToken, { FileName: 'scan.webp', ContentType: 'image/webp' });
    expect(webpDocument.body.Message).toBe(message116);
    const pdfImage = await presign(a.accessToken, { Folder: CloudStorageFolder.profileImage });
    expect(pdfImage.body.Message).toBe(message116);
    const big = await presign(a.accessToken, { FileSize: UploadLimits.maxDocumentBytes + 1 });
    expect(big.status).toBe(400);
    expect(big.body.Message).toBe(message117);
    expect((await presign(a.accessToken, { FileSize: UploadLimits.maxDocumentBytes })).status).toBe(200);
    const folder = await presign(a.accessToken, { Folder: CloudStorageFolder.lectureVideos, ContentType: 'video/mp4' });
    expect(folder.status).toBe(400);
    expect(folder.body.Message).toBe('Files cannot be uploaded to this folder from the portal.');
  });

  it('a file name cannot steer the key: separators and dots are flattened', async () => {
    const a = await server.login();
    const answer = await presigned(a.accessToken, { FileName: '../../../etc/passwd.pdf' });
    expect(answer.FileKey).toMatch(new RegExp(`^education-certificate/${a.userId}/[0-9a-f-]{36}-passwd\\.pdf$`));
    const dots = await presigned(a.accessToken, { FileName: '..\\..\\ré sumé?.pdf' });
    expect(dots.FileKey).toMatch(/\/[0-9a-f-]{36}-re-sume-\.pdf$/);
  });
});

describe('uploads the storage refuses', () => {
  it('a .exe body on a URL signed for png: 415 with message 116, nothing stored', async () => {
    const a = await server.login();
    const answer = await presigned(a.accessToken, { Folder: CloudStorageFolder.profileImage, FileName: 'photo.png', ContentType: 'image/png', FileSize: exeBytes.length });
    const result = await put(answer.UploadUrl, exeBytes);
    expect(result.status).toBe(415);
    expect(result.body.Message).toBe(message116);
    expect(existsSync(diskPath(answer.FileKey))).toBe(false);
    // A body too short to show any type is refused the same way.
    expect((await put(answer.UploadUrl, Buffer.from([0x89, 0x50]))).status).toBe(415);
  });

  it('oversize: 413 with message 117, whether declared (Content-Length) or found while streaming (chunked)', async () => {
    const a = await server.login();
    const answer = await presigned(a.accessToken, { FileSize: 1000 });
    const oversize = Buffer.concat([pdfBytes, Buffer.alloc(UploadLimits.maxDocumentBytes, 0x20)]);
    const declared = await put(answer.UploadUrl, oversize);
    expect(declared.status).toBe(413);
    expect(declared.body.Message).toBe(message117);

    // No Content-Length: the limit is found while the bytes stream in.
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(pdfBytes);
        if (sent > UploadLimits.maxDocumentBytes + chunk.length) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const streamed = await put(answer.UploadUrl, stream);
    expect(streamed.status).toBe(413);
    expect(streamed.body.Message).toBe(message117);
    expect(existsSync(diskPath(answer.FileKey))).toBe(false);
    const leftovers = existsSync(join(dataDir, 'files', '.uploads')) ? await readdir(join(dataDir, 'files', '.uploads')) : [];
    expect(leftovers).toEqual([]);

    // The declared size itself is fine (it is the URL's limit: test/upload-urls.test.ts).
    const exact = Buffer.concat([pdfBytes.subarray(0, 9), Buffer.alloc(1000 - 9, 0x20)]);
    expect((await put(answer.UploadUrl, exact)).status).toBe(200);
  });

  it('an expired upload URL is refused (403) and so is a tampered one (signature, limit, type, key)', async () => {
    const a = await server.login();
    const b = await server.login('demo.candidate2');
    const answer = await presigned(a.accessToken);
    const url = new URL(answer.UploadUrl, server.baseUrl);

    const tampered = (change: (url: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return copy.toString();
    };
    const signature = url.searchParams.get('sig') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      tampered((copy) => copy.searchParams.set('sig', flipped)),
      tampered((copy) => copy.searchParams.set('sig', 'short')),
      tampered((copy) => copy.searchParams.delete('sig')),
      tampered((copy) => copy.searchParams.set('max', String(UploadLimits.maxMediaBytes))),
      tampered((copy) => copy.searchParams.set('type', 'image/png')),
      tampered((copy) => copy.searchParams.set('expires', String(Number(copy.searchParams.get('expires')) + 3600))),
      tampered((copy) => (copy.pathname = copy.pathname.replace(a.userId, b.userId))),
    ]) {
      const result = await put(bad, pdfBytes);
      expect(result.status, bad).toBe(403);
      expect(result.body.Message).toBe('This file link is invalid or has expired. Please try again.');
    }

    server.clock.advance(15 * 60 + 1);
    const expired = await put(answer.UploadUrl, pdfBytes);
    expect(expired.status).toBe(403);
    expect(expired.body.error).toBe('ExpiredLinkException');
    expect(existsSync(diskPath(answer.FileKey))).toBe(false);
  });

  it('a read URL expires and cannot be tampered with either', async () => {
    const a = await server.login();
    const answer = await upload(a.accessToken, pdfBytes);
    expect((await get(answer.FileUrl)).status).toBe(200);
    const url = new URL(answer.FileUrl, server.baseUrl);
    url.searchParams.set('type', 'text/html');
    expect((await get(url.toString())).status).toBe(403);
    const other = new URL(answer.FileUrl, server.baseUrl);
    other.pathname = other.pathname.replace(/\/[^/]+$/, '/00000000-0000-4000-8000-000000000000-passwd');
    expect((await get(other.toString())).status).toBe(403);
    server.clock.advance(2 * 3600 + 1);
    expect((await get(answer.FileUrl)).status).toBe(403);
  });

  it('paths outside the key format are refused before the disk is touched', async () => {
    for (const path of ['/files/../secrets.json', '/files/%2e%2e/secrets.json', '/files/education-certificate/..%2f..%2fsecrets.json', '/files/.uploads/x.part']) {
      const response = await fetch(new URL(`${path}?expires=9999999999&sig=x&type=application/pdf&name=x`, server.baseUrl));
      expect([403, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('fileUrlSigningKey');
    }
  });
});

describe('another candidate (IDOR)', () => {
  it('B cannot list, read via the API, save with, replace or delete A\'s documents, nor take A\'s image', async () => {
    const a = await server.login();
    const b = await server.login('demo.candidate2');
    const answer = await upload(a.accessToken, pdfBytes);
    const saved = AcademicDocument.parse((await saveDocument(a.accessToken, { Title: 'A only', FileName: 'a.pdf', FileKey: answer.FileKey })).body.Data);

    expect((await documents(b.accessToken)).some((item) => item.CandidateAcademicId === saved.CandidateAcademicId)).toBe(false);

    const missing = await server.call('DELETE', ProfileApiRoutes.removeDocument.path, { token: b.accessToken, query: { candidateAcademicId: 999_999 } });
    const foreign = await server.call('DELETE', ProfileApiRoutes.removeDocument.path, { token: b.accessToken, query: { candidateAcademicId: saved.CandidateAcademicId } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);

    const withKey = await saveDocument(b.accessToken, { Title: 'Stolen', FileName: 'a.pdf', FileKey: answer.FileKey });
    expect(withKey.status).toBe(404);
    const bOwn = await upload(b.accessToken, pdfBytes);
    const replace = await saveDocument(b.accessToken, { CandidateAcademicId: saved.CandidateAcademicId, Title: 'Overwrite', FileName: 'b.pdf', FileKey: bOwn.FileKey });
    expect(replace.status).toBe(404);
    expect(replace.body.Message).toBe(missing.body.Message);

    const aImage = await upload(a.accessToken, pngBytes, { Folder: CloudStorageFolder.profileImage, FileName: 'a.png', ContentType: 'image/png' });
    const takeImage = await server.call('POST', ProfileApiRoutes.updateProfileImage.path, { token: b.accessToken, body: { ProfileImage: aImage.FileKey } });
    expect(takeImage.status).toBe(404);
    expect((await server.call('POST', ProfileApiRoutes.updateProfileImage.path, { token: a.accessToken, body: { ProfileImage: aImage.FileKey } })).status).toBe(200);
    // Nothing B reads names A's files.
    for (const path of [ProfileApiRoutes.getProfileImage.path, ProfileApiRoutes.getProfile.path, ProfileApiRoutes.getDocuments.path]) {
      const read = await server.call('GET', path, { token: b.accessToken });
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).not.toContain(a.userId);
    }

    // A's document and files are untouched.
    expect((await documents(a.accessToken)).find((item) => item.CandidateAcademicId === saved.CandidateAcademicId)?.Title).toBe('A only');
    expect(await readFile(diskPath(answer.FileKey))).toEqual(pdfBytes);
    expect(existsSync(diskPath(aImage.FileKey))).toBe(true);
    // Every key B is given is under B's own prefix.
    expect((await presigned(b.accessToken)).FileKey.split('/')[1]).toBe(b.userId);
  });
});

describe('input and authentication', () => {
  it('bad input is 400 naming the field', async () => {
    const { accessToken: token } = await server.login();
    const cases: [string, Promise<{ status: number; body: { Message: string } }>][] = [
      ['FileSize', server.call('GET', FilesApiRoutes.getPreSignedUrl.path, { token, query: { Folder: 'education-certificate', FileName: 'a.pdf', ContentType: 'application/pdf' } })],
      ['FileSize', presign(token, { FileSize: 'lots' })],
      ['Folder', presign(token, { Folder: 'secrets' })],
      ['FileName', presign(token, { FileName: '' })],
      ['Title', saveDocument(token, { FileName: 'a.pdf', FileKey: 'k' })],
      ['FileKey', saveDocument(token, { Title: 'T', FileName: 'a.pdf' })],
      ['ProfileImage', server.call('POST', ProfileApiRoutes.updateProfileImage.path, { token, body: {} })],
      ['candidateAcademicId', server.call('DELETE', ProfileApiRoutes.removeDocument.path, { token, query: { candidateAcademicId: 'abc' } })],
      ['candidateAcademicId', server.call('DELETE', ProfileApiRoutes.removeDocument.path, { token })],
    ];
    for (const [field, pending] of cases) {
      const result = await pending;
      expect(result.status, field).toBe(400);
      expect(result.body.Message).toContain(field);
    }
  });

  it('every profile file call needs the bearer token (401)', async () => {
    const calls: [string, string][] = [
      ['GET', ProfileApiRoutes.getProfileImage.path],
      ['POST', ProfileApiRoutes.updateProfileImage.path],
      ['GET', ProfileApiRoutes.getDocuments.path],
      ['GET', FilesApiRoutes.getPreSignedUrl.path],
      ['POST', ProfileApiRoutes.saveDocument.path],
      ['DELETE', ProfileApiRoutes.removeDocument.path],
    ];
    const validInput: Record<string, { query?: Record<string, string | number>; body?: unknown }> = {
      [ProfileApiRoutes.updateProfileImage.path]: { body: { ProfileImage: 'k' } },
      [FilesApiRoutes.getPreSignedUrl.path]: { query: { Folder: 'education-certificate', FileName: 'a.pdf', ContentType: 'application/pdf', FileSize: 10 } },
      [ProfileApiRoutes.saveDocument.path]: { body: { Title: 'T', FileName: 'a.pdf', FileKey: 'k' } },
      [ProfileApiRoutes.removeDocument.path]: { query: { candidateAcademicId: 1 } },
    };
    for (const [method, path] of calls) {
      const result = await server.call(method, path, validInput[path] ?? {});
      expect(result.status, path).toBe(401);
    }
  });
});
