import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './after-login-path';

describe('afterLoginPath', () => {
  it('prefers the redirect query, then the saved back-route, then the dashboard', () => {
    expect(afterLoginPath('/dashboard/myInvoices', '/setting/profile')).toBe(
      '/dashboard/myInvoices',
    );
    expect(afterLoginPath(null, '/setting/profile')).toBe('/setting/profile');
    expect(afterLoginPath(null, null)).toBe('/dashboard');
  });

  it('refuses off-site and login targets', () => {
    expect(afterLoginPath('https://evil.example', null)).toBe('/dashboard');
    expect(afterLoginPath('//evil.example/x', null)).toBe('/dashboard');
    expect(afterLoginPath('/account/login?redirect=/x', null)).toBe('/dashboard');
  });
});
