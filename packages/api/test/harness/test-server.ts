import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small real HTTP server imitating the portal API for the transport tests: the envelope, bearer
 * checks with 401s, the token refresh endpoint, the form-encoded login, and a file-storage PUT.
 * It is not the real server (that one is covered by the contract test); it is the smallest thing
 * that speaks the same wire protocol, so the client's interceptors run against real sockets.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface CannedResponse {
  status: number;
  body?: unknown;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

export interface HarnessState {
  /** The access token the server currently accepts. */
  validAccessToken: string;
  /** The refresh token the server currently accepts. */
  validRefreshToken: string;
  refreshCalls: number;
  /** When set, the refresh endpoint answers with this status and a failure envelope. */
  refreshFailureStatus: number | null;
  refreshDelayMs: number;
  /** Delay of each 401 answer, by the order in which 401s are sent (staggers concurrent failures). */
  unauthorizedDelayMs: (index: number) => number;
  unauthorizedCount: number;
  /** Canned answers by "METHOD path" (path relative to the base, e.g. "GET AccountService/GetAppInfo"). */
  canned: Map<string, CannedResponse>;
  /** Paths (relative to the base) that need the bearer token. */
  protectedPaths: Set<string>;
}

export interface TestServer {
  readonly origin: string;
  readonly baseURL: string;
  readonly state: HarnessState;
  readonly requests: RecordedRequest[];
  /** Requests whose path (relative to the base) matches. */
  requestsTo(path: string): RecordedRequest[];
  close(): Promise<void>;
}

export const BASE_PATH = '/api/v6/';

const envelope = (Data: unknown, Message = 'OK') => ({ Data, success: true, Message, error: null });
const failure = (Message: string, error: string | null) => ({ Data: null, success: false, Message, error });

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let tokenGeneration = 1;
  const state: HarnessState = {
    validAccessToken: 'access-1',
    validRefreshToken: 'refresh-1',
    refreshCalls: 0,
    refreshFailureStatus: null,
    refreshDelayMs: 0,
    unauthorizedDelayMs: () => 0,
    unauthorizedCount: 0,
    canned: new Map(),
    protectedPaths: new Set(),
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: Buffer.concat(chunks),
    };
    requests.push(recorded);
    const send = (status: number, body?: unknown) => {
      if (response.destroyed) return;
      if (body === undefined) {
        response.writeHead(status).end();
        return;
      }
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };

    if (url.pathname.startsWith('/upload/')) {
      send(200);
      return;
    }
    if (!url.pathname.startsWith(BASE_PATH)) {
      send(404, failure('No such path', null));
      return;
    }
    const path = url.pathname.slice(BASE_PATH.length);
    const key = `${recorded.method} ${path}`;

    if (key === 'POST token/refresh') {
      state.refreshCalls += 1;
      await sleep(state.refreshDelayMs);
      const sent = JSON.parse(recorded.body.toString() || '{}') as { AccessToken?: string; RefreshToken?: string };
      if (state.refreshFailureStatus !== null) {
        send(state.refreshFailureStatus, failure('The refresh token is invalid', 'invalid_grant'));
        return;
      }
      if (sent.RefreshToken !== state.validRefreshToken) {
        send(400, failure('The refresh token is invalid', 'invalid_grant'));
        return;
      }
      tokenGeneration += 1;
      state.validAccessToken = `access-${tokenGeneration}`;
      state.validRefreshToken = `refresh-${tokenGeneration}`;
      send(200, envelope({ access_token: state.validAccessToken, refresh_token: state.validRefreshToken, expires_in: 60 }));
      return;
    }

    if (key === 'POST oauthService/token') {
      const form = new URLSearchParams(recorded.body.toString());
      if (form.get('username') === 'candidate' && form.get('password') === 'Secret#123' && form.get('grant_type') === 'password') {
        send(200, { access_token: state.validAccessToken, refresh_token: state.validRefreshToken, user_role: 'candidate', expires_in: 60 });
      } else {
        send(400, { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' });
      }
      return;
    }

    if (state.protectedPaths.has(path) && request.headers.authorization !== `Bearer ${state.validAccessToken}`) {
      const index = state.unauthorizedCount;
      state.unauthorizedCount += 1;
      await sleep(state.unauthorizedDelayMs(index));
      send(401, failure('Authorization has been denied for this request.', 'Unauthorized'));
      return;
    }

    const canned = state.canned.get(key);
    if (canned) {
      await sleep(canned.delayMs ?? 0);
      send(canned.status, canned.body);
      return;
    }
    // Default: echo what arrived, inside the envelope.
    send(
      200,
      envelope({
        method: recorded.method,
        path,
        query: Object.fromEntries(url.searchParams),
        body: recorded.body.toString(),
        authorization: request.headers.authorization ?? null,
      }),
    );
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    baseURL: `${origin}${BASE_PATH}`,
    state,
    requests,
    requestsTo: (path) => requests.filter((entry) => entry.path === `${BASE_PATH}${path}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port that was just free and is now closed: connecting to it fails with no response. */
export async function closedPortOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

function sleep(ms: number) {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
