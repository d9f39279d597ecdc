import { useEffect, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { snapshot, useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { AuthUser } from '../src/domain/auth';
import type { MicrosoftTokenStatus } from '../src/domain/microsoft';
import { MY_PROFILE_PATH } from '../src/domain/routes';
import { activeMenuHref, menuFor, paletteEntries, type Crumb } from '../src/domain/routing';
import { AccountMenu, type AccountAction } from '../src/shell/AccountMenu';
import { AppShell } from '../src/shell/AppShell';
import { accountActions, openOnAnotherScreen, setLandingPage, signOut, startMicrosoftSignIn } from './accountActions';
import { backToOriginalUser, isAssuming } from './assume';
import ClientLinks from './ClientLinks';
import { startPush } from './push';
import { session } from './session';
import { HeaderTools } from './tools/HeaderTools';

export interface ShellFrameProps {
  crumbs: Crumb[];
  children: ReactNode;
}

/** Binds the shell to the session: the user's menu, the palette, the header tools, the account menu. */
export default function ShellFrame({ crumbs, children }: ShellFrameProps) {
  const [location, navigate] = useLocation();
  const { user } = useSnapshot(session) as { user: AuthUser | null };
  // The untracked snapshot keeps its identity until the user changes, so the menu is worked out once per user.
  const menuUser = snapshot(session).user;
  const sections = useMemo(() => menuFor(menuUser), [menuUser]);
  const entries = useMemo(() => paletteEntries(menuUser), [menuUser]);
  // One element for the life of the shell: a navigation does not re-render the tools (they follow the location themselves).
  const tools = useMemo(() => <HeaderTools />, []);
  const microsoft = useSWR<MicrosoftTokenStatus>(user?.restrictedAccess.includes('microsoftToken') ? 'microsoft/status' : null);
  const hasManyScreens = (window.screen as Screen & { isExtended?: boolean }).isExtended === true;

  useEffect(() => {
    void startPush();
  }, []);

  if (!user) return null;
  const here = location + window.location.search;
  const onAccountAction = async (action: AccountAction) => {
    switch (action) {
      case 'profile':
        return navigate(MY_PROFILE_PATH);
      case 'microsoftToken':
        return startMicrosoftSignIn();
      case 'assumeUser':
        return navigate('/assumeuser');
      case 'backToOriginal':
        return navigate(await backToOriginalUser(), { replace: true });
      case 'setLandingPage':
        return setLandingPage(here);
      case 'suggestions':
        return navigate('/suggestions');
      case 'multiScreen':
        return openOnAnotherScreen(here);
      case 'logout':
        await signOut();
        return navigate('/login?reason=signedout', { replace: true });
    }
  };

  return (
    <ClientLinks>
      <AppShell
      sections={sections}
      activeHref={activeMenuHref(location)}
      crumbs={crumbs}
      paletteEntries={entries}
      tools={tools}
      account={
        <AccountMenu
          userName={user.name}
          actions={accountActions({ user, isAssuming: isAssuming(), microsoftConfigured: !!microsoft.data?.configured, hasManyScreens })}
          onAction={(action) => void onAccountAction(action)}
        />
      }
    >
      {children}
    </AppShell>
    </ClientLinks>
  );
}
