import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CourseType, DashboardApiRoutes } from '@portal/domain';
import {
  createApiClient,
  createMemoryTokenStore,
  getMyCourses,
  requestUrl,
  type EarlyReads,
  type EarlyResponse,
} from '../src';
import { startTestServer, type TestServer } from './harness/test-server';
import { SECURITY_HEADER } from './harness/test-client';

/*
 * Early reads (issue #10): the portal's document sends a signed-in route's first reads before the
 * app loads; the transport takes the response sent for its exact URL and token instead of asking
 * again. These run against the harness server with real fetch responses.
 */

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  server.state.protectedPaths.add('CandidateCourseService/GetMyCourses');
  server.state.canned.set('GET CandidateCourseService/GetMyCourses', {
    status: 200,
    body: {
      Data: { Courses: [{ CourseName: 'from the server' }] },
      success: true,
      Message: 'OK',
      error: null,
    },
  });
});

afterEach(async () => {
  await server.close();
});

/** A registry as the page's early-read script leaves it: responses by URL, sent with one token. */
function registry(
  token: string,
  responses: Record<string, Promise<EarlyResponse>>,
): EarlyReads & { taken: string[] } {
  const taken: string[] = [];
  return {
    taken,
    take(url, accessToken) {
      taken.push(url);
      if (accessToken !== token) return undefined;
      const response = responses[url];
      delete responses[url];
      return response;
    },
  };
}

const coursesUrl = () =>
  requestUrl(server.baseURL, DashboardApiRoutes.getMyCourses.path, {
    CourseType: CourseType.Active,
  });
/** What the page's script sends: the security header and the bearer, as the transport does. */
const sendEarly = (url: string, token: string) =>
  fetch(url, {
    headers: {
      [SECURITY_HEADER.name]: SECURITY_HEADER.value,
      Authorization: `Bearer ${token}`,
      Accept: 'application/json, text/plain, */*',
    },
  });

function clientWith(earlyReads: EarlyReads, accessToken = server.state.validAccessToken) {
  const tokenStore = createMemoryTokenStore({
    accessToken,
    refreshToken: server.state.validRefreshToken,
  });
  return createApiClient({
    baseURL: server.baseURL,
    securityHeader: SECURITY_HEADER,
    tokenStore,
    onLogout: vi.fn(),
    earlyReads,
  });
}

describe('requestUrl writes the URL exactly as axios requests it', () => {
  it.each([
    [{ CourseType: 1 }],
    [{ filter: 1, lessThanCandidateNotificationId: 0, pageSize: 20 }],
    [{ AppVersionCode: 1, Platform: 1 }],
    [{ q: 'a b:c,$d/é&e=f', flag: true, skipped: undefined, empty: '' }],
    [{}],
  ])('%o', (query) => {
    const instance = axios.create({ baseURL: 'http://host.test/api/v6/' });
    expect(requestUrl('http://host.test/api/v6/', 'Service/Operation', query)).toBe(
      instance.getUri({ url: 'Service/Operation', params: query }),
    );
    expect(requestUrl('/api/v6/', 'Service/Operation', query)).toBe(
      axios.create({ baseURL: '/api/v6/' }).getUri({ url: 'Service/Operation', params: query }),
    );
  });
});

describe('the transport takes an early read once, for its URL and token', () => {
  it('resolves a call from the response the page sent, without asking again; the next call asks', async () => {
    const token = server.state.validAccessToken;
    const earlyReads = registry(token, { [coursesUrl()]: sendEarly(coursesUrl(), token) });
    const client = clientWith(earlyReads);
    await expect(getMyCourses(client, CourseType.Active)).resolves.toEqual({
      Courses: [{ CourseName: 'from the server' }],
    });
    // One request: the page's own (it carried the security header and the bearer).
    const sent = server.requestsTo('CandidateCourseService/GetMyCourses');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['x-application-security']).toBe(SECURITY_HEADER.value);
    // Taken once: the next call sends its own request.
    await getMyCourses(client, CourseType.Active);
    expect(server.requestsTo('CandidateCourseService/GetMyCourses')).toHaveLength(2);
    expect(earlyReads.taken).toEqual([coursesUrl(), coursesUrl()]);
  });

  it('a response sent with another token is never used: the call asks with its own', async () => {
    const earlyReads = registry('someone-else', {
      [coursesUrl()]: Promise.resolve({
        status: 200,
        text: async () =>
          JSON.stringify({
            Data: { Courses: [{ CourseName: 'another user' }] },
            success: true,
            Message: 'OK',
            error: null,
          }),
      }),
    });
    await expect(getMyCourses(clientWith(earlyReads), CourseType.Active)).resolves.toEqual({
      Courses: [{ CourseName: 'from the server' }],
    });
    expect(server.requestsTo('CandidateCourseService/GetMyCourses')).toHaveLength(1);
  });

  it('an early 401 goes through the usual refresh and retry', async () => {
    const stale = 'access-stale';
    const earlyReads = registry(stale, { [coursesUrl()]: sendEarly(coursesUrl(), stale) });
    const client = clientWith(earlyReads, stale);
    await expect(getMyCourses(client, CourseType.Active)).resolves.toEqual({
      Courses: [{ CourseName: 'from the server' }],
    });
    expect(server.state.refreshCalls).toBe(1);
    expect(client.tokens.getAccessToken()).toBe(server.state.validAccessToken);
  });

  it('a failed early read (network) falls back to the usual request; a success:false envelope rejects as it would', async () => {
    const token = server.state.validAccessToken;
    await expect(
      getMyCourses(
        clientWith(
          registry(token, { [coursesUrl()]: Promise.reject(new TypeError('Failed to fetch')) }),
        ),
        CourseType.Active,
      ),
    ).resolves.toEqual({ Courses: [{ CourseName: 'from the server' }] });
    const refused = registry(token, {
      [coursesUrl()]: Promise.resolve({
        status: 200,
        text: async () =>
          JSON.stringify({ Data: null, success: false, Message: 'Not allowed', error: 'x' }),
      }),
    });
    await expect(getMyCourses(clientWith(refused), CourseType.Active)).rejects.toMatchObject({
      message: 'Not allowed',
    });
    expect(server.requestsTo('CandidateCourseService/GetMyCourses')).toHaveLength(1);
  });

  it('a cancelled call stops waiting for its early read', async () => {
    const token = server.state.validAccessToken;
    const client = clientWith(
      registry(token, { [coursesUrl()]: new Promise<EarlyResponse>(() => undefined) }),
    );
    const pending = getMyCourses(client, CourseType.Active);
    await vi.waitFor(() => expect(client.pendingCancellable).toBe(1));
    client.cancelAll();
    await expect(pending).rejects.toMatchObject({ name: 'CancelledRequestError' });
  });
});
