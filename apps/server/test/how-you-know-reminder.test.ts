import { AccountApiRoutes, HowYouKnowQuestion } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';

/*
 * Issue 11, item 8: "Not now" to the how-you-know question is remembered on the server with its
 * date; the question comes back once, 7 days later; a second "Not now" is final. The test clock is
 * moved by hand (buildApp's injectable clock).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const day = 24 * 60 * 60;

/** Logs in again each time: moving the clock by days outlives the access token. */
async function askNow(userName = 'demo.candidate2'): Promise<boolean> {
  const { accessToken } = await server.login(userName);
  const result = await server.call('GET', AccountApiRoutes.getHowYouKnowQuestion.path, { token: accessToken });
  expect(result.status).toBe(200);
  return HowYouKnowQuestion.parse(result.body.Data).AskNow;
}

async function notNow(userName = 'demo.candidate2'): Promise<void> {
  const { accessToken } = await server.login(userName);
  const result = await server.call('POST', AccountApiRoutes.postponeHowYouKnowQuestion.path, { token: accessToken });
  expect(result.status).toBe(200);
}

describe('how-you-know "Not now"', () => {
  it('needs the bearer token', async () => {
    expect((await server.call('POST', AccountApiRoutes.postponeHowYouKnowQuestion.path)).status).toBe(401);
  });

  it('is remembered with its date: asked again after 7 days, once, then never', async () => {
    expect(await askNow()).toBe(true);
    await notNow();
    expect(await askNow()).toBe(false);

    server.clock.advance(7 * day - 60);
    expect(await askNow()).toBe(false);
    server.clock.advance(60);
    expect(await askNow()).toBe(true);

    await notNow();
    expect(await askNow()).toBe(false);
    server.clock.advance(30 * day);
    expect(await askNow()).toBe(false);
  });

  it("never asks a candidate who answered, and their Not now changes nothing", async () => {
    // demo.candidate answered at seeding: not asked, whatever demo.candidate2 chose.
    expect(await askNow('demo.candidate')).toBe(false);
    // Postponing an answered question changes nothing.
    await notNow('demo.candidate');
    expect(await askNow('demo.candidate')).toBe(false);
  });
});
