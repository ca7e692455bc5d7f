import { useRef, useState } from 'react';
import type { MutationOptions } from '@tanstack/react-query';
import { loadQueryClient } from '../app-state';

export interface LazyMutation<Data, Variables> {
  readonly isPending: boolean;
  mutateAsync: (variables: Variables) => Promise<Data>;
}

/**
 * `useMutation(options)` for a form that paints before the query cache has loaded (the login
 * form, issue #10): the cache (TanStack Query) loads on submit, and the mutation runs through it
 * exactly as `useMutation` runs it (the mutation cache's global loader, retries, defaults). Only
 * `isPending` and `mutateAsync` are offered: what such a form uses. The options may be a loader, so
 * that the call's code (its service, keys and what follows) loads with the cache, not with the form.
 */
export function useLazyMutation<Data, Error, Variables>(
  options: MutationOptions<Data, Error, Variables> | (() => Promise<MutationOptions<Data, Error, Variables>>),
): LazyMutation<Data, Variables> {
  const [pending, setPending] = useState(0);
  const latest = useRef(options);
  latest.current = options;
  const mutateAsync = useRef(async (variables: Variables): Promise<Data> => {
    setPending((count) => count + 1);
    try {
      const source = latest.current;
      const [client, resolved] = await Promise.all([loadQueryClient(), typeof source === 'function' ? source() : source]);
      return await client.getMutationCache().build(client, resolved).execute(variables);
    } finally {
      setPending((count) => count - 1);
    }
  }).current;
  return { isPending: pending > 0, mutateAsync };
}
