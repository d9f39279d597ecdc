import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { navigate } from 'wouter/use-browser-location';

// One function for the app's life: a new one would re-render every react-aria link on each navigation.
const goTo = (path: string) => navigate(path);

/**
 * Makes react-aria's links and menu items navigate through the router. It wraps every screen except
 * the sign-in ones, which use native links and load before react-aria.
 */
export default function ClientLinks({ children }: { children: ReactNode }) {
  return <RouterProvider navigate={goTo}>{children}</RouterProvider>;
}
