import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadedQueryClient, logout } from '../app-state';
import { page, RouteAccess, type Prefetch } from './page-route';

/*
 * The query cache loads in its own chunk (issue #10). A route's prefetch still gets the one cache
 * and starts before the loader returns, so the page reads the loader's queries (a filter change
 * that clears and refetches a list must have done so before the page renders).
 */

const args = (path: string) =>
  ({
    request: new Request(`http://portal.test${path}`),
    params: {},
    context: undefined,
  }) as unknown as LoaderFunctionArgs;

describe('page(): the prefetch and the lazily loaded query cache', () => {
  it('hands the prefetch the shared query client and starts it before the loader returns', async () => {
    const started: string[] = [];
    const prefetch = vi.fn<Prefetch>((_data, url, queryClient) => {
      started.push(url.pathname);
      return [queryClient.prefetchQuery({ queryKey: ['probe'], queryFn: () => 'probed' })];
    });
    const route = page(
      'probe',
      'Probe',
      RouteAccess.anonymous,
      async () => ({ default: () => null }),
      prefetch,
    );
    const loader = route.loader as (args: LoaderFunctionArgs) => Promise<unknown>;

    await loader(args('/probe'));

    expect(started).toEqual(['/probe']);
    const client = loadedQueryClient.getState();
    expect(client).not.toBeNull();
    expect(prefetch.mock.calls[0]?.[2]).toBe(client);
    const { queryClient } = await import('../query-client');
    expect(client).toBe(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(['probe'])).toBe('probed'));
  });

  it('logout empties the loaded query cache', async () => {
    const { queryClient } = await import('../query-client');
    queryClient.setQueryData(['left-behind'], 'data');
    logout({ navigate: false });
    expect(queryClient.getQueryData(['left-behind'])).toBeUndefined();
  });

  it('loads a lazy prefetch while the guards run and runs it before the loader returns', async () => {
    const order: string[] = [];
    let arrive: (prefetch: Prefetch) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<Prefetch>((resolve) => {
          arrive = resolve;
        }),
    );
    const route = page(
      'lazy-probe',
      'Lazy probe',
      RouteAccess.anonymous,
      async () => ({ default: () => null }),
      { load },
    );
    const loader = route.loader as (args: LoaderFunctionArgs) => Promise<unknown>;

    const returned = loader(args('/lazy-probe')).then(() => order.push('loader returned'));
    // Asked for at once, before the guards have decided.
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    arrive((_data, url) => {
      order.push(`prefetch ${url.pathname}`);
      return [];
    });
    await returned;

    expect(order).toEqual(['prefetch /lazy-probe', 'loader returned']);
  });

  it('renders the page when a lazy prefetch does not load (the page queries itself)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const route = page(
      'lazy-failure',
      'Lazy failure',
      RouteAccess.anonymous,
      async () => ({ default: () => null }),
      { load: () => Promise.reject(new Error('chunk failed')) },
    );
    const loader = route.loader as (args: LoaderFunctionArgs) => Promise<unknown>;

    await expect(loader(args('/lazy-failure'))).resolves.toEqual({ params: {} });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
