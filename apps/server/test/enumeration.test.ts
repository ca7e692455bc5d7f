import { AccountApiRoutes, ApiRoutes } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBudgets, type RequestBudget, type RequestLimiter } from '../src/http/request-limits';
import { findUserByUserName, updateUser } from '../src/modules/account/account.queries';
import { startTestServer, type CallResult, type TestServer } from './helpers/test-server';

// Finding 7 of issue 20: SendOTP/VerifyOTP answered differently for known and unknown user names,
// ResendConfirmationEmail gave 429 for an existing unconfirmed account and 200 for an unknown one,
// and IsUserNameUnique answered 200 probes in under a second. Now the anonymous answers are the
// same either way (ASVS 5.0 V6.3.8) and anonymous routes are throttled per address (V2.4.1).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  const user = await findUserByUserName(server.app.platform.db, 'demo.candidate2');
  if (!user) throw new Error('demo.candidate2 is seeded');
  await updateUser(server.app.platform.db, user.id, { isPhoneNumberConfirmed: false });
});
afterAll(async () => {
  await server?.close();
});

/** What an observer sees of an answer. */
const seen = (result: CallResult) => ({ status: result.status, body: result.body, retryAfter: result.headers.get('retry-after') });
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('anonymous account routes answer the same for known and unknown user names', () => {
  const sendOtp = (userName: string, phoneNumber: string) =>
    server.call('POST', AccountApiRoutes.sendOtp.path, { body: { phoneCode: '+92', phoneNumber, userName, countryCode: 'PK' }, headers: from('198.51.100.1') });

  it('SendOTP: unknown, not a candidate, phone already confirmed, phone to confirm, and too soon again', async () => {
    const answers = [
      await sendOtp('no.such.user', '3110000001'),
      await sendOtp('demo.teacher', '3110000002'),
      await sendOtp('demo.candidate', '3110000003'),
      await sendOtp('demo.candidate2', '3110000004'),
      await sendOtp('demo.candidate2', '3110000005'),
    ].map(seen);
    expect(answers[0]?.status).toBe(200);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // Only the account that needs it got a code, once.
    expect(await server.outbox('+923110000004')).toHaveLength(1);
    for (const number of ['+923110000001', '+923110000002', '+923110000003', '+923110000005']) expect(await server.outbox(number)).toEqual([]);
  });

  it('VerifyOTP: unknown user, wrong code, and no code sent answer alike', async () => {
    const verify = (UserName: string) =>
      server.call('POST', AccountApiRoutes.verifyOtp.path, {
        body: { UpdateAuthToken: false, PhoneNumber: '3110000004', Code: '000000', UserName },
        headers: from('198.51.100.1'),
      });
    const answers = [await verify('no.such.user'), await verify('demo.candidate2'), await verify('demo.candidate'), await verify('demo.teacher')].map(seen);
    expect(answers[0]?.status).toBe(400);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('ResendConfirmationEmail: an unconfirmed account asked twice in a minute answers like an unknown name', async () => {
    const user = await findUserByUserName(server.app.platform.db, 'demo.candidate2');
    await updateUser(server.app.platform.db, user?.id ?? '', { isEmailConfirmed: false });
    const resend = (username: string) => server.call('POST', AccountApiRoutes.resendConfirmationEmail.path, { body: { username }, headers: from('198.51.100.1') });
    const answers = [await resend('demo.candidate2'), await resend('demo.candidate2'), await resend('no.such.user')].map(seen);
    expect(answers[0]?.status).toBe(200);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    await updateUser(server.app.platform.db, user?.id ?? '', { isEmailConfirmed: true });
  });
});

describe('anonymous routes are throttled per client address', () => {
  it('IsUserNameUnique: a prober is stopped at its budget; other addresses and the next window are not', async () => {
    const budget = requestBudgets.userNameCheck;
    const probe = (index: number, address: string) =>
      server.call<boolean>('GET', AccountApiRoutes.isUserNameUnique.path, { query: { userName: `probe.${index}` }, headers: from(address) });
    for (let index = 0; index < budget.requests; index += 1) expect((await probe(index, '203.0.113.5')).status).toBe(200);
    const stopped = await probe(budget.requests, '203.0.113.5');
    expect(stopped.status).toBe(429);
    expect(stopped.body).toMatchObject({ success: false, error: 'TooManyRequestsException' });
    const wait = Number(stopped.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(budget.windowSeconds);
    // A person at another address is not affected.
    expect((await probe(0, '203.0.113.6')).body.Data).toBe(true);
    server.clock.advance(wait);
    expect((await probe(0, '203.0.113.5')).status).toBe(200);
  });

  it('SendOTP, VerifyOTP and ResendConfirmationEmail have a small budget per address', async () => {
    const budget = requestBudgets.accountMessage;
    const resend = () => server.call('POST', AccountApiRoutes.resendConfirmationEmail.path, { body: { username: 'no.such.user' }, headers: from('203.0.113.7') });
    for (let index = 0; index < budget.requests; index += 1) expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(429);
  });
});

describe('every anonymous route of the route table spends a per-address budget (future routes inherit it)', () => {
  it('counts each auth: false route except the two with their own throttling, and no route that needs a token', async () => {
    const counted = new Map<string, RequestBudget>();
    const recorder: RequestLimiter = {
      take: async (bucket, _key, budget) => {
        counted.set(bucket, budget);
        return 0;
      },
    };
    const recording = await startTestServer({ seedDemoData: false }, { requestLimiter: recorder });
    try {
      const routes = Object.values(ApiRoutes);
      // Any input: the budget is spent before validation, so malformed probes count too.
      for (const route of routes) await recording.call(route.method, route.path.replace(/\{\w+\}/g, '1'));
      const ownThrottling = new Set<string>([AccountApiRoutes.login.path, AccountApiRoutes.refreshToken.path]);
      for (const route of routes) {
        const expected = !route.auth && !ownThrottling.has(route.path);
        expect(counted.has(route.path), `${route.method} ${route.path}`).toBe(expected);
      }
      expect(counted.get(AccountApiRoutes.isUserNameUnique.path)).toBe(requestBudgets.userNameCheck);
      expect(counted.get(AccountApiRoutes.sendOtp.path)).toBe(requestBudgets.accountMessage);
      expect(counted.get(AccountApiRoutes.getAppInfo.path)).toBe(requestBudgets.anonymous);
    } finally {
      await recording.close();
    }
  });
});
