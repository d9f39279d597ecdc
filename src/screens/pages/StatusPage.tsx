import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import * as css from './StatusPage.css';

export type StatusKind = 'not-found' | 'access-denied' | 'server-error' | 'coming-soon';

export interface StatusPageProps {
  kind: StatusKind;
  /** The page's title: the route's name for 'coming-soon' and 'access-denied'. */
  pageName?: string;
  homeHref: string;
}

const COPY: Record<StatusKind, { title: (page?: string) => string; text: (page?: string) => string; code?: string }> = {
  'not-found': {
    code: '404',
    title: () => 'Page not found',
    text: () => 'There is no page at this address. It may have moved, or the link may be mistyped.',
  },
  'access-denied': {
    code: '403',
    title: () => 'Access denied',
    text: (page) =>
      `Your account does not have the permission to open ${page ? `'${page}'` : 'this page'}. Ask an administrator if your work needs it.`,
  },
  'server-error': {
    code: '500',
    title: () => 'Something went wrong',
    text: () => 'The portal ran into a problem. Please try again in a moment; if it keeps happening, flag an error.',
  },
  'coming-soon': {
    title: (page) => page ?? 'Coming soon',
    text: (page) =>
      `${page ?? 'This screen'} is being moved into the new portal and will be here in an upcoming release. Until then, use Excede for this work.`,
  },
};

/** Not found, access denied, server error, and screens still on their way. */
export function StatusPage({ kind, pageName, homeHref }: StatusPageProps) {
  const copy = COPY[kind];
  return (
    <div className={css.page}>
      <PageHeader title={copy.title(pageName)} />
      <EmptyState
        title={copy.code ? `Error ${copy.code}` : 'Coming soon'}
        description={copy.text(pageName)}
        action={<Link href={homeHref}>Go to My Open Issues</Link>}
      />
    </div>
  );
}
