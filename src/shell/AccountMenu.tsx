import { Menu, type MenuEntry } from '../ui/Menu/Menu';

export type AccountAction =
  | 'profile'
  | 'microsoftToken'
  | 'assumeUser'
  | 'backToOriginal'
  | 'setLandingPage'
  | 'suggestions'
  | 'multiScreen'
  | 'logout';

export interface AccountMenuProps {
  userName: string;
  /** The actions this user has here, in the spec's order; the host decides which apply. */
  actions: readonly AccountAction[];
  onAction: (action: AccountAction) => void;
}

const ENTRIES: Record<AccountAction, Omit<Extract<MenuEntry, { label: string }>, 'id'>> = {
  profile: { label: 'Profile', icon: 'user' },
  microsoftToken: { label: 'Microsoft API token', icon: 'external' },
  assumeUser: { label: 'Assume user', icon: 'user' },
  backToOriginal: { label: 'Back to original user', icon: 'refresh' },
  setLandingPage: { label: 'Set as landing page', icon: 'check' },
  suggestions: { label: 'Suggestions', icon: 'plus' },
  multiScreen: { label: 'Open in multi-screen', icon: 'columns' },
  logout: { label: 'Logout', icon: 'logout' },
};

/** The header's account dropdown: a button labelled 'Account' with the signed-in user's actions. */
export function AccountMenu({ userName, actions, onAction }: AccountMenuProps) {
  const items: MenuEntry[] = actions.flatMap((id) => [
    ...(id === 'logout' && actions.length > 1 ? [{ id: 'separator', separator: true as const }] : []),
    { id, ...ENTRIES[id] },
  ]);
  return (
    <div title={userName}>
      <Menu label="Account" hideLabel icon="user" items={items} onAction={(id) => onAction(id as AccountAction)} />
    </div>
  );
}
