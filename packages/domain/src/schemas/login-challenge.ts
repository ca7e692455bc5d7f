/**
 * Not shown (ours): after several failed logins the server answers 400 with this exception until
 * the login carries a solved reCAPTCHA in this header (the same header as sign-up). Numbers:
 * apps/server/README.md, "Login throttling".
 */
export const LoginChallenge = {
  exception: 'RecaptchaRequiredException',
  header: 'recaptcha-token',
} as const;
