import { ToastRegion } from '../src/ui/Toast/Toast';
import { toastQueue } from './toastQueue';

export default function ToastHost() {
  return <ToastRegion queue={toastQueue} />;
}
