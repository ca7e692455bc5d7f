import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiRoutes } from '@portal/domain';
import { ApiError, getAppInfo, login } from '../src';
import { closedPortOrigin, startTestServer, BASE_PATH, type TestServer } from './harness/test-server';
import { createTestClient } from './harness/test-client';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const appInfoKey = `GET ${ApiRoutes.getAppInfo.path}`;
const failure = (Message: string | null, error: string | null = null) => ({ Data: null, success: false, Message, error });

/** Makes GetAppInfo answer with `status` and `body`, calls it, and returns the rejection. */
async function failWith(status: number, body?: unknown): Promise<ApiError> {
  server.state.canned.set(appInfoKey, { status, body });
  const { client } = createTestClient(server.baseURL);
  const error = await getAppInfo(client).then(
    () => {
      throw new Error(`expected status ${status} to reject`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('error catalogue (spec 8)', () => {
  // A success:false envelope is a failure whatever the status; the status text still follows the status.
  it.each([
    [200, 'All done. Request successfully executed'],
    [201, 'Data successfully created'],
    [400, 'Bad Request'],
    [401, 'Need auth'],
    [404, 'Not found'],
    [503, 'Service Unavailable'],
    [500, 'Something went wrong. Please try later.'],
    [409, 'Something went wrong. Please try later.'],
    [502, 'Something went wrong. Please try later.'],
  ])('status %i -> %s', async (status, statusText) => {
    const error = await failWith(status, failure(null));
    expect(error.status).toBe(status);
    expect(error.statusText).toBe(statusText);
    // No description in the response: the message falls back to the status text.
    expect(error.message).toBe(statusText);
    expect(error.exception).toBeNull();
  });

  it('carries the envelope Message as message and error as exception', async () => {
    const error = await failWith(400, failure('The phone number is already used.', 'UserInActiveException'));
    expect(error.toJSON()).toEqual({
      status: 400,
      statusText: 'Bad Request',
      message: 'The phone number is already used.',
      exception: 'UserInActiveException',
    });
  });

  it('a failure without a body still gets its status text', async () => {
    const error = await failWith(503);
    expect(error).toMatchObject({ status: 503, statusText: 'Service Unavailable', message: 'Service Unavailable' });
  });

  it('no response (closed port) -> Connection lost. Try again.', async () => {
    const origin = await closedPortOrigin();
    const { client } = createTestClient(`${origin}${BASE_PATH}`);
    const error = await getAppInfo(client).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: null, statusText: 'Connection lost. Try again.', message: 'Connection lost. Try again.' });
  });

  it('a login error uses error_description and error', async () => {
    const { client } = createTestClient(server.baseURL);
    const error = await login(client, { username: 'candidate', password: 'wrong' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      statusText: 'Bad Request',
      message: 'The user name or password is incorrect.',
      exception: 'invalid_grant',
    });
  });
});
