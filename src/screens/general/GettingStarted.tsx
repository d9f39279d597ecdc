import { Button } from '../../ui/Button/Button';
import * as css from './GettingStarted.css';

export interface GettingStartedProps {
  user: { name: string; email: string; roles: readonly string[]; branches: readonly string[]; permissions: readonly unknown[] };
  branch: string;
  onSignOut: () => void;
  isSigningOut?: boolean;
}

/** The landing page after sign-in: who you are signed in as, where, and with what access. */
export function GettingStarted({ user, branch, onSignOut, isSigningOut }: GettingStartedProps) {
  return (
    <main className={css.page}>
      <header className={css.header}>
        <div>
          <h1 className={css.title}>Welcome, {user.name}</h1>
          <p className={css.muted}>
            Signed in as {user.email} · Branch {branch}
          </p>
        </div>
        <Button tone="secondary" onPress={onSignOut} isPending={isSigningOut}>
          Sign out
        </Button>
      </header>
      <section className={css.card} aria-labelledby="access-title">
        <h2 id="access-title" className={css.subtitle}>
          Your access
        </h2>
        <dl className={css.facts}>
          <dt>Roles</dt>
          <dd>{user.roles.length ? user.roles.join(', ') : 'None yet'}</dd>
          <dt>Branches</dt>
          <dd>{user.branches.join(', ') || 'None yet'}</dd>
          <dt>Permissions</dt>
          <dd>
            {user.permissions.length
              ? `${user.permissions.length} permissions`
              : 'None yet: ask an administrator for the access your work needs.'}
          </dd>
        </dl>
      </section>
    </main>
  );
}
