import { supportsPush } from './platform-detection';

/*
 * Push messages through Firebase Cloud Messaging (spec 4, Push). Firebase is large, so it is only
 * ever loaded with a dynamic import, and only in a browser that supports push. A missing Firebase
 * config is a logged no-op: local and test builds have none.
 */

export interface FirebaseConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey?: string;
  /** Tenant-specific service worker path (spec: "registered from a tenant-specific path"). */
  serviceWorkerPath: string;
}

export interface PushMessage {
  title: string;
  body: string;
  data: Record<string, string>;
}

/**
 * The messaging provider as the portal uses it: register for a token, hear foreground messages.
 * Firebase in the app ({@link createFirebaseMessaging}); tests pass their own.
 */
export interface PushMessaging {
  /** Registers this browser and returns its registration token; null without permission. */
  getToken(): Promise<string | null>;
  /** Calls `listener` for each message received while the portal is in the foreground. */
  onMessage(listener: (message: PushMessage) => void): void;
}

export interface PushHandlers {
  /** Sends the registration token to our server (notifications: save push token). */
  saveToken: (token: string) => Promise<unknown>;
  /** Subscribes the token to a topic (spec 4: "all"). */
  subscribeToTopic: (token: string, topic: string) => Promise<unknown>;
  /** A message received while the portal is in the foreground. */
  onMessage: (message: PushMessage) => void;
  log?: Pick<Console, 'info' | 'warn'>;
}

/** spec 4: the topic every token is subscribed to. */
export const PUSH_TOPIC = 'all';

let started: Promise<void> | null = null;
let reportedMissingConfig = false;

/** Sets the push listener up once per page; later calls reuse the first. Never throws. */
export function startPushListener(
  config: FirebaseConfig | null,
  handlers: PushHandlers,
  createMessaging: (
    config: FirebaseConfig,
  ) => Promise<PushMessaging | null> = createFirebaseMessaging,
): Promise<void> {
  const log = handlers.log ?? console;
  if (!config) {
    if (!reportedMissingConfig)
      log.info('[push] no Firebase config in this build: push messages are off');
    reportedMissingConfig = true;
    return Promise.resolve();
  }
  if (!supportsPush()) return Promise.resolve();
  started ??= createMessaging(config)
    .then(async (messaging) => {
      if (messaging) await connectPush(messaging, handlers);
    })
    .catch((error: unknown) => {
      // spec 4: failure to fetch the token or subscribe is only logged.
      log.warn('[push] could not set up push messages', error);
    });
  return started;
}

/**
 * spec 4: the token is registered with the messaging provider, sent to the server, then subscribed
 * to the topic "all"; foreground messages go to `onMessage`. Every failure is logged, never thrown.
 * Resolves to the token when it reached the server, null otherwise.
 */
export async function connectPush(
  messaging: PushMessaging,
  handlers: PushHandlers,
): Promise<string | null> {
  const log = handlers.log ?? console;
  let token: string | null;
  try {
    token = await messaging.getToken();
  } catch (error) {
    log.warn('[push] could not get a registration token', error);
    return null;
  }
  if (!token) {
    log.info('[push] no registration token (permission not granted)');
    return null;
  }
  try {
    await handlers.saveToken(token);
  } catch (error) {
    log.warn('[push] could not save the registration token', error);
    return null;
  }
  try {
    await handlers.subscribeToTopic(token, PUSH_TOPIC);
  } catch (error) {
    log.warn(`[push] could not subscribe to the topic "${PUSH_TOPIC}"`, error);
  }
  messaging.onMessage(handlers.onMessage);
  return token;
}

/**
 * Firebase Cloud Messaging, loaded on demand (firebase is large). Null when the browser lacks what
 * FCM needs. Registers the tenant's service worker, then asks FCM for a token on getToken().
 */
export async function createFirebaseMessaging(
  config: FirebaseConfig,
): Promise<PushMessaging | null> {
  const [{ initializeApp, getApps }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported())) return null;
  const app = getApps()[0] ?? initializeApp(config);
  const client = messaging.getMessaging(app);
  return {
    getToken: async () => {
      const registration = await navigator.serviceWorker.register(config.serviceWorkerPath);
      const token = await messaging.getToken(client, {
        vapidKey: config.vapidKey,
        serviceWorkerRegistration: registration,
      });
      return token || null;
    },
    onMessage: (listener) => {
      messaging.onMessage(client, (payload) => {
        listener({
          title: payload.notification?.title ?? '',
          body: payload.notification?.body ?? '',
          data: payload.data ?? {},
        });
      });
    },
  };
}
