import { describe, expect, it } from 'vitest';
import type { Mailer } from '../src/platform/mail/mailer';
import { outbox } from '../src/platform/outbox/outbox.tables';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * A slow mail server: the contact handler is mid-request when the close begins, and then writes
 * to the database. Records whether that write worked.
 */
function slowMailerProbe(expectedCalls: number) {
  const probe = { server: undefined as TestServer | undefined, written: 0, failures: [] as unknown[] };
  let signal: () => void = () => {};
  let entered = 0;
  const allInside = new Promise<void>((resolve) => (signal = resolve));
  const mailer: Mailer = {
    async send(message) {
      entered += 1;
      if (entered === expectedCalls) signal();
      await new Promise((resolve) => setTimeout(resolve, 300));
      try {
        await probe.server?.app.platform.db
          .insert(outbox)
          .values({ channel: 'email', recipient: message.to, subject: message.subject, body: message.text, createdAt: new Date() });
        probe.written += 1;
      } catch (error) {
        probe.failures.push(error);
      }
    },
  };
  return { probe, mailer, allInside };
}

const contactBody = (index: number) => ({ Subject: `Question ${index}`, Message: 'Please call me back about my course.' });

describe('graceful shutdown', () => {
  it('answers the requests it is handling, then closes even though clients keep their connections alive', async () => {
    const { probe, mailer, allInside } = slowMailerProbe(3);
    const server = await startTestServer({}, { mailer });
    probe.server = server;
    const { accessToken } = await server.login();
    const requests = [0, 1, 2].map((index) => server.call('POST', 'ContactService/PostMessage', { token: accessToken, body: contactBody(index) }));
    await allInside;
    await server.close();
    const results = await Promise.all(requests);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(results.every((result) => result.headers.get('connection') === 'close')).toBe(true);
    expect(probe.written).toBe(3);
  });

  it('lets handlers of clients that hung up finish their database work before the database closes', async () => {
    const { probe, mailer, allInside } = slowMailerProbe(3);
    const server = await startTestServer({}, { mailer });
    probe.server = server;
    const { accessToken } = await server.login();
    const controllers = [0, 1, 2].map(() => new AbortController());
    const requests = controllers.map((controller, index) =>
      fetch(`${server.baseUrl}/api/v6/ContactService/PostMessage`, {
        method: 'POST',
        signal: controller.signal,
        headers: { 'content-type': 'application/json', 'x-application-security': 'candidate-portal-web', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify(contactBody(index)),
      }).catch(() => 'aborted'),
    );
    await allInside;
    for (const controller of controllers) controller.abort();
    expect(await Promise.all(requests)).toEqual(['aborted', 'aborted', 'aborted']);
    await server.close();
    expect(probe.failures).toEqual([]);
    expect(probe.written).toBe(3);
  });
});
