import { formatDateTime } from '../../domain/format';
import type { PublicRepairStatus, TimelineStep } from '../../domain/service/statusLinks';
import * as css from './RepairStatus.css';

export interface RepairStatusProps {
  /** The repair as the link's token answers it; undefined while it loads or when the link is not valid. */
  status: PublicRepairStatus | undefined;
  isLoading: boolean;
  /** The link is made up, revoked or expired: said the same way for each. */
  isNotFound: boolean;
  /** The server could not be reached or refused for now (a weak signal, too many reloads). */
  error: string | null;
}

/** 'tel:' of a written US number: its digits only. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * /customermobile/{token}: a fleet customer follows a repair from a phone, signed out. One column, plain elements and
 * a few rules of CSS, so it is quick on a weak signal. Shows only what the server answers for the link
 * (src/domain/service/statusLinks.ts PublicRepairStatus): never a cost or an internal note.
 */
export function RepairStatus({ status, isLoading, isNotFound, error }: RepairStatusProps) {
  if (isNotFound) return <Notice title="Link not valid" text="This status link is not valid. Please call your service advisor." />;
  if (!status) return isLoading ? <Notice title="Loading your repair…" text="One moment." busy /> : <Notice title="Cannot show your repair" text={error ?? 'Please try again shortly.'} />;
  const { branch, unit, timeline, promisedAt, advisor, notes } = status;
  const now = timeline.find((s) => s.state === 'current') ?? timeline[timeline.length - 1]!;
  return (
    <main className={css.page}>
      <header className={css.header}>
        <p className={css.branch}>{branch.name}</p>
        {branch.phone ? (
          <a className={css.phoneLink} href={telOf(branch.phone)}>
            {branch.phone}
          </a>
        ) : null}
      </header>
      <section className={css.card} aria-labelledby="unit">
        <h1 id="unit" className={css.title}>
          {[unit.year, unit.make, unit.model].join(' ')}
        </h1>
        <p className={css.muted}>
          {unit.fleetNo ? <>Unit {unit.fleetNo} · </> : null}VIN …{unit.vinLast6}
        </p>
        <p className={css.now} role="status">
          {now.step === 'Ready' ? 'Ready for pickup' : now.step}
        </p>
        {error ? <p className={css.warning}>{error} Showing the last update.</p> : null}
        {promisedAt ? (
          <p>
            Promised: <strong>{formatDateTime(promisedAt)}</strong>
          </p>
        ) : null}
      </section>
      <section className={css.card} aria-labelledby="progress">
        <h2 id="progress" className={css.subtitle}>
          Progress
        </h2>
        <ol className={css.timeline}>
          {timeline.map((s) => (
            <Step key={s.step} step={s} />
          ))}
        </ol>
      </section>
      <section className={css.card} aria-labelledby="notes">
        <h2 id="notes" className={css.subtitle}>
          Updates from the shop
        </h2>
        {notes.length ? (
          <ul className={css.notes}>
            {notes.map((n) => (
              <li key={n.at + n.text} className={css.note}>
                <p>{n.text}</p>
                <p className={css.muted}>{formatDateTime(n.at)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.muted}>No updates yet: we will post them here.</p>
        )}
      </section>
      <section className={css.card} aria-labelledby="advisor">
        <h2 id="advisor" className={css.subtitle}>
          Your service advisor
        </h2>
        <p>{advisor.name}</p>
        {advisor.phone ? (
          <a className={css.callButton} href={telOf(advisor.phone)}>
            Call {advisor.phone}
          </a>
        ) : null}
      </section>
    </main>
  );
}

const MARK: Record<TimelineStep['state'], string> = { done: '✓', current: '●', upcoming: '' };

function Step({ step }: { step: TimelineStep }) {
  return (
    <li className={css.step[step.state]} aria-current={step.state === 'current' ? 'step' : undefined}>
      <span className={css.dot[step.state]} aria-hidden="true">
        {MARK[step.state]}
      </span>
      <span className={css.stepText}>
        <span>{step.step}</span>
        {step.at ? <span className={css.muted}>{formatDateTime(step.at)}</span> : null}
        <span className={css.hidden}>{step.state === 'done' ? ' (done)' : step.state === 'current' ? ' (now)' : ' (next)'}</span>
      </span>
    </li>
  );
}

function Notice({ title, text, busy = false }: { title: string; text: string; busy?: boolean }) {
  return (
    <main className={css.page} aria-busy={busy}>
      <section className={css.card}>
        <h1 className={css.title}>{title}</h1>
        <p className={css.muted}>{text}</p>
      </section>
    </main>
  );
}
