import type { AwaitingCount } from '../../domain/accounting/cashOnHandData';
import { formatDateTime, formatMoney2 } from '../../domain/format';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as css from './CashOnHand.css';
import * as records from '../../ui/report/recordList.css';

export interface CashAwaitingSignOffProps {
  /** The counts beyond the threshold not yet decided; undefined while they load. */
  counts: readonly AwaitingCount[] | undefined;
  /** Over/short beyond this waits (numeric text). */
  threshold: string | undefined;
  onSignOff: (count: AwaitingCount) => void;
  onReject: (count: AwaitingCount) => void;
  /** Offered to those who sign off counts. */
  onChangeThreshold?: (() => void) | undefined;
}

const shortOrOver = (overShort: string) => (Number(overShort) < 0 ? `short ${formatMoney2(overShort.slice(1))}` : `over ${formatMoney2(overShort)}`);

/**
 * The counts more than the threshold over or short, oldest first, for a manager to sign off or reject. Who
 * may not (the counter, someone without the authority) reads why instead of the buttons; the server decides.
 */
export function CashAwaitingSignOff({ counts, threshold, onSignOff, onReject, onChangeThreshold }: CashAwaitingSignOffProps) {
  return (
    <Card
      title="Awaiting sign-off"
      actions={
        onChangeThreshold ? (
          <Button tone="secondary" size="small" onPress={onChangeThreshold}>
            Change threshold
          </Button>
        ) : null
      }
    >
      {threshold ? <p className={css.muted}>A count more than {formatMoney2(threshold)} over or short waits for a manager’s sign-off.</p> : null}
      {!counts ? (
        <Skeleton lines={3} label="Loading the counts awaiting sign-off" />
      ) : counts.length === 0 ? (
        <p>No counts are waiting for a sign-off.</p>
      ) : (
        <ul className={records.list} aria-label="Counts awaiting sign-off">
          {counts.map((count) => (
            <li key={count.id} className={records.item} aria-label={`${count.brnId} ${count.fundName}, ${shortOrOver(count.overShort)}`}>
              <div>
                <p className={records.title}>
                  {count.brnId} · {count.fundName}: {shortOrOver(count.overShort)}
                </p>
                <p className={css.muted}>
                  Counted {formatDateTime(count.countedAt)} by {count.countedBy}: expected {formatMoney2(count.expected)}, counted {formatMoney2(count.counted)}
                </p>
                {count.note ? <p className={records.note}>{count.note}</p> : null}
              </div>
              {count.refusal ? (
                <p className={css.muted}>{count.refusal}</p>
              ) : (
                <div className={css.buttons}>
                  <Button size="small" onPress={() => onSignOff(count)}>
                    Sign off
                  </Button>
                  <Button size="small" tone="secondary" onPress={() => onReject(count)}>
                    Reject
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
