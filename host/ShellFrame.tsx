import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { AuthUser } from '../src/domain/auth';
import { activeMenuHref, menuFor, paletteEntries, type Crumb } from '../src/domain/routing';
import { LANDING_PAGE_ALREADY_SET } from '../src/domain/session';
import { AccountMenu, type AccountAction } from '../src/shell/AccountMenu';
import { AppShell } from '../src/shell/AppShell';
import { api, messageOf } from './api/client';
import { clearSession, session } from './session';
import { notify } from './toasts';

export interface ShellFrameProps {
  crumbs: Crumb[];
  children: ReactNode;
}

/** Binds the shell to the session: the user's menu, the palette, the account menu's actions. */
export default function ShellFrame({ crumbs, children }: ShellFrameProps) {
  const [location, navigate] = useLocation();
  const { user } = useSnapshot(session) as { user: AuthUser | null };
  const sections = useMemo(() => menuFor(user), [user]);
  const entries = useMemo(() => paletteEntries(user), [user]);

  const onAccountAction = async (action: AccountAction) => {
    switch (action) {
      case 'setLandingPage': {
        const page = location + window.location.search;
        try {
          const answer = await api.post('landingPage', { json: { landingpage: page, userid: user?.id } }).json<{ message: string }>();
          if (session.user) session.user.landingPage = page;
          notify(answer.message === LANDING_PAGE_ALREADY_SET ? 'info' : 'positive', answer.message);
        } catch (error) {
          notify('critical', messageOf(error));
        }
        return;
      }
      case 'suggestions':
        navigate('/suggestions');
        return;
      case 'logout':
        await api.post('logout').catch((error: unknown) => console.error('logout failed', error));
        clearSession();
        navigate('/login?reason=signedout', { replace: true });
        return;
      default:
        return;
    }
  };

  return (
    <AppShell
      sections={sections}
      activeHref={activeMenuHref(location)}
      crumbs={crumbs}
      paletteEntries={entries}
      account={
        <AccountMenu
          userName={user?.name ?? ''}
          actions={['setLandingPage', 'suggestions', 'logout']}
          onAction={(action) => void onAccountAction(action)}
        />
      }
    >
      {children}
    </AppShell>
  );
}
