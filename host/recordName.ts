import { useEffect } from 'react';
import { proxy } from 'valtio';
import { useLocation } from 'wouter';

/** The name of the record the current page shows, for its title and last breadcrumb (route.recordTitle). */
export const pageRecord = proxy<{ path: string | null; name: string | null }>({ path: null, name: null });

/** A page tells the shell which record it shows, once it has loaded it. */
export function useRecordName(name: string | null | undefined): void {
  const [location] = useLocation();
  useEffect(() => {
    if (!name) return;
    pageRecord.path = location;
    pageRecord.name = name;
    return () => {
      if (pageRecord.path === location) pageRecord.name = null;
    };
  }, [location, name]);
}
