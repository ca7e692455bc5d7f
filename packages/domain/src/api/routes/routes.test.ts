import { describe, expect, it } from 'vitest';
import { ApiRoutes, ApiRoutesByArea } from '.';

describe('ApiRoutes', () => {
  const entries = Object.entries(ApiRoutes);
  it('has unique method + path pairs without a leading slash', () => {
    const keys = entries.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [, route] of entries) expect(route.path.startsWith('/')).toBe(false);
  });
  it('keeps the paths the spec names exactly', () => {
    expect(ApiRoutes.login).toEqual({ method: 'POST', path: 'oauthService/token', auth: false });
    expect(ApiRoutes.refreshToken.path).toBe('token/refresh');
    expect(ApiRoutes.signUp.path).toBe('CandidateAccountService/SignUp');
    expect(ApiRoutes.getAppInfo.path).toBe('AccountService/GetAppInfo');
    expect(ApiRoutes.postContactMessage.path).toBe('ContactService/PostMessage');
    expect(ApiRoutes.getMyPrograms.path).toBe('CandidateProgramService/GetMyPrograms');
    expect(ApiRoutes.getMyEBooks.path).toBe('CandidateEBookService/GetMyEBooks');
  });
  it("keeps the spec's e-book activity calls and methods", () => {
    const calls = Object.values(ApiRoutesByArea.ebooks)
      .filter((route) => route.path.startsWith('CandidateEBookActivitiesService/'))
      .map((route) => `${route.method} ${route.path.split('/')[1]}`);
    expect(calls.sort()).toEqual(
      [
        'GET GetEBookActivities',
        'GET GetEBookActivitiesList',
        'POST SaveEBookActivity',
        'POST SaveEBookBookMark',
        'POST SaveEBookHighlight',
        'PUT UpdateEBookActivity',
        'DELETE RemoveEBookActivity',
        'DELETE RemoveEBookHighlight',
        'DELETE RemoveEBookBookMark',
      ].sort(),
    );
  });
  it('is exactly the union of the area tables, with no name in two areas', () => {
    const names = Object.values(ApiRoutesByArea).flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(ApiRoutes).sort());
  });
});
