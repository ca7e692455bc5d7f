import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { errorEnvelope } from '@portal/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Node's default `maxHeaderSize`: the request line (URL with its query) and headers together. */
export const maxHeaderBytes = 16 * 1024;
/** Fastify's body limit, stated here so the message can name it. Uploads go to storage, not here. */
export const bodyLimitBytes = 1024 * 1024;

export const bodyTooLargeMessage = `body: The request body must be at most ${bodyLimitBytes / (1024 * 1024)} MB.`;

/** How much of a refused body is still read and thrown away so the client gets to read the answer. */
export const refusedBodyDrainBytes = 32 * 1024 * 1024;

/**
 * Reads the rest of a refused request body and throws it away, so the answer goes out once the
 * client has finished sending. Answering mid-upload and closing would make the client's next write
 * fail (EPIPE/ECONNRESET) and it would see a dropped connection instead of the 413 (finding 11).
 * Past `limit` bytes the connection is closed after the answer instead (a client that keeps
 * sending more than that is not waiting for an answer); the request timeout bounds the wait.
 */
export function drainRequestBody(raw: IncomingMessage, limit = refusedBodyDrainBytes): Promise<'drained' | 'gave-up'> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve('drained');
  return new Promise((resolve) => {
    let received = 0;
    const finish = (outcome: 'drained' | 'gave-up') => {
      raw.removeListener('data', onData);
      raw.removeListener('end', onEnd);
      raw.removeListener('close', onEnd);
      raw.removeListener('error', onEnd);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) finish('gave-up');
    };
    const onEnd = () => finish('drained');
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onEnd);
    raw.once('error', onEnd);
    raw.resume();
  });
}

interface ParserError extends Error {
  readonly code?: string;
}

function answerFor(error: ParserError): { status: number; reason: string; exception: string; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        exception: 'RequestHeaderFieldsTooLargeException',
        message: `The request's address and headers must stay under ${maxHeaderBytes / 1024} KB together.`,
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', exception: 'RequestTimeoutException', message: 'The request took too long to arrive.' };
    default:
      return { status: 400, reason: 'Bad Request', exception: 'BadRequestException', message: 'The request is not valid HTTP.' };
  }
}

/**
 * Errors node's HTTP parser raises before Fastify sees a request (oversized or malformed request
 * line and headers, a request that took too long): answered in the API's envelope instead of
 * Fastify's bare JSON (issue #20 finding 11; ASVS 5.0 V16.5.3). The socket is half-closed after
 * the answer, so the client reads it before the connection ends; one that lingers is destroyed.
 */
export function clientErrorHandler(error: ParserError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, exception, message } = answerFor(error);
  const body = JSON.stringify(errorEnvelope(message, exception));
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.setTimeout(5_000, () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/**
 * Errors Fastify's router raises before any route or hook runs (an URL whose percent-encoding
 * does not decode): the envelope too, with the answer's usual headers.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'url: The address is not valid (broken percent-encoding).' : 'The request is not valid.';
  void reply.status(status).type('application/json; charset=utf-8').send(errorEnvelope(message, 'BadRequestException'));
}
