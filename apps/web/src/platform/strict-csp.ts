/**
 * The portal's Content-Security-Policy allows no eval (server: apps/server/src/http/security-headers.ts).
 * zod 4 would probe `new Function` on its first object parse to compile a faster parser: the probe
 * fails quietly under that policy, but the browser still reports a CSP violation on every page.
 * `jitless` turns the probe off. zod keeps its global configuration on `globalThis.__zod_globalConfig`
 * and adopts an object already there, so the flag is set here without importing zod into the entry
 * (zod loads in later chunks; `strict-csp.test.ts` proves zod honours it). Imported first by main.tsx.
 */
interface ZodGlobalConfigHolder {
  __zod_globalConfig?: { jitless?: boolean };
}

export function preferJitlessZod(): void {
  const holder = globalThis as ZodGlobalConfigHolder;
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
}

preferJitlessZod();
