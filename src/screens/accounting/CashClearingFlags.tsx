import { useState } from 'react';
import type { CashClearingFlag } from '../../domain/accounting/cashClearing';
import { formatDate, formatDateTime } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import type { ScreenAction } from './CashClearingMatchDialog';
import * as css from './CashClearing.css';
import * as records from '../../ui/report/recordList.css';

export interface CashClearingFlagsProps {
  flags: readonly CashClearingFlag[];
  clearFlag: ScreenAction<[CashClearingFlag]>;
}

const whatText = (f: CashClearingFlag) => (f.jeId ? `Entry ${f.jeId} line ${f.lineNo}, ${formatDate(f.postedOn)}` : `The day, ${formatDate(f.postedOn)}`);

/** The flags for a correcting entry on what is shown: open ones first, each cleared once its entry is posted; then the cleared ones, with who cleared them. */
export function CashClearingFlags({ flags, clearFlag }: CashClearingFlagsProps) {
  const [clearing, setClearing] = useState<CashClearingFlag | null>(null);
  if (!flags.length) return null;
  return (
    <Card title="Flags for a correcting entry">
      <ul className={records.list}>
        {flags.map((f) => (
          <li key={f.id} className={records.item}>
            <div>
              <p className={records.title}>
                {`#${f.id} ${whatText(f)} `}
                <Badge tone={f.clearedAt ? 'neutral' : 'critical'}>{f.clearedAt ? 'Cleared' : 'Open'}</Badge>
              </p>
              <p className={records.note}>{f.reason}</p>
              <p className={records.meta}>
                {`Flagged by ${f.flaggedBy}, ${formatDateTime(f.flaggedAt)}`}
                {f.clearedAt ? `; cleared by ${f.clearedBy ?? ''}, ${formatDateTime(f.clearedAt)}` : ''}
              </p>
            </div>
            {f.clearedAt ? null : (
              <div className={css.matchActions}>
                <Button tone="secondary" size="small" aria-label={`Clear flag #${f.id}`} onPress={() => setClearing(f)}>
                  Clear…
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={clearing !== null}
        title={`Clear flag #${clearing?.id ?? ''}?`}
        confirmLabel="Clear flag"
        isPending={clearFlag.isPending}
        onCancel={() => setClearing(null)}
        onConfirm={async () => {
          if (clearing && (await clearFlag.run(clearing))) setClearing(null);
        }}
        message={
          <div className={css.dialogForm}>
            {clearFlag.error ? <Alert tone="critical">{clearFlag.error}</Alert> : null}
            <p>The correcting entry is posted, or none is needed. The flag stays in the history with your name.</p>
          </div>
        }
      />
    </Card>
  );
}
