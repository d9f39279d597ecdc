// The web push service worker: shows notifications Firebase Cloud Messaging delivers while the
// portal is in the background, and opens their URL (or the app home) on click.
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { title: 'Staff Portal', body: event.data ? event.data.text() : '' } };
  }
  const notification = payload.notification || {};
  const url = (payload.data && payload.data.url) || notification.click_action || '/';
  event.waitUntil(
    self.registration.showNotification(notification.title || 'Staff Portal', { body: notification.body || '', data: { url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
