import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptValue } from '../../platform/crypto';
import { config } from '../config';
import { apiClient } from '../services';
import { guardedLoader } from './guarded-loader';

/*
 * The guards as the router runs them: a loader that either returns the (decrypted) params or throws
 * a redirect Response. No one is signed in here (empty storage), so protected routes redirect.
 */

async function run(
  meta: Parameters<typeof guardedLoader>[0],
  path: string,
  params: Record<string, string> = {},
) {
  const loader = guardedLoader(meta);
  try {
    return {
      data: await loader({
        request: new Request(`http://portal.test${path}`),
        params,
        context: undefined,
      } as never),
    };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { redirect: thrown.headers.get('Location'), status: thrown.status };
    throw thrown;
  }
}

afterEach(() => vi.restoreAllMocks());

describe('guardedLoader', () => {
  it('decrypts an (enc) parameter with the build key', async () => {
    const cipher = encryptValue('INV-7', config.routeEncryptionKey);
    const outcome = await run(
      { encryptedParams: ['invoiceId'] },
      `/dashboard/myInvoice/${cipher}`,
      { invoiceId: cipher },
    );
    expect(outcome).toEqual({ data: { params: { invoiceId: 'INV-7' } } });
  });

  it('redirects a tampered (enc) parameter to page-not-found before asking for a login', async () => {
    const outcome = await run(
      { authorised: true, encryptedParams: ['invoiceId'] },
      '/dashboard/myInvoice/xyz',
      {
        invoiceId: 'xyz',
      },
    );
    expect(outcome).toMatchObject({ redirect: '/dashboard/page-not-found', status: 302 });
  });

  it('sends an anonymous visitor of a protected route to login with the wanted path', async () => {
    const outcome = await run({ authorised: true }, '/dashboard/myInvoices?page=2');
    expect(outcome).toMatchObject({
      redirect: '/account/login?redirect=%2Fdashboard%2FmyInvoices%3Fpage%3D2',
    });
  });

  it('cancels pending requests on every guarded navigation', async () => {
    const cancelAll = vi.spyOn(apiClient, 'cancelAll');
    await run({}, '/account/login');
    expect(cancelAll).toHaveBeenCalledTimes(1);
  });
});
