import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../src/modules/account/login-throttle';
import { localRecaptchaTestToken } from '../src/platform/recaptcha/recaptcha';
import { demoPassword, startTestServer, type TestServer } from './helpers/test-server';

// Finding 2 of issue 20: after 5 wrong passwords the right one was refused too (429 for 15
// minutes), and 20 failures from one address locked every account behind it (a school's NAT).
// Now: growing delays, then the reCAPTCHA challenge; the owner with the right password and a
// valid challenge always gets in. Each test uses its own client address (X-Forwarded-For).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(async () => {
  await server?.close();
});

const attempt = (username: string, password: string, address: string, challenge?: string) =>
  server.call('POST', 'oauthService/token', {
    form: { username, password, grant_type: 'password' },
    headers: { 'x-forwarded-for': address, ...(challenge === undefined ? {} : { 'recaptcha-token': challenge }) },
  });

/** Fails until the next attempt is refused for a delay or the challenge; returns how many failed. */
async function failUntilStopped(username: string, address: string, limit = 40): Promise<number> {
  for (let failures = 0; failures < limit; failures += 1) {
    const result = await attempt(username, 'Wrong@12345', address);
    if (result.status !== 400 || result.body.error !== 'invalid_grant') return failures;
  }
  return limit;
}

describe('login throttling: slow the attacker, never lock out the owner', () => {
  it('states its numbers (documented in apps/server/README.md)', () => {
    expect(loginThrottle).toMatchObject({
      windowSeconds: 900,
      account: { delayFrom: 3, challengeFrom: 5 },
      address: { delayFrom: 10, challengeFrom: 20 },
      maxDelaySeconds: 60,
    });
  });

  it('slows one account with growing delays, then asks for the challenge instead of refusing', async () => {
    const address = '203.0.113.10';
    expect(await failUntilStopped('demo.candidate2', address)).toBe(3);
    const first = await attempt('demo.candidate2', 'Wrong@12345', address);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    server.clock.advance(1);
    expect((await attempt('demo.candidate2', 'Wrong@12345', address)).body.error).toBe('invalid_grant');
    const second = await attempt('demo.candidate2', 'Wrong@12345', address);
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('2');
    server.clock.advance(2);
    expect((await attempt('demo.candidate2', 'Wrong@12345', address)).body.error).toBe('invalid_grant');
    // Five failures: from now on every attempt needs the challenge, the right password included.
    const challenged = await attempt('demo.candidate2', demoPassword, address);
    expect(challenged.status).toBe(400);
    expect(challenged.body.error).toBe('RecaptchaRequiredException');
    expect(challenged.body.error_description).toBe(challenged.body.Message);
    expect((await attempt('demo.candidate2', demoPassword, address, 'not-a-valid-token')).body.error).toBe('RecaptchaRequiredException');
    // A solved challenge does not make a wrong password right.
    expect((await attempt('demo.candidate2', 'Wrong@12345', address, localRecaptchaTestToken)).body.error).toBe('invalid_grant');
    // The owner: right password + challenge gets in at once, and the account's count is forgiven.
    expect((await attempt('demo.candidate2', demoPassword, address, localRecaptchaTestToken)).status).toBe(200);
    expect((await attempt('demo.candidate2', demoPassword, address)).status).toBe(200);
  });

  it('lets the owner in from another address and from the attacker’s own address, with the challenge', async () => {
    const attacker = '198.51.100.7';
    await failUntilStopped('demo.candidate', attacker);
    for (let index = 0; index < 5; index += 1) {
      server.clock.advance(loginThrottle.maxDelaySeconds);
      await attempt('demo.candidate', 'Wrong@12345', attacker);
    }
    for (const owner of ['192.0.2.44', attacker]) {
      expect((await attempt('demo.candidate', demoPassword, owner)).body.error).toBe('RecaptchaRequiredException');
      expect((await attempt('demo.candidate', demoPassword, owner, localRecaptchaTestToken)).status).toBe(200);
      // The owner's success cleared the account's count; let the attacker build it up again.
      if (owner !== attacker) {
        for (let index = 0; index < 5; index += 1) {
          server.clock.advance(loginThrottle.maxDelaySeconds);
          await attempt('demo.candidate', 'Wrong@12345', attacker);
        }
      }
    }
  });

  it('slows one address spraying many accounts, then asks everyone behind it for the challenge', async () => {
    const school = '100.64.0.1';
    server.clock.advance(loginThrottle.windowSeconds + 1);
    let failures = 0;
    const delays: number[] = [];
    while (failures < 25) {
      const result = await attempt(`spray.${failures}`, 'Wrong@12345', school);
      if (result.status === 429) {
        const wait = Number(result.headers.get('retry-after'));
        delays.push(wait);
        server.clock.advance(wait);
        continue;
      }
      if (result.body.error === 'RecaptchaRequiredException') break;
      expect(result.body.error).toBe('invalid_grant');
      failures += 1;
    }
    expect(failures).toBe(20);
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
    // Another student behind the same address: right password + challenge gets in; without it, the challenge is asked.
    expect((await attempt('demo.candidate2', demoPassword, school)).body.error).toBe('RecaptchaRequiredException');
    expect((await attempt('demo.candidate2', demoPassword, school, localRecaptchaTestToken)).status).toBe(200);
    // Other addresses are not affected.
    expect((await attempt('demo.candidate2', demoPassword, '100.64.0.2')).status).toBe(200);
    // The window passes: no challenge any more.
    server.clock.advance(loginThrottle.windowSeconds + 1);
    expect((await attempt('demo.candidate2', demoPassword, school)).status).toBe(200);
  });

  it('throttles unknown user names the same way (no hint that an account exists)', async () => {
    const address = '203.0.113.99';
    expect(await failUntilStopped('nobody.at.all', address)).toBe(3);
    server.clock.advance(loginThrottle.maxDelaySeconds);
    await attempt('nobody.at.all', 'Wrong@12345', address);
    server.clock.advance(loginThrottle.maxDelaySeconds);
    await attempt('nobody.at.all', 'Wrong@12345', address);
    expect((await attempt('nobody.at.all', 'Wrong@12345', address)).body.error).toBe('RecaptchaRequiredException');
  });
});
