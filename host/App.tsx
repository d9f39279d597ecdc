import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { SWRConfig } from 'swr';
import { ThemeRoot } from '../src/theme/ThemeRoot';
import { fetcher } from './api/fetcher';
import { RouteHost } from './RouteHost';
import { session } from './session';

const ToastRegion = lazy(() => import('./ToastHost'));

export function App() {
  const [, navigate] = useLocation();
  const { themeColor } = useSnapshot(session);
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <RouterProvider navigate={(path) => navigate(path)}>
        <ThemeRoot primaryColor={themeColor}>
          <RouteHost />
          <Suspense fallback={null}>
            <ToastRegion />
          </Suspense>
        </ThemeRoot>
      </RouterProvider>
    </SWRConfig>
  );
}
