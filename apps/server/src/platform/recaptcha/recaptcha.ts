/** Checks the sign-up form's `recaptcha-token` header. */
export interface RecaptchaVerifier {
  verify(token: string, remoteAddress: string): Promise<boolean>;
}

/** The documented token the local verifier accepts (there is no Google to ask offline). */
export const localRecaptchaTestToken = 'local-recaptcha-test-token';

/** Local default: accepts only the documented test token. */
export function createLocalRecaptchaVerifier(): RecaptchaVerifier {
  return { verify: async (token) => token === localRecaptchaTestToken };
}

/** Production: Google's siteverify API with the RECAPTCHA_SECRET key. */
export function createGoogleRecaptchaVerifier(secret: string, fetchImplementation: typeof fetch = fetch): RecaptchaVerifier {
  return {
    async verify(token, remoteAddress) {
      const response = await fetchImplementation('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteAddress }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return false;
      const result = (await response.json()) as { success?: unknown };
      return result.success === true;
    },
  };
}
