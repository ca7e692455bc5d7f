import { CandidateProfile, ProfileApiRoutes } from '@portal/domain';
import { demoWorld } from '@portal/domain/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('profile', () => {
  it("returns the caller's seeded profile", async () => {
    const { accessToken } = await server.login();
    const result = await server.call('GET', ProfileApiRoutes.getProfile.path, { token: accessToken });
    expect(result.status).toBe(200);
    const profile = CandidateProfile.parse(result.body.Data);
    expect(profile.FullName).toBe(demoWorld.candidate.profile.FullName);
    expect(profile.StudentCnic).toBe(demoWorld.candidate.profile.StudentCnic);
  });

  it('saves a valid profile for the caller only, and keeps the account email', async () => {
    const a = await server.login();
    const b = await server.login('demo.candidate2');
    const current = CandidateProfile.parse((await server.call('GET', ProfileApiRoutes.getProfile.path, { token: a.accessToken })).body.Data);
    const saved = await server.call('POST', ProfileApiRoutes.updateProfile.path, {
      token: a.accessToken,
      body: { ...current, City: 'Islamabad', Email: 'someone.else@mail.test' },
    });
    expect(saved.status).toBe(200);
    const again = CandidateProfile.parse((await server.call('GET', ProfileApiRoutes.getProfile.path, { token: a.accessToken })).body.Data);
    expect(again.City).toBe('Islamabad');
    expect(again.Email).toBe(demoWorld.candidate.user.email);
    const other = CandidateProfile.parse((await server.call('GET', ProfileApiRoutes.getProfile.path, { token: b.accessToken })).body.Data);
    expect(other.City).toBe(demoWorld.secondCandidate.profile.City);
  });

  it('refuses an invalid profile with 400 naming the field', async () => {
    const { accessToken } = await server.login();
    const current = (await server.call('GET', ProfileApiRoutes.getProfile.path, { token: accessToken })).body.Data as object;
    const result = await server.call('POST', ProfileApiRoutes.updateProfile.path, { token: accessToken, body: { ...current, StudentCnic: '12345' } });
    expect(result.status).toBe(400);
    expect(result.body.Message).toContain('StudentCnic');
    const unauthenticated = await server.call('GET', ProfileApiRoutes.getProfile.path);
    expect(unauthenticated.status).toBe(401);
  });
});
