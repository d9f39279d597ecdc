import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { NOTIFICATION_MS } from '../../domain/constants';
import * as css from './Toast.css';

export type ToastTone = 'positive' | 'critical' | 'info';

export interface ToastMessage {
  tone: ToastTone;
  title: string;
  description?: string;
}

export type ToastQueue = AriaToastQueue<ToastMessage>;

export interface ShowToastOptions {
  /** Milliseconds before the toast closes itself; the spec's 3 seconds unless a test needs otherwise. */
  timeout?: number;
  onClose?: () => void;
}

/** A queue for one ToastRegion; the host creates it once and passes it to whatever shows toasts. */
export function createToastQueue(maxVisibleToasts = 3): ToastQueue {
  return new AriaToastQueue<ToastMessage>({ maxVisibleToasts });
}

/** Shows a toast that closes itself after NOTIFICATION_MS; returns its key for queue.close(key). */
export function showToast(queue: ToastQueue, message: ToastMessage, options: ShowToastOptions = {}): string {
  return queue.add(message, { timeout: options.timeout ?? NOTIFICATION_MS, onClose: options.onClose });
}

export interface ToastRegionProps {
  queue: ToastQueue;
}

/** Where the toasts appear (bottom right), announced as alerts. */
export function ToastRegion({ queue }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className={css.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={css.toast({ tone: toast.content.tone })} data-tone={toast.content.tone}>
          <AriaToastContent className={css.content}>
            <Text slot="title" className={css.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={css.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          <Button slot="close" className={css.close}>
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
              <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
