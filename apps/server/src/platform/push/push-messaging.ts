import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import type { App, Credential } from 'firebase-admin/app';
import type { Log } from '../../core/context';

/** One token the provider refused, with its reason (e.g. `messaging/invalid-registration-token`). */
export interface PushTopicFailure {
  readonly token: string;
  readonly error: string;
}

/** Per-token outcome of a topic call: tokens not listed here are done. */
export interface PushTopicResult {
  readonly failures: readonly PushTopicFailure[];
}

/**
 * Topic membership of push tokens. A browser cannot join an FCM topic (only the server-side Admin
 * SDK can), so the server does it when the portal saves its token. Local default: a log line (the
 * service keeps the state in `push_topic_subscriptions`, notifications are listed in-app);
 * production: Firebase Cloud Messaging through the Admin SDK. A call either resolves with the
 * tokens it could not handle or rejects when nothing was done (network, credentials).
 */
export interface PushMessaging {
  /** Which implementation answers (logged at start, never a secret). */
  readonly kind: 'local' | 'firebase';
  subscribeToTopic(tokens: readonly string[], topic: string): Promise<PushTopicResult>;
  unsubscribeFromTopic(tokens: readonly string[], topic: string): Promise<PushTopicResult>;
  /** Shows `message` on the devices of `tokens` (one candidate's); resolves with the refused ones. */
  sendToTokens(tokens: readonly string[], message: PushMessage): Promise<PushTopicResult>;
  /** Releases the provider's resources (app close). */
  close?(): Promise<void>;
}

/** A notification as a device shows it: title, text, and where a click opens the portal. */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** An absolute portal URL, or none. */
  readonly link?: string;
}

/** Shortens a token for logs: FCM tokens are long and identify a device. */
export const tokenForLog = (token: string) => (token.length > 12 ? `${token.slice(0, 8)}…` : token);

/** Development and tests: nothing leaves the machine; each call is a log line. */
export function createLocalPushMessaging(log: Pick<Log, 'info'>): PushMessaging {
  const record = (action: string) => async (tokens: readonly string[], topic: string) => {
    log.info({ topic, tokens: tokens.map(tokenForLog) }, `push tokens ${action} topic (local push messaging, no provider)`);
    return { failures: [] };
  };
  return {
    kind: 'local',
    subscribeToTopic: record('subscribed to'),
    unsubscribeFromTopic: record('unsubscribed from'),
    async sendToTokens(tokens, message) {
      log.info({ tokens: tokens.map(tokenForLog), title: message.title, link: message.link }, 'push message sent (local push messaging, no provider)');
      return { failures: [] };
    },
  };
}

/** The fields of a Google service-account key file the Admin SDK needs. */
export interface FirebaseServiceAccount {
  readonly project_id: string;
  readonly client_email: string;
  readonly private_key: string;
}

export interface FirebasePushOptions {
  readonly serviceAccount: FirebaseServiceAccount;
  /** Agent of the FCM calls (tests capture the request with it; the OAuth token fetch does not use it). */
  readonly httpAgent?: Agent;
  /** Replaces the service-account credential (tests: a fake access token, no token server). */
  readonly credential?: Credential;
}

/** FCM's topic-management limit per call (Admin SDK: at most 1,000 tokens). */
const maxTokensPerCall = 1000;

/**
 * Firebase Cloud Messaging (Admin SDK). `firebase-admin` is imported on first use, so a server
 * without FIREBASE_* never loads it. Each instance has its own named Firebase app; `close` deletes it.
 */
export function createFirebasePushMessaging(options: FirebasePushOptions): PushMessaging {
  let app: Promise<App> | undefined;
  const firebaseApp = () =>
    (app ??= (async () => {
      const { cert, initializeApp } = await import('firebase-admin/app');
      const { project_id: projectId, client_email: clientEmail, private_key: privateKey } = options.serviceAccount;
      return initializeApp(
        {
          credential: options.credential ?? cert({ projectId, clientEmail, privateKey }, options.httpAgent),
          projectId,
          httpAgent: options.httpAgent,
        },
        `portal-push-${randomUUID()}`,
      );
    })().catch((error: unknown) => {
      app = undefined; // the next call tries again
      throw error;
    }));

  const call = (action: 'subscribeToTopic' | 'unsubscribeFromTopic') => async (tokens: readonly string[], topic: string): Promise<PushTopicResult> => {
    if (tokens.length === 0) return { failures: [] };
    const { getMessaging } = await import('firebase-admin/messaging');
    const messaging = getMessaging(await firebaseApp());
    const failures: PushTopicFailure[] = [];
    for (let start = 0; start < tokens.length; start += maxTokensPerCall) {
      const batch = tokens.slice(start, start + maxTokensPerCall);
      const response = await messaging[action]([...batch], topic);
      for (const failure of response.errors) {
        failures.push({ token: batch[failure.index] ?? '', error: failure.error.code || failure.error.message });
      }
    }
    return { failures };
  };

  /** FCM's multicast limit per call is 500 tokens; one candidate has a handful. */
  async function sendToTokens(tokens: readonly string[], message: PushMessage): Promise<PushTopicResult> {
    if (tokens.length === 0) return { failures: [] };
    const { getMessaging } = await import('firebase-admin/messaging');
    const messaging = getMessaging(await firebaseApp());
    const failures: PushTopicFailure[] = [];
    for (let start = 0; start < tokens.length; start += 500) {
      const batch = tokens.slice(start, start + 500);
      const response = await messaging.sendEachForMulticast({
        tokens: [...batch],
        notification: { title: message.title, body: message.body },
        webpush: message.link ? { fcmOptions: { link: message.link } } : undefined,
      });
      response.responses.forEach((answer, index) => {
        if (!answer.success) failures.push({ token: batch[index] ?? '', error: answer.error?.code || answer.error?.message || 'unknown error' });
      });
    }
    return { failures };
  }

  return {
    kind: 'firebase',
    subscribeToTopic: call('subscribeToTopic'),
    unsubscribeFromTopic: call('unsubscribeFromTopic'),
    sendToTokens,
    async close() {
      if (!app) return;
      const { deleteApp } = await import('firebase-admin/app');
      await deleteApp(await app);
    },
  };
}
