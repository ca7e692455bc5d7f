/*
 * reCAPTCHA (spec 5: sign-up sends a recaptcha token header). The portal asks a RecaptchaProvider
 * for a token; the local default returns the test token from the build config, which the local
 * server accepts. A production build plugs in a provider that runs the real widget.
 */

export interface RecaptchaProvider {
  /** A fresh token for the given action (e.g. 'signup'). */
  getToken(action: string): Promise<string>;
}

export function createLocalRecaptchaProvider(testToken: string): RecaptchaProvider {
  return { getToken: async () => testToken };
}
