import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  AcademicDocumentsResponse,
  CloudStorageFolder,
  PreSignedUrlResponse,
  FilesApiRoutes, ProfileApiRoutes,
  ProfileImageResponse,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHousekeeping } from '../src/jobs/housekeeping';
import {
  createUploadSweep,
  partialUploadGraceSeconds,
  sweepUploads,
  unsavedUploadGraceSeconds,
  uploadSaveWindowSeconds,
} from '../src/modules/files';
import type { FileStorage, ListedFile } from '../src/platform/storage/file-storage';
import { createLocalDiskStorage } from '../src/platform/storage/local-disk-storage';
import { createS3Storage } from '../src/platform/storage/s3-storage';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * The storage sweep of housekeeping: uploads that were never saved (no academic document, no
 * profile image) go once past the grace period, and so do stale `.part` files; everything
 * referenced, fresh, or not ours stays. Local driver on a real folder, uploads through the real
 * pre-signed URL flow; the S3 listing against a small ListObjectsV2 stand-in on localhost.
 */
let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-storage-sweep-'));
  server = await startTestServer({ dataDir });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const pdfBytes = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
  Buffer.alloc(2000, 0x20),
  Buffer.from('%%EOF\n'),
]);
const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(500, 7),
]);

const diskPath = (key: string) => join(dataDir, 'files', ...key.split('/'));
const hoursAgo = (hours: number) => new Date(server.clock.now().getTime() - hours * 3600 * 1000);
/** Sets a file's modification time (what the local driver lists as modifiedAt). */
const age = (path: string, when: Date) => utimes(path, when, when);

interface UploadInput {
  Folder?: string;
  FileName?: string;
  ContentType?: string;
}

/** Pre-sign, then PUT the bytes to the signed URL like the portal does; returns the key. */
async function upload(token: string, bytes: Buffer, input: UploadInput = {}): Promise<string> {
  const query = {
    Folder: CloudStorageFolder.educationCertificate,
    FileName: 'Matric certificate.pdf',
    ContentType: 'application/pdf',
    FileSize: bytes.length,
    ...input,
  };
  const signed = await server.call<PreSignedUrlResponse>(
    'GET',
    FilesApiRoutes.getPreSignedUrl.path,
    { token, query },
  );
  expect(signed.status, signed.body.Message).toBe(200);
  const answer = PreSignedUrlResponse.parse(signed.body.Data);
  const response = await fetch(new URL(answer.UploadUrl, server.baseUrl), {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(response.status).toBe(200);
  expect(await readFile(diskPath(answer.FileKey))).toEqual(bytes);
  return answer.FileKey;
}

const uploadImage = (token: string, name: string) =>
  upload(token, pngBytes, {
    Folder: CloudStorageFolder.profileImage,
    FileName: name,
    ContentType: 'image/png',
  });

async function saveDocument(token: string, fileKey: string) {
  return server.call('POST', ProfileApiRoutes.saveDocument.path, {
    token,
    body: { Title: 'Matric', FileName: 'matric.pdf', FileKey: fileKey },
  });
}

async function download(url: string) {
  const response = await fetch(new URL(url, server.baseUrl));
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function collect(listing: AsyncIterable<ListedFile>): Promise<ListedFile[]> {
  const entries: ListedFile[] = [];
  for await (const entry of listing) entries.push(entry);
  return entries.sort((left, right) => left.key.localeCompare(right.key));
}

const noFiles = { unsaved: 0, partial: 0, failed: 0 };

describe('storage sweep (local driver, real upload flow)', () => {
  it('deletes stale unsaved uploads and .part files; keeps saved documents, profile images, fresh uploads and foreign files', async () => {
    const { account, files } = server.app.modules;
    const housekeeping = createHousekeeping([account.sweep, files.sweep], server.app.log);
    expect((await housekeeping.run()).files).toEqual(noFiles);

    const a = await server.login();
    const b = await server.login('demo.candidate2');
    const savedDocument = await upload(a.accessToken, pdfBytes);
    expect((await saveDocument(a.accessToken, savedDocument)).status).toBe(200);
    const unsavedDocument = await upload(a.accessToken, pdfBytes, { FileName: 'never saved.pdf' });
    const freshDocument = await upload(a.accessToken, pdfBytes, { FileName: 'saving soon.pdf' });
    const profileImage = await uploadImage(b.accessToken, 'me.png');
    const setImage = await server.call('POST', ProfileApiRoutes.updateProfileImage.path, {
      token: b.accessToken,
      body: { ProfileImage: profileImage },
    });
    expect(setImage.status, setImage.body.Message).toBe(200);
    const unsavedImage = await uploadImage(b.accessToken, 'not chosen.png');

    // Not ours to sweep: a staff folder, and a name in an upload folder that is no key.
    const staffFile = join(
      dataDir,
      'files',
      CloudStorageFolder.lectureVideos,
      a.userId,
      `${randomUUID()}-lecture.mp4`,
    );
    const strayFile = join(dataDir, 'files', CloudStorageFolder.educationCertificate, 'notes.txt');
    // Partial uploads: one a crash left two hours ago, one still being written.
    const stalePart = join(dataDir, 'files', '.uploads', `${randomUUID()}.part`);
    const livePart = join(dataDir, 'files', '.uploads', `${randomUUID()}.part`);
    for (const path of [staffFile, strayFile, stalePart, livePart]) {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, 'bytes');
    }

    const stale = hoursAgo(unsavedUploadGraceSeconds / 3600 + 1);
    for (const key of [savedDocument, unsavedDocument, profileImage, unsavedImage])
      await age(diskPath(key), stale);
    await age(diskPath(freshDocument), hoursAgo(unsavedUploadGraceSeconds / 3600 - 1));
    await age(staffFile, stale);
    await age(strayFile, stale);
    await age(stalePart, hoursAgo(partialUploadGraceSeconds / 3600 + 1));
    await age(
      livePart,
      new Date(server.clock.now().getTime() - (partialUploadGraceSeconds - 60) * 1000),
    );

    const result = await housekeeping.run();
    expect(result.files).toEqual({ unsaved: 2, partial: 1, failed: 0 });

    expect(existsSync(diskPath(unsavedDocument))).toBe(false);
    expect(existsSync(diskPath(unsavedImage))).toBe(false);
    expect(existsSync(stalePart)).toBe(false);
    for (const key of [savedDocument, profileImage, freshDocument])
      expect(existsSync(diskPath(key)), key).toBe(true);
    for (const path of [staffFile, strayFile, livePart]) expect(existsSync(path), path).toBe(true);

    // The saved document and the profile image still download.
    const documents = AcademicDocumentsResponse.parse(
      (await server.call('GET', ProfileApiRoutes.getDocuments.path, { token: a.accessToken })).body
        .Data,
    ).Documents;
    expect(documents).toHaveLength(1);
    const document = await download(documents[0]?.FileUrl ?? '');
    expect(document.status).toBe(200);
    expect(document.bytes).toEqual(pdfBytes);
    const imageUrl = ProfileImageResponse.parse(
      (await server.call('GET', ProfileApiRoutes.getProfileImage.path, { token: b.accessToken }))
        .body.Data,
    ).ProfileImage;
    const image = await download(imageUrl ?? '');
    expect(image.status).toBe(200);
    expect(image.bytes).toEqual(pngBytes);

    // The fresh upload can still be saved; the swept one reads as never uploaded.
    expect((await saveDocument(a.accessToken, freshDocument)).status).toBe(200);
    const swept = await saveDocument(a.accessToken, unsavedDocument);
    expect(swept.status).toBe(404);
    expect(swept.body.Message).toBe('The uploaded file was not found. Please upload it again.');

    // Nothing left to do: a second run deletes nothing, even a day later for what is now saved.
    expect((await housekeeping.run()).files).toEqual(noFiles);
    await age(diskPath(freshDocument), stale);
    expect((await housekeeping.run()).files).toEqual(noFiles);
    expect(existsSync(diskPath(freshDocument))).toBe(true);
  });

  it('refuses to save an upload past its save window (an hour before the sweep may take it); a saved document keeps its file for edits', async () => {
    const a = await server.login();
    const late = await upload(a.accessToken, pdfBytes);
    await age(diskPath(late), hoursAgo(unsavedUploadGraceSeconds / 3600 - 0.5));
    const refused = await saveDocument(a.accessToken, late);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('NotFoundException');
    const imageLate = await uploadImage(a.accessToken, 'late.png');
    await age(diskPath(imageLate), hoursAgo(unsavedUploadGraceSeconds / 3600 - 0.5));
    const imageRefused = await server.call('POST', ProfileApiRoutes.updateProfileImage.path, {
      token: a.accessToken,
      body: { ProfileImage: imageLate },
    });
    expect(imageRefused.status).toBe(404);

    // Within the window: saved. Weeks later its title can still be edited (the file is referenced).
    const onTime = await upload(a.accessToken, pdfBytes);
    await age(diskPath(onTime), hoursAgo(uploadSaveWindowSeconds / 3600 - 0.5));
    const saved = await saveDocument(a.accessToken, onTime);
    expect(saved.status, saved.body.Message).toBe(200);
    const { CandidateAcademicId } = saved.body.Data as { CandidateAcademicId: number };
    await age(diskPath(onTime), hoursAgo(24 * 30));
    const edited = await server.call('POST', ProfileApiRoutes.saveDocument.path, {
      token: a.accessToken,
      body: {
        CandidateAcademicId,
        Title: 'Matric (renamed)',
        FileName: 'matric.pdf',
        FileKey: onTime,
      },
    });
    expect(edited.status, edited.body.Message).toBe(200);
  });

  it('does not break on storage that was never written to (no root folder at all)', async () => {
    const root = join(dataDir, 'never-created', 'files');
    const empty = createLocalDiskStorage({
      root,
      signingKey: 'k'.repeat(43),
      publicBaseUrl: '',
      clock: server.clock.now,
    });
    expect(await collect(empty.list())).toEqual([]);
    expect(await collect(empty.list(`${CloudStorageFolder.profileImage}/`))).toEqual([]);
    const { referencedKeys } = server.app.modules.files;
    expect(await sweepUploads(empty, referencedKeys, server.clock.now())).toEqual(noFiles);
    const housekeeping = createHousekeeping([createUploadSweep(empty, referencedKeys, server.clock.now)], server.app.log);
    expect((await housekeeping.run()).files).toEqual(noFiles);
    expect(existsSync(root)).toBe(false);
  });

  it('stops between files once its signal aborts (shutdown)', async () => {
    const a = await server.login();
    const key = await upload(a.accessToken, pdfBytes, { FileName: 'left for later.pdf' });
    await age(diskPath(key), hoursAgo(unsavedUploadGraceSeconds / 3600 + 1));
    expect(
      await sweepUploads(
        server.app.platform.storage,
        server.app.modules.files.referencedKeys,
        server.clock.now(),
        AbortSignal.abort(),
      ),
    ).toEqual(noFiles);
    expect(existsSync(diskPath(key))).toBe(true);
    expect(
      await sweepUploads(server.app.platform.storage, server.app.modules.files.referencedKeys, server.clock.now()),
    ).toEqual({ unsaved: 1, partial: 0, failed: 0 });
    expect(existsSync(diskPath(key))).toBe(false);
  });
});

describe('local driver listing', () => {
  it('lists keys with size and mtime, .part files as partial, filters by prefix, never leaves the root', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portal-list-'));
    const outside = await mkdtemp(join(tmpdir(), 'portal-outside-'));
    try {
      const storage = createLocalDiskStorage({
        root,
        signingKey: 'k'.repeat(43),
        publicBaseUrl: '',
        clock: server.clock.now,
      });
      const owner = randomUUID();
      const image = `${CloudStorageFolder.profileImage}/${owner}/${randomUUID()}-me.png`;
      const certificate = `${CloudStorageFolder.educationCertificate}/${owner}/${randomUUID()}-matric.pdf`;
      const part = `.uploads/${randomUUID()}.part`;
      const when = new Date('2026-03-01T08:00:00.000Z');
      for (const [key, size] of [
        [image, 3],
        [certificate, 5],
        [part, 7],
        ['.uploads/notes.txt', 1],
      ] as const) {
        await mkdir(dirname(join(root, key)), { recursive: true });
        await writeFile(join(root, key), Buffer.alloc(size));
        await age(join(root, key), when);
      }
      // A link out of the root is neither listed nor followed.
      await writeFile(join(outside, 'secret.pdf'), 'secret');
      await symlink(outside, join(root, CloudStorageFolder.educationCertificate, 'linked'));
      await symlink(
        join(outside, 'secret.pdf'),
        join(root, CloudStorageFolder.educationCertificate, owner, 'secret.pdf'),
      );

      expect(await collect(storage.list())).toEqual([
        { kind: 'partial', key: part, sizeBytes: 7, modifiedAt: when },
        { kind: 'object', key: certificate, sizeBytes: 5, modifiedAt: when },
        { kind: 'object', key: image, sizeBytes: 3, modifiedAt: when },
      ]);
      expect(
        (await collect(storage.list(`${CloudStorageFolder.profileImage}/`))).map(
          (entry) => entry.key,
        ),
      ).toEqual([image]);
      expect(
        (
          await collect(
            storage.list(`${CloudStorageFolder.educationCertificate}/${owner.slice(0, 8)}`),
          )
        ).map((entry) => entry.key),
      ).toEqual([certificate]);
      expect((await collect(storage.list('.uploads/'))).map((entry) => entry.kind)).toEqual([
        'partial',
      ]);
      expect(await collect(storage.list(`${CloudStorageFolder.landingVideo}/`))).toEqual([]);
      for (const bad of [
        '../',
        '/etc/',
        `${CloudStorageFolder.profileImage}/../../`,
        'a\\b',
        './',
      ]) {
        await expect(collect(storage.list(bad)), bad).rejects.toThrow('not a storage prefix');
      }

      // deletePartial takes only a partial upload's key.
      await expect(storage.deletePartial(image)).rejects.toThrow('not a partial upload');
      await expect(storage.deletePartial('.uploads/../../x.part')).rejects.toThrow(
        'not a partial upload',
      );
      expect(existsSync(join(root, image))).toBe(true);
      await storage.deletePartial(part);
      await storage.deletePartial(part);
      expect(existsSync(join(root, part))).toBe(false);
    } finally {
      await rm(root, { recursive: true, force: true });
      await rm(outside, { recursive: true, force: true });
    }
  });
});

/**
 * Offline S3: a localhost stand-in answering ListObjectsV2 (two pages) and DeleteObject, so the
 * requests the SDK builds (list-type=2, prefix, continuation token, path-style bucket) and the
 * paginated parsing are real. A real bucket (auth, eventual consistency, permissions) is untested.
 */
describe('S3 driver listing (offline, against a ListObjectsV2 stand-in)', () => {
  let stand: Server;
  let endpoint: string;
  const requests: { method: string; url: URL }[] = [];
  let objects: { key: string; modified: Date; size: number }[] = [];

  const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  function answer(request: IncomingMessage) {
    const url = new URL(request.url ?? '/', 'http://stand.test');
    requests.push({ method: request.method ?? '', url });
    if (request.method === 'DELETE') {
      const key = decodeURIComponent(url.pathname.replace(/^\/portal-files\//, ''));
      objects = objects.filter((object) => object.key !== key);
      return { status: 204, body: '' };
    }
    // One key per page, to make the client follow the continuation token.
    const prefix = url.searchParams.get('prefix') ?? '';
    const matching = objects
      .filter((object) => object.key.startsWith(prefix))
      .sort((left, right) => left.key.localeCompare(right.key));
    const start = Number(url.searchParams.get('continuation-token') ?? 0);
    const page = matching.slice(start, start + 1);
    const truncated = start + 1 < matching.length;
    const contents = page
      .map(
        (object) =>
          `<Contents><Key>${xml(object.key)}</Key><LastModified>${object.modified.toISOString()}</LastModified><ETag>"e"</ETag><Size>${object.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('');
    const body =
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>portal-files</Name><Prefix>${xml(prefix)}</Prefix>` +
      `<KeyCount>${page.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${start + 1}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`;
    return { status: 200, body };
  }

  beforeAll(async () => {
    stand = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const { status, body } = answer(request);
        response.writeHead(status, { 'content-type': 'application/xml' }).end(body);
      });
    });
    await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(stand.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => stand?.close(resolve));
  });

  const s3 = (): FileStorage =>
    createS3Storage({
      bucket: 'portal-files',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: {
        accessKeyId: 'AKIAEXAMPLEEXAMPLE01',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      clock: server.clock.now,
    });

  it('follows the continuation token page by page, with the prefix, and yields key, size and LastModified', async () => {
    const storage = s3();
    const when = new Date('2026-03-01T08:00:00.000Z');
    const owner = randomUUID();
    objects = [1, 2, 3].map((index) => ({
      key: `${CloudStorageFolder.profileImage}/${owner}/${randomUUID()}-${index}.png`,
      modified: when,
      size: index * 10,
    }));
    objects.push({
      key: `${CloudStorageFolder.lectureVideos}/${owner}/${randomUUID()}-v.mp4`,
      modified: when,
      size: 1,
    });
    requests.length = 0;
    const listed = await collect(storage.list(`${CloudStorageFolder.profileImage}/`));
    expect(listed).toEqual(
      objects
        .filter((object) => object.key.startsWith(CloudStorageFolder.profileImage))
        .sort((left, right) => left.key.localeCompare(right.key))
        .map((object) => ({
          kind: 'object',
          key: object.key,
          sizeBytes: object.size,
          modifiedAt: when,
        })),
    );
    expect(requests).toHaveLength(3);
    for (const [index, request] of requests.entries()) {
      expect(request.method).toBe('GET');
      expect(request.url.pathname).toBe('/portal-files/');
      expect(request.url.searchParams.get('list-type')).toBe('2');
      expect(request.url.searchParams.get('prefix')).toBe(`${CloudStorageFolder.profileImage}/`);
      expect(request.url.searchParams.get('max-keys')).toBe('1000');
      expect(request.url.searchParams.get('continuation-token')).toBe(
        index === 0 ? null : String(index),
      );
    }
    await expect(storage.deletePartial('.uploads/x.part')).rejects.toThrow('no partial uploads');
    await storage.close();
  });

  it('sweeps a bucket the same way: only stale, unreferenced keys of the upload folders are deleted', async () => {
    const a = await server.login();
    const saved = await upload(a.accessToken, pdfBytes, { FileName: 'kept on s3.pdf' });
    expect((await saveDocument(a.accessToken, saved)).status).toBe(200);
    const stale = hoursAgo(unsavedUploadGraceSeconds / 3600 + 1);
    const unsaved = `${CloudStorageFolder.educationCertificate}/${a.userId}/${randomUUID()}-unsaved.pdf`;
    const fresh = `${CloudStorageFolder.profileImage}/${a.userId}/${randomUUID()}-fresh.png`;
    const staff = `${CloudStorageFolder.subjectImage}/${a.userId}/${randomUUID()}-subject.png`;
    objects = [
      { key: saved, modified: stale, size: 1 },
      { key: unsaved, modified: stale, size: 1 },
      { key: fresh, modified: hoursAgo(1), size: 1 },
      { key: staff, modified: stale, size: 1 },
      { key: `${CloudStorageFolder.profileImage}/not-a-key.png`, modified: stale, size: 1 },
    ];
    requests.length = 0;
    const storage = s3();
    expect(await sweepUploads(storage, server.app.modules.files.referencedKeys, server.clock.now())).toEqual({
      unsaved: 1,
      partial: 0,
      failed: 0,
    });
    expect(objects.map((object) => object.key).sort()).toEqual(
      [saved, fresh, staff, `${CloudStorageFolder.profileImage}/not-a-key.png`].sort(),
    );
    expect(
      requests
        .filter((request) => request.method === 'DELETE')
        .map((request) => decodeURIComponent(request.url.pathname)),
    ).toEqual([`/portal-files/${unsaved}`]);
    // Only the upload folders (and the partial prefix) are listed, never the staff folders.
    const prefixes = requests
      .filter((request) => request.method === 'GET')
      .map((request) => request.url.searchParams.get('prefix'));
    expect(new Set(prefixes)).toEqual(
      new Set([
        `${CloudStorageFolder.profileImage}/`,
        `${CloudStorageFolder.educationCertificate}/`,
        `${CloudStorageFolder.assignments}/`,
        '.uploads/',
      ]),
    );
    await storage.close();
  });
});
