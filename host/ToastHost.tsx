import { ToastRegion } from '../src/ui/Toast/Toast';
import { toastQueue } from './toasts';

export default function ToastHost() {
  return <ToastRegion queue={toastQueue} />;
}
