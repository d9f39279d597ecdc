import { api } from './api/client';
import { session } from './session';

/** The spec's local storage key for the device's push token. */
const PUSH_TOKEN_KEY = 'push_token';

const config = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY as string | undefined,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID as string | undefined,
  messagingSenderId: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID as string | undefined,
  appId: import.meta.env.VITE_FIREBASE_APP_ID as string | undefined,
  vapidKey: import.meta.env.VITE_FIREBASE_VAPID_KEY as string | undefined,
};

let started = false;

/**
 * Web push (spec section 4): where service workers are supported, ask for notification permission;
 * if granted, get a push token, keep it, and send it when signed in. Foreground messages show a
 * desktop notification that opens their URL, or the app home. Without Firebase settings push is
 * off. Failures only reach the console.
 */
export async function startPush(): Promise<void> {
  if (started) return;
  started = true;
  if (!config.apiKey || !config.projectId || !config.messagingSenderId || !config.appId || !config.vapidKey) {
    console.info('Web push is off: no Firebase configuration (VITE_FIREBASE_*).');
    return;
  }
  if (!('serviceWorker' in navigator) || !('Notification' in window)) return;
  try {
    if ((await Notification.requestPermission()) !== 'granted') return;
    const [{ initializeApp }, { getMessaging, getToken, onMessage, isSupported }] = await Promise.all([
      import('firebase/app'),
      import('firebase/messaging'),
    ]);
    if (!(await isSupported())) return;
    const registration = await navigator.serviceWorker.register('/push-sw.js');
    const messaging = getMessaging(initializeApp(config));
    const token = await getToken(messaging, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
    localStorage.setItem(PUSH_TOKEN_KEY, token);
    if (session.token) await api.post('storeFcmToken', { json: { token } });
    onMessage(messaging, ({ notification, data }) => {
      const shown = new Notification(notification?.title ?? 'Staff Portal', { body: notification?.body ?? '' });
      shown.onclick = () => window.open(data?.url ?? '/', '_self');
    });
  } catch (error) {
    console.error('Push registration failed', error);
  }
}
