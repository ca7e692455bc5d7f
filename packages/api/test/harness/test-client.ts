import { vi } from 'vitest';
import { createApiClient, createMemoryTokenStore, type TokenPair } from '../../src';

export const SECURITY_HEADER = { name: 'X-Application-Security', value: 'portal-web-app-key' } as const;

/** A client against `baseURL` with an in-memory token store and a spy for onLogout. */
export function createTestClient(baseURL: string, tokens?: TokenPair) {
  const tokenStore = createMemoryTokenStore(tokens);
  const onLogout = vi.fn();
  const client = createApiClient({ baseURL, securityHeader: SECURITY_HEADER, tokenStore, onLogout });
  return { client, tokenStore, onLogout };
}
