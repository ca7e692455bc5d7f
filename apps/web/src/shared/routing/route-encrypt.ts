import { useEffect, useState } from 'react';
import { config } from '../config';

/** Encrypts one (enc) route parameter with the build's route key. */
export type RouteEncrypt = (plain: string) => string;

let loaded: RouteEncrypt | undefined;
let loading: Promise<RouteEncrypt> | undefined;

/**
 * crypto-js AES (platform/crypto.ts, 6 KB gzip) for the links of a page whose first paint needs no
 * route parameter decrypted (the dashboard): it loads beside the page, not in its first load
 * (issue #10). A failed download is tried again on the next call.
 */
export function loadRouteEncrypt(): Promise<RouteEncrypt> {
  loading ??= import('../../platform/crypto').then(
    ({ encryptValue }) => (loaded = (plain) => encryptValue(plain, config.routeEncryptionKey)),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The route-parameter cipher once loaded; undefined until then. A link whose address needs it is
 * not rendered (nor clickable) before it is in: its place shows its loading state instead.
 */
export function useRouteEncrypt(): RouteEncrypt | undefined {
  const [encrypt, setEncrypt] = useState<RouteEncrypt | undefined>(() => loaded);
  useEffect(() => {
    if (encrypt) return;
    let current = true;
    loadRouteEncrypt().then(
      (ready) => {
        if (current) setEncrypt(() => ready);
      },
      (error: unknown) => console.warn('[routing] the route cipher did not load', error),
    );
    return () => {
      current = false;
    };
  }, [encrypt]);
  return encrypt;
}

/** Opens an address built with the cipher, once it is loaded (a card's click, a button's press). */
export async function withRouteEncrypt(build: (encrypt: RouteEncrypt) => string): Promise<string> {
  return build(await loadRouteEncrypt());
}
