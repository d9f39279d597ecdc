import { createToastQueue, showToast, type ToastTone } from '../src/ui/Toast/Toast';

/** The app's one toast queue, shown by the ToastRegion in App. */
export const toastQueue = createToastQueue();

export function notify(tone: ToastTone, title: string, description?: string) {
  return showToast(toastQueue, { tone, title, ...(description ? { description } : {}) });
}
