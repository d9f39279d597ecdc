import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';

/**
 * Makes react-aria's links and menu items navigate through the router. It wraps every screen except
 * the sign-in ones, which use native links and load before react-aria.
 */
export default function ClientLinks({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(path) => navigate(path)}>{children}</RouterProvider>;
}
