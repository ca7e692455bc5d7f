/*
 * The API settings the app (config.ts) and the build's early-read script (vite-early-reads.ts,
 * written into index.html) both take from the Vite env: one place for their defaults, so the
 * document sends its first reads exactly as the transport would.
 */

type Env = Readonly<Record<string, string | boolean | undefined>>;

/** A set, non-blank env value (trimmed), else the fallback. */
export function text(value: string | boolean | undefined, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

export function apiSettings(env: Env) {
  return {
    /** Base URL of the API (spec: one API host; paths start with api/v6/). */
    apiBaseUrl: text(env.VITE_API_BASE_URL, '/api/v6/'),
    /** Value of the fixed application security header every request carries. */
    securityHeaderValue: text(env.VITE_SECURITY_HEADER_VALUE, 'candidate-portal-web'),
    /** The version code sent with get-logged-in-user-info (AppVersionCode). */
    appVersionCode: Number(env.VITE_APP_VERSION_CODE) || 1,
  } as const;
}

/** The security header's name (spec 7: a fixed application header on every call). */
export const SECURITY_HEADER_NAME = 'X-Application-Security';
