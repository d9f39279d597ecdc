import { createToastQueue, showToast, type ToastTone } from '../src/ui/Toast/Toast';

/** The app's one toast queue (react-aria's), shown by the ToastRegion in ToastHost; loaded on first use. */
export const toastQueue = createToastQueue();

export function showNotification(tone: ToastTone, title: string, description?: string) {
  return showToast(toastQueue, { tone, title, ...(description ? { description } : {}) });
}
