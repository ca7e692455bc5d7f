// The push service worker (spec 4: "A service worker is registered from a tenant-specific path";
// VITE_FIREBASE_SW_PATH, default /firebase-messaging-sw.js). It loads no script from a CDN: it shows
// the notification carried by a Firebase Cloud Messaging web push and opens the notifications page
// when it is clicked. Foreground messages are handled by the portal itself (platform/push.ts).
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { body: event.data ? event.data.text() : '' } };
  }
  const notification = payload.notification || {};
  event.waitUntil(
    self.registration.showNotification(notification.title || 'Candidate Portal', {
      body: notification.body || '',
      data: payload.data || {},
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow('/dashboard/notifications'));
});
