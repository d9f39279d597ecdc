import { RouterProvider } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { SWRConfig } from 'swr';
import { ThemeRoot } from '../src/theme/ThemeRoot';
import { ToastRegion } from '../src/ui/Toast/Toast';
import { fetcher } from './api/fetcher';
import { RouteHost } from './RouteHost';
import { session } from './session';
import { toastQueue } from './toasts';

export function App() {
  const [, navigate] = useLocation();
  const { themeColor } = useSnapshot(session);
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <RouterProvider navigate={(path) => navigate(path)}>
        <ThemeRoot primaryColor={themeColor}>
          <RouteHost />
          <ToastRegion queue={toastQueue} />
        </ThemeRoot>
      </RouterProvider>
    </SWRConfig>
  );
}
