import { Alert } from '../../ui/Alert/Alert';
import { NativeButton } from '../../ui/Native/NativeButton';
import { NativeLink } from '../../ui/Native/NativeLink';
import { AuthLayout } from './AuthLayout';
import * as css from './LoginDemo.css';

export interface DemoAccount {
  name: string;
  email: string;
  roles: string[];
  branchCount: number;
}

export interface LoginDemoProps {
  accounts: DemoAccount[] | undefined;
  isLoading?: boolean;
  /** Demo mode is off on this server. */
  isUnavailable?: boolean;
  /** The account being signed in, while the call is under way. */
  pendingEmail?: string | null;
  errorMessage?: string | null;
  onChoose: (account: DemoAccount) => void;
  loginHref: string;
}

function describe(account: DemoAccount): string {
  const roles = account.roles.length ? account.roles.join(', ') : 'No permissions';
  return `${roles} · ${account.branchCount} ${account.branchCount === 1 ? 'branch' : 'branches'}`;
}

/** One click signs in as a demo account, to look around the portal with that account's permissions. */
export function LoginDemo({ accounts, isLoading, isUnavailable, pendingEmail, errorMessage, onChoose, loginHref }: LoginDemoProps) {
  return (
    <AuthLayout
      title="Demo accounts"
      subtitle="Sign in with one click to see the portal as each kind of staff member sees it."
      footer={<NativeLink href={loginHref}>Sign in with your own account</NativeLink>}
    >
      {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
      {isUnavailable ? <Alert tone="info">Demo sign-in is turned off on this server.</Alert> : null}
      {isLoading ? <p className={css.loading}>Loading the demo accounts…</p> : null}
      {accounts?.length ? (
        <ul className={css.list} aria-label="Demo accounts">
          {accounts.map((account) => (
            <li key={account.email} className={css.item}>
              <div className={css.who}>
                <span className={css.name}>{account.name}</span>
                <span className={css.meta}>{account.email}</span>
                <span className={css.meta}>{describe(account)}</span>
              </div>
              <NativeButton
                tone="secondary"
                size="small"
                aria-label={`Sign in as ${account.name}`}
                isPending={pendingEmail === account.email}
                disabled={!!pendingEmail && pendingEmail !== account.email}
                onClick={() => onChoose(account)}
              >
                Sign in
              </NativeButton>
            </li>
          ))}
        </ul>
      ) : null}
    </AuthLayout>
  );
}
