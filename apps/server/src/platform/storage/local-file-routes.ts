import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import parseRange from 'range-parser';
import { ok } from '../../core/envelope';
import { AppError } from '../../core/errors';
import { FileRefusedError, type ByteRange } from './file-storage';
import { localFilesPath, type LocalDiskStorage, type UrlCheck } from './local-disk-storage';

type Query = Record<string, string | undefined>;

/**
 * The one byte range a Range header asks for (range-parser), null for none (or several, or a
 * malformed header: the whole file is served), 'unsatisfiable' when it starts past the end.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const ranges = parseRange(size, header);
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : null;
}

/** 403 for a file URL that is malformed, tampered with or expired (one message: the portal asks for a new one). */
const refusedLink = (check: UrlCheck<unknown>) =>
  new AppError(403, check.ok ? 'ForbiddenException' : check.reason === 'expired' ? 'ExpiredLinkException' : 'InvalidSignatureException', 'FileLinkInvalid');

export const fileTooLarge = () => new AppError(413, 'FileTooLargeException', 'FileSizeError');
export const fileWrongType = () => new AppError(415, 'UnsupportedFileTypeException', 'FileFormatError');

/** Lets the rest of a refused request body arrive and be discarded, so the client reads the answer. */
function drain(request: FastifyRequest) {
  request.raw.resume();
}

const keyOf = (request: FastifyRequest) => (request.params as { '*': string })['*'];

/**
 * The local driver's file URLs, served by this server (DESIGN.md: HMAC-signed expiring PUT/GET
 * URLs): PUT stores one upload (raw application/octet-stream, streamed to disk with the size
 * limit and a magic-byte type check), GET reads a file. The URL is the only authority, as with
 * S3 pre-signed URLs: no bearer token and no application header travel to the storage host.
 * Hidden from the OpenAPI document: these are storage URLs, not API calls.
 */
export async function registerLocalFileRoutes(app: FastifyInstance, storage: LocalDiskStorage): Promise<void> {
  await app.register(async (scope) => {
    // Only here: an octet-stream body reaches the handler as the raw stream, unparsed and unbuffered.
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

    scope.route({
      method: 'PUT',
      url: `${localFilesPath}/*`,
      schema: { hide: true },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const key = keyOf(request);
        const check = storage.checkUploadUrl(key, request.query as Query);
        if (!check.ok) {
          drain(request);
          throw refusedLink(check);
        }
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > check.grant.maxBytes) {
          drain(request);
          throw fileTooLarge();
        }
        const body = (request.body as Readable | undefined) ?? request.raw;
        try {
          const stored = await storage.write(key, body, check.grant);
          return reply.send(ok({ FileKey: stored.key, Size: stored.sizeBytes }));
        } catch (error) {
          drain(request);
          if (error instanceof FileRefusedError) throw error.reason === 'too-large' ? fileTooLarge() : fileWrongType();
          throw error;
        }
      },
    });

    scope.route({
      method: 'GET',
      url: `${localFilesPath}/*`,
      schema: { hide: true },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const key = keyOf(request);
        const check = storage.checkDownloadUrl(key, request.query as Query);
        if (!check.ok) throw refusedLink(check);
        const info = await storage.stat(key);
        if (!info) throw new AppError(404, 'NotFoundException', 'NotFound');
        // Seekable media (a video's player asks for byte ranges): one range is served, 206; a range
        // past the end is 416 naming the size; several ranges, or a malformed header, get the whole file.
        const range = byteRangeOf(request.headers.range, info.sizeBytes);
        if (range === 'unsatisfiable') {
          throw new AppError(416, 'RangeNotSatisfiableException', 'RangeNotSatisfiable', undefined, { 'content-range': `bytes */${info.sizeBytes}` });
        }
        const stream = await storage.read(key, range ?? undefined);
        if (!stream) throw new AppError(404, 'NotFoundException', 'NotFound');
        const expires = Number((request.query as Query).expires);
        const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
        // Only sniffed PDF/JPEG/PNG/WebP uploads and the server's own course media are ever stored;
        // nosniff keeps browsers to the signed type. Images also get a locked-down CSP (the
        // browser's PDF viewer needs its own).
        if (check.grant.contentType.startsWith('image/')) reply.header('content-security-policy', "default-src 'none'; sandbox");
        reply
          .header('content-type', check.grant.contentType)
          .header('content-disposition', `inline; filename="${check.grant.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', `private, max-age=${maxAge}`)
          .header('accept-ranges', 'bytes');
        if (range) {
          reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.sizeBytes}`).header('content-length', range.end - range.start + 1);
        } else {
          reply.header('content-length', info.sizeBytes);
        }
        return reply.send(stream);
      },
    });
  });
}
