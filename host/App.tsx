import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { SWRConfig } from 'swr';
import { ThemeRoot } from '../src/theme/ThemeRoot';
import { session } from './session';
import { fetcher } from './api/fetcher';

const LoginPage = lazy(() => import('./pages/auth/LoginPage'));
const LoginDemoPage = lazy(() => import('./pages/auth/LoginDemoPage'));
const RegisterPage = lazy(() => import('./pages/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('./pages/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/auth/ResetPasswordPage'));
const GettingStartedPage = lazy(() => import('./pages/GettingStartedPage'));

function Protected({ children }: { children: React.ReactNode }) {
  const { token } = useSnapshot(session);
  const [location] = useLocation();
  if (!token) return <Redirect to={`/login?next=${encodeURIComponent(location + window.location.search)}`} />;
  return <>{children}</>;
}

export function App() {
  const [, navigate] = useLocation();
  const { token, user } = useSnapshot(session);
  const home = user?.landingPage ?? '/gettingstarted';
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false }}>
      <RouterProvider navigate={navigate}>
        <ThemeRoot>
          <Suspense fallback={null}>
            <Switch>
              <Route path="/">{token ? <Redirect to={home} /> : <Redirect to="/login" />}</Route>
              <Route path="/login">{token ? <Redirect to={home} /> : <LoginPage />}</Route>
              <Route path="/logindemo" component={LoginDemoPage} />
              <Route path="/register" component={RegisterPage} />
              <Route path="/forgotpassword" component={ForgotPasswordPage} />
              <Route path="/forgotpassword/:token" component={ResetPasswordPage} />
              <Route path="/gettingstarted">
                <Protected>
                  <GettingStartedPage />
                </Protected>
              </Route>
            </Switch>
          </Suspense>
        </ThemeRoot>
      </RouterProvider>
    </SWRConfig>
  );
}
