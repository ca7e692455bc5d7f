import { ApiRoutes, type ApiRouteName } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPrefix, apiUrl } from '../src/http/define-route';
import { validRequest } from './helpers/route-samples';
import { startTestServer, type CallOptions, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

// Every route of the domain's table (packages/domain/src/api/routes): its `auth` flag is the one
// source of truth for "needs the token", and this file holds the server to it.
const routeNames = Object.keys(ApiRoutes) as ApiRouteName[];
/** OpenAPI writes a path parameter as `{Name}` where fastify's URL has `:Name` (getInvoicePdf). */
const documentedUrl = (route: (typeof ApiRoutes)[ApiRouteName]) => apiUrl(route).replace(/:(\w+)/g, '{$1}');

/**
 * The `auth: false` routes whose sample is refused for its content (a made-up code or token): the
 * exception proves the handler ran without a token. Every other `auth: false` sample succeeds.
 */
const refusedForContent: Partial<Record<ApiRouteName, string>> = {
  refreshToken: 'InvalidRefreshTokenException',
  confirmEmail: 'InvalidConfirmationCodeException',
  resetPassword: 'InvalidResetCodeException',
  verifyOtp: 'InvalidOtpException',
};

const huge = 'x'.repeat(100_000);
/** Bodies no route accepts; each must get a 4xx envelope, never a 500. */
const garbageBodies: CallOptions[] = [
  { raw: '{"unterminated": ', headers: { 'content-type': 'application/json' } },
  { raw: 'null', headers: { 'content-type': 'application/json' } },
  { raw: '[1,2,3]', headers: { 'content-type': 'application/json' } },
  { raw: '"just a string"', headers: { 'content-type': 'application/json' } },
  { raw: '12', headers: { 'content-type': 'application/json' } },
  { raw: '<xml/>', headers: { 'content-type': 'application/xml' } },
  { raw: 'a=1&b[]=2&c[d]=3', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  {
    body: {
      username: huge,
      password: huge,
      userName: { $gt: '' },
      UserId: ['a'],
      Code: null,
      AccessToken: 1,
      RefreshToken: true,
    },
  },
  {
    body: {
      fullName: 1,
      userName: [],
      email: {},
      password: null,
      phoneNumber: 'abc',
      countryCode: '🙂',
      timeZoneId: huge,
      phoneCode: '--',
      UpdateAuthToken: 'yes',
      PhoneNumber: -1,
      QuestionId: 'one',
      OptionId: 1.5,
      Subject: huge,
      Message: null,
      CandidateSOSId: 'x',
      oldPassword: 1,
      newPassword: 2,
      confirmPassword: 3,
      NewEmail: 'not-mail',
      Email: 5,
      code: {},
      __proto__: { admin: true },
    },
  },
  { body: { constructor: { prototype: { polluted: true } } } },
];
const garbageQueries: Record<string, string | number>[] = [
  { userName: huge.slice(0, 5000), AppVersionCode: -1, Platform: 'abc', Audience: '🙂' },
  { 'userName[]': 'a', AppVersionCode: '1e400', Platform: '1.5', Audience: '0x2' },
  { userName: '', AppVersionCode: '', Platform: '', Audience: '' },
];

describe('the route table', () => {
  it('registers exactly the routes of packages/domain/src/api/routes.ts', () => {
    for (const name of routeNames) {
      const route = ApiRoutes[name];
      expect(
        server.app.hasRoute({ method: route.method, url: apiUrl(route) }),
        `${name}: ${route.method} ${route.path}`,
      ).toBe(true);
    }
  });

  it('has no API route outside the table', async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const inTable = new Set(
      routeNames.map((name) => `${ApiRoutes[name].method} ${documentedUrl(ApiRoutes[name])}`),
    );
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${apiPrefix}/`))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(served.filter((route) => !inTable.has(route))).toEqual([]);
    expect(served).toHaveLength(routeNames.length);
  });

  it('documents every route in the OpenAPI JSON at /docs/json and serves the docs page', async () => {
    const response = await fetch(`${server.baseUrl}/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    for (const name of routeNames) {
      const route = ApiRoutes[name];
      expect(document.paths[documentedUrl(route)]?.[route.method.toLowerCase()], name).toBeDefined();
    }
    const page = await fetch(`${server.baseUrl}/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const result = await server.call('GET', 'NoSuchService/Nothing');
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ success: false, Data: null, Message: 'Not found' });
  });

  it('serves /health without the security header, with a request id', async () => {
    const response = await fetch(`${server.baseUrl}/health`, {
      headers: { 'x-request-id': 'trace-1234-abcd' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('trace-1234-abcd');
    expect(((await response.json()) as { Data: { status: string } }).Data.status).toBe('ok');
  });
});

describe.each(routeNames)('%s', (name) => {
  const route = ApiRoutes[name];

  it('refuses a request without the security header (403)', async () => {
    const result = await server.call(route.method, route.path, {
      ...validRequest[name],
      withoutSecurityHeader: true,
    });
    expect(result.status).toBe(403);
    expect(result.body.error).toBe('ForbiddenException');
  });

  it('answers garbage with a 4xx envelope naming the problem, never a 500', async () => {
    const { accessToken } = await server.login();
    const attempts: CallOptions[] =
      route.method === 'GET'
        ? garbageQueries.map((query) => ({ query }))
        : garbageBodies.map((garbage) => ({ ...garbage }));
    for (const attempt of attempts) {
      const result = await server.call(route.method, route.path, {
        ...attempt,
        token: accessToken,
        headers: { ...validRequest[name].headers, ...attempt.headers },
      });
      const label = `${route.method} ${route.path} with ${JSON.stringify(attempt).slice(0, 120)}`;
      expect(result.status, label).toBeLessThan(500);
      expect(typeof result.body.success, label).toBe('boolean');
      if (result.status === 400) {
        expect(result.body.success, label).toBe(false);
        expect(result.body.Message, label).toMatch(/^[\w.\-[\]]+: \S/);
      }
    }
    // Bodies past the size limit are refused up front.
    if (route.method !== 'GET') {
      const tooLarge = await server.call(route.method, route.path, {
        raw: JSON.stringify({ blob: 'y'.repeat(1_100_000) }),
        headers: { 'content-type': 'application/json' },
        token: accessToken,
      });
      expect(tooLarge.status).toBe(413);
    }
  });
});

describe.each(routeNames.filter((name) => ApiRoutes[name].auth))('%s (authenticated)', (name) => {
  const route = ApiRoutes[name];

  it('refuses a missing or expired bearer token (401)', async () => {
    const missing = await server.call(route.method, route.path, validRequest[name]);
    expect(missing.status).toBe(401);
    expect(missing.body.Message).toBe('Need auth');
    const { accessToken } = await server.login();
    server.clock.advance(15 * 60 + 1);
    const expired = await server.call(route.method, route.path, {
      ...validRequest[name],
      token: accessToken,
    });
    expect(expired.status).toBe(401);
  });
});

describe.each(routeNames.filter((name) => !ApiRoutes[name].auth))(
  '%s (no token needed)',
  (name) => {
    const route = ApiRoutes[name];

    it('answers without a bearer token', async () => {
      const result = await server.call(route.method, route.path, validRequest[name]);
      expect(result.status, result.body.Message).not.toBe(401);
      expect(result.status, result.body.Message).toBeLessThan(500);
      const refused = refusedForContent[name];
      if (refused) expect(result.body).toMatchObject({ success: false, error: refused });
      else expect(result.body.success, `${result.status} ${result.body.Message}`).toBe(true);
    });
  },
);
