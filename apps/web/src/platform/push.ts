import { isPushBrowser } from './platform-detection';

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

export interface PushHandlers {
  /** Sends the registration token to our server (notifications: save push token). */
  saveToken: (token: string) => Promise<unknown>;
  /** Subscribes the token to a topic; topic subscription for web tokens happens server side. */
  subscribeToTopic?: (token: string, topic: string) => Promise<unknown>;
  /** A message received while the portal is in the foreground. */
  onMessage: (message: PushMessage) => void;
  log?: Pick<Console, 'info' | 'warn'>;
}

/** Whether this browser can receive push (spec: Edge, Chromium Edge, Opera, Chrome, Firefox). */
export function supportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    isPushBrowser() &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

let started: Promise<void> | null = null;
let reportedMissingConfig = false;

/** Sets the push listener up once per page; later calls reuse the first. Never throws. */
export function startPushListener(
  config: FirebaseConfig | null,
  handlers: PushHandlers,
): Promise<void> {
  const log = handlers.log ?? console;
  if (!config) {
    if (!reportedMissingConfig)
      log.info('[push] no Firebase config in this build: push messages are off');
    reportedMissingConfig = true;
    return Promise.resolve();
  }
  if (!supportsPush()) return Promise.resolve();
  started ??= connect(config, handlers, log).catch((error: unknown) => {
    // spec 4: failure to fetch the token or subscribe is only logged.
    log.warn('[push] could not set up push messages', error);
  });
  return started;
}

async function connect(
  config: FirebaseConfig,
  handlers: PushHandlers,
  log: Pick<Console, 'info' | 'warn'>,
) {
  const [{ initializeApp, getApps }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported())) return;
  const app = getApps()[0] ?? initializeApp(config);
  const registration = await navigator.serviceWorker.register(config.serviceWorkerPath);
  const client = messaging.getMessaging(app);
  const token = await messaging.getToken(client, {
    vapidKey: config.vapidKey,
    serviceWorkerRegistration: registration,
  });
  if (!token) {
    log.info('[push] no registration token (permission not granted)');
    return;
  }
  await handlers.saveToken(token);
  // spec 4: the token is then subscribed to a topic named "all".
  await handlers.subscribeToTopic?.(token, 'all');
  messaging.onMessage(client, (payload) => {
    handlers.onMessage({
      title: payload.notification?.title ?? '',
      body: payload.notification?.body ?? '',
      data: payload.data ?? {},
    });
  });
}
