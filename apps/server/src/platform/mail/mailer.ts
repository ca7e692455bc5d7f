import nodemailer from 'nodemailer';
import type { Clock } from '../../core/clock';
import type { Database, Log } from '../../core/context';
import { writeToOutbox } from '../outbox/outbox.queries';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Sends email. Local default: the outbox table; production: SMTP. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Writes each email to the outbox table and a log line. With `toConsole` the line carries the text
 * (links, codes): how a developer running `npm start` reads them, since GET /__dev/outbox is off
 * unless EXPOSE_OUTBOX=1. Without it the line names only the recipient and subject.
 */
export function createOutboxMailer(db: Database, log: Pick<Log, 'info'>, clock: Clock, { toConsole = false } = {}): Mailer {
  return {
    async send(message) {
      await writeToOutbox(db, {
        channel: 'email',
        recipient: message.to.toLowerCase(),
        subject: message.subject,
        body: message.text,
        createdAt: clock(),
      });
      if (toConsole) log.info({ to: message.to, subject: message.subject }, `email written to the outbox (local mail, not sent):\n${message.text}`);
      else log.info({ to: message.to, subject: message.subject }, 'email written to the outbox');
    },
  };
}

/** Sends through SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
