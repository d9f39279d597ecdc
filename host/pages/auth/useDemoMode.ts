import useSWR from 'swr';
import type { DemoAccount } from '../../../src/screens/auth/LoginDemo';

/** The demo accounts the server offers; none (and no demo link) when demo mode is off. */
export function useDemoAccounts() {
  return useSWR<{ content: DemoAccount[] }>('logindemo/accounts', { shouldRetryOnError: false });
}

export function useDemoMode(): boolean {
  return !!useDemoAccounts().data;
}
