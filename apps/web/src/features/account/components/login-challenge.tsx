import { InlineAlert } from '@portal/ui';
import { createLocalRecaptchaProvider } from '../../../platform/recaptcha';
import { config } from '../../../shared/config';

// Loaded only when the server asks for the challenge (after several failed sign-ins), so the login
// route's first load does not carry it (bench/bundle-size.mjs). The same seam as sign-up: a
// production build plugs in a provider that runs the real widget in the slot below.
const recaptcha = createLocalRecaptchaProvider(config.recaptchaTestToken);

/** A fresh solved challenge for the next sign-in attempt (a reCAPTCHA token works once). */
export function solveLoginChallenge(): Promise<string> {
  return recaptcha.getToken('login');
}

export interface LoginChallengePanelProps {
  /** The server's message (why the check is asked). */
  readonly message: string;
}

/** Says why a security check is asked and holds the reCAPTCHA widget; the next sign-in sends its token. */
export function LoginChallengePanel({ message }: LoginChallengePanelProps) {
  return (
    <section aria-label="Security check" data-testid="login-challenge" className="flex flex-col gap-2">
      <InlineAlert
        variant="warning"
        title="Security check"
        message={`${message} Your account is not locked: with the check done, the right password always signs you in.`}
      />
      <div data-slot="recaptcha-widget" />
    </section>
  );
}
