import { CandidateSettings, defaultCandidateSettings, NotificationKind, ThemePreference } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let first: string;
let second: string;

beforeAll(async () => {
  server = await startTestServer();
  first = (await server.login('demo.candidate', demoPassword)).accessToken;
  second = (await server.login('demo.candidate2', demoPassword)).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const mine: CandidateSettings = {
  Theme: ThemePreference.dark,
  NotificationKinds: [NotificationKind.billing, NotificationKind.liveClasses],
  PushNotifications: false,
  LeaderboardAnonymous: true,
};

describe('settings (GetSettings, SaveSettings)', () => {
  it('answers the defaults before anything was saved', async () => {
    const result = await server.call<CandidateSettings>('GET', 'CandidateSettingsService/GetSettings', { token: first });
    expect(result.status).toBe(200);
    expect(result.body.Data).toEqual(defaultCandidateSettings);
  });

  it("saves the caller's settings and reads them back; another candidate keeps their own (IDOR)", async () => {
    const saved = await server.call<CandidateSettings>('POST', 'CandidateSettingsService/SaveSettings', { token: first, body: mine });
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toEqual(mine);
    expect((await server.call('GET', 'CandidateSettingsService/GetSettings', { token: first })).body.Data).toEqual(mine);
    // The second candidate never sees or changes the first one's row: there is no id to name it.
    expect((await server.call('GET', 'CandidateSettingsService/GetSettings', { token: second })).body.Data).toEqual(defaultCandidateSettings);
    const theirs = { ...defaultCandidateSettings, Theme: ThemePreference.light };
    await server.call('POST', 'CandidateSettingsService/SaveSettings', { token: second, body: { ...theirs, UserId: 'someone-else' } });
    expect((await server.call('GET', 'CandidateSettingsService/GetSettings', { token: first })).body.Data).toEqual(mine);
    expect((await server.call('GET', 'CandidateSettingsService/GetSettings', { token: second })).body.Data).toEqual(theirs);
  });

  it('refuses bad input with a 400 naming the field, and keeps what was saved', async () => {
    const bad = [
      { ...mine, Theme: 'purple' },
      { ...mine, NotificationKinds: ['gossip'] },
      { ...mine, NotificationKinds: ['billing', 'billing'] },
      { ...mine, PushNotifications: 'yes' },
      { Theme: 'dark' },
    ];
    for (const body of bad) {
      const result = await server.call('POST', 'CandidateSettingsService/SaveSettings', { token: first, body });
      expect(result.status).toBe(400);
      expect(result.body.error).toBe('ValidationException');
      expect(result.body.Message).toMatch(/^(Theme|NotificationKinds|PushNotifications)/);
    }
    expect((await server.call('GET', 'CandidateSettingsService/GetSettings', { token: first })).body.Data).toEqual(mine);
  });

  it('needs a signed-in caller (401)', async () => {
    expect((await server.call('GET', 'CandidateSettingsService/GetSettings')).status).toBe(401);
    expect((await server.call('POST', 'CandidateSettingsService/SaveSettings', { body: mine })).status).toBe(401);
  });
});
