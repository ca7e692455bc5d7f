import { useEffect, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { loadedQueryClient } from '../shared/app-state';
import { useStore } from '../shared/create-store';

/**
 * TanStack Query's `QueryClientProvider`, for a client that loads after the first paint
 * (shared/query-client.ts). It renders the same element whether or not the client is in, so
 * nothing below remounts when it arrives: the login form keeps what the user typed. Every module
 * that reads server data imports the client (through services.ts) before it renders, so the
 * client is here whenever a query hook runs. As QueryClientProvider does, it mounts the client
 * (refetch on reconnect, resume paused mutations) while provided.
 */
export function LazyQueryClientProvider({ children }: { children: ReactNode }) {
  const client = useStore(loadedQueryClient, (state) => state);
  useEffect(() => {
    if (!client) return undefined;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return (
    <QueryClientContext.Provider value={client ?? undefined}>
      {children}
    </QueryClientContext.Provider>
  );
}
