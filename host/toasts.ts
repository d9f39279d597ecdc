import type { ToastTone } from '../src/ui/Toast/Toast';

/**
 * Shows a toast. The queue and react-aria's toast state are a chunk of their own (./toastQueue),
 * fetched by the first toast or by the ToastRegion, so that a page that shows none does not load them.
 */
export function notify(tone: ToastTone, title: string, description?: string): void {
  void import('./toastQueue').then(
    ({ showNotification }) => showNotification(tone, title, description),
    (error: unknown) => console.error('The toast could not be shown', title, error),
  );
}
