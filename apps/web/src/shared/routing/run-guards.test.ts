import { describe, expect, it, vi } from 'vitest';
import { runGuards, type GuardContext } from './run-guards';

function context(overrides: Partial<GuardContext> = {}): GuardContext & { calls: string[] } {
  const calls: string[] = [];
  return {
    location: '/dashboard/profile',
    params: {},
    meta: {},
    session: { isValidUser: false, isForcePasswordChange: false },
    isIncompatiblePlatform: false,
    supportsPush: false,
    decrypt: (text) => (text.startsWith('enc-') ? text.slice(4) : null),
    cancelPendingRequests: () => calls.push('cancel'),
    saveBackRoute: (location) => calls.push(`save:${location}`),
    startPushListener: () => calls.push('push'),
    ...overrides,
    calls,
  };
}

const validUser = { isValidUser: true, isForcePasswordChange: false };
const forcedUser = { isValidUser: true, isForcePasswordChange: true };

describe('runGuards', () => {
  it('decrypts (enc) parameters and passes them on', () => {
    const outcome = runGuards(
      context({
        session: validUser,
        params: { invoiceId: 'enc-42', tab: 'x' },
        meta: { encryptedParams: ['invoiceId'], authorised: true },
      }),
    );
    expect(outcome).toEqual({ kind: 'allow', params: { invoiceId: '42', tab: 'x' } });
  });

  it('sends a parameter that does not decrypt to page-not-found before anything else runs', () => {
    const ctx = context({
      params: { invoiceId: 'tampered' },
      meta: { encryptedParams: ['invoiceId'], authorised: true },
    });
    expect(runGuards(ctx)).toEqual({
      kind: 'redirect',
      to: '/dashboard/page-not-found',
      guard: 'decrypt',
    });
    // Guard 1 comes before guard 2: nothing was cancelled, no back-route saved.
    expect(ctx.calls).toEqual([]);
  });

  it('treats a missing (enc) parameter as a decrypt failure', () => {
    expect(runGuards(context({ meta: { encryptedParams: ['invoiceId'] } }))).toMatchObject({
      guard: 'decrypt',
    });
  });

  it('cancels pending requests on every navigation that passes decryption', () => {
    const ctx = context({ meta: {} });
    runGuards(ctx);
    expect(ctx.calls).toEqual(['cancel']);
  });

  it('sends a user flagged for a forced password change to changePassword, even from login', () => {
    expect(runGuards(context({ session: forcedUser, meta: { authorised: true } }))).toMatchObject({
      to: '/account/changePassword',
      guard: 'forcedPasswordChange',
    });
    expect(
      runGuards(context({ session: forcedUser, meta: { anonymousOnly: true } })),
    ).toMatchObject({
      guard: 'forcedPasswordChange',
    });
  });

  it('lets the forced user reach changePassword itself', () => {
    expect(
      runGuards(
        context({ session: forcedUser, meta: { authorised: true, isChangePassword: true } }),
      ).kind,
    ).toBe('allow');
  });

  it('sends anonymous users on protected routes to login with the wanted path', () => {
    const outcome = runGuards(
      context({ location: '/dashboard/myInvoices?page=2', meta: { authorised: true } }),
    );
    expect(outcome).toEqual({
      kind: 'redirect',
      to: '/account/login?redirect=%2Fdashboard%2FmyInvoices%3Fpage%3D2',
      guard: 'authorised',
    });
  });

  it('saves the back-route instead when the route asks for it', () => {
    const ctx = context({
      location: '/setting/profile',
      meta: { authorised: true, saveBackRoute: true },
    });
    expect(runGuards(ctx)).toEqual({ kind: 'redirect', to: '/account/login', guard: 'authorised' });
    expect(ctx.calls).toEqual(['cancel', 'save:/setting/profile']);
  });

  it('sends logged-in users who open login to the dashboard', () => {
    expect(runGuards(context({ session: validUser, meta: { anonymousOnly: true } }))).toMatchObject(
      {
        to: '/dashboard',
        guard: 'anonymousOnly',
      },
    );
    expect(runGuards(context({ meta: { anonymousOnly: true } })).kind).toBe('allow');
  });

  it('sends iOS and Android to downloadApp on blocked routes only', () => {
    expect(
      runGuards(context({ isIncompatiblePlatform: true, meta: { blockedOnMobile: true } })),
    ).toMatchObject({
      to: '/downloadApp',
      guard: 'platform',
    });
    expect(runGuards(context({ isIncompatiblePlatform: true, meta: {} })).kind).toBe('allow');
  });

  it('checks authorisation before the platform', () => {
    const outcome = runGuards(
      context({ isIncompatiblePlatform: true, meta: { authorised: true, blockedOnMobile: true } }),
    );
    expect(outcome).toMatchObject({ guard: 'authorised' });
  });

  it('starts the push listener last, only on push routes in a supporting browser', () => {
    const supported = context({
      session: validUser,
      supportsPush: true,
      meta: { authorised: true, pushListener: true },
    });
    expect(runGuards(supported).kind).toBe('allow');
    expect(supported.calls).toEqual(['cancel', 'push']);

    const unsupported = context({
      session: validUser,
      supportsPush: false,
      meta: { pushListener: true },
    });
    runGuards(unsupported);
    expect(unsupported.calls).toEqual(['cancel']);

    const refused = context({ supportsPush: true, meta: { authorised: true, pushListener: true } });
    runGuards(refused);
    expect(refused.calls).not.toContain('push');
  });

  it('does not start push when the platform guard redirects', () => {
    const start = vi.fn();
    runGuards(
      context({
        isIncompatiblePlatform: true,
        supportsPush: true,
        startPushListener: start,
        meta: { blockedOnMobile: true, pushListener: true },
      }),
    );
    expect(start).not.toHaveBeenCalled();
  });
});
