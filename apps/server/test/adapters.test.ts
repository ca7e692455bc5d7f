import { describe, expect, it } from 'vitest';
import { createGoogleRecaptchaVerifier, createLocalRecaptchaVerifier, localRecaptchaTestToken } from '../src/platform/recaptcha/recaptcha';
import { createSmtpMailer } from '../src/platform/mail/mailer';

describe('RecaptchaVerifier adapters', () => {
  it('local: accepts only the documented test token', async () => {
    const verifier = createLocalRecaptchaVerifier();
    expect(await verifier.verify(localRecaptchaTestToken, '127.0.0.1')).toBe(true);
    expect(await verifier.verify('anything-else', '127.0.0.1')).toBe(false);
    expect(await verifier.verify('', '127.0.0.1')).toBe(false);
  });

  it('google: posts secret, token and address to siteverify and trusts only success: true', async () => {
    const seen: { url: string; body: string }[] = [];
    const answer = (payload: unknown, status = 200) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        seen.push({ url: String(url), body: String(init?.body) });
        return new Response(JSON.stringify(payload), { status });
      }) as typeof fetch;
    expect(await createGoogleRecaptchaVerifier('s3cret', answer({ success: true })).verify('tok', '10.0.0.1')).toBe(true);
    expect(seen[0]?.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(new URLSearchParams(seen[0]?.body)).toEqual(new URLSearchParams({ secret: 's3cret', response: 'tok', remoteip: '10.0.0.1' }));
    expect(await createGoogleRecaptchaVerifier('s3cret', answer({ success: false })).verify('tok', '10.0.0.1')).toBe(false);
    expect(await createGoogleRecaptchaVerifier('s3cret', answer({ success: 'true' })).verify('tok', '10.0.0.1')).toBe(false);
    expect(await createGoogleRecaptchaVerifier('s3cret', answer({}, 500)).verify('tok', '10.0.0.1')).toBe(false);
  });
});

describe('SMTP mailer', () => {
  it('builds a transport from SMTP_URL and reports delivery failures instead of hiding them', async () => {
    // Port 9 on localhost refuses connections: the send must reject, not resolve silently.
    const mailer = createSmtpMailer('smtp://127.0.0.1:9', 'Portal <no-reply@portal.test>');
    await expect(mailer.send({ to: 'someone@portal.test', subject: 'Hi', text: 'Hello' })).rejects.toThrow();
  });
});
