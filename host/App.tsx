import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { SWRConfig } from 'swr';
import { ThemeRoot } from '../src/theme/ThemeRoot';
import { fetcher } from './api/fetcher';
import { RouteHost } from './RouteHost';
import { session } from './session';

const ToastRegion = lazy(() => import('./ToastHost'));

export function App() {
  const { themeColor } = useSnapshot(session);
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <ThemeRoot primaryColor={themeColor}>
        <RouteHost />
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
      </ThemeRoot>
    </SWRConfig>
  );
}
