/*
 * Reads what the local mailer and SMS sender "sent" (GET /__dev/outbox?to=<email or phone>), newest
 * first, retrying briefly because a message is written just after the request that caused it.
 */

export interface OutboxMessage {
  Id: string | number;
  Channel: string;
  To: string;
  Subject: string | null;
  Body: string;
  CreatedOn: string;
}

export async function readOutbox(baseURL: string, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseURL}/__dev/outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`GET /__dev/outbox answered ${response.status}`);
  const body = (await response.json()) as { Data: OutboxMessage[] };
  return body.Data;
}

export async function waitForMessage(
  baseURL: string,
  to: string,
  matches: (message: OutboxMessage) => boolean,
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(baseURL, to)).find(matches);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No outbox message for ${to} within ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** The confirmation link (with UserId and Code) in a confirmation e-mail. */
export function confirmationLink(message: OutboxMessage): URL {
  const match = /https?:\/\/\S*\/account\/confirmEmail\?\S+/.exec(message.Body);
  if (!match) throw new Error(`No confirmation link in: ${message.Body}`);
  return new URL(match[0]);
}

/** The 4-8 digit one-time code in an SMS. */
export function oneTimeCode(message: OutboxMessage): string {
  const match = /\b(\d{4,8})\b/.exec(message.Body);
  if (!match?.[1]) throw new Error(`No code in: ${message.Body}`);
  return match[1];
}
