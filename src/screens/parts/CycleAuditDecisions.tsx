import { useState } from 'react';
import type { CycleDecisionLine } from '../../domain/parts/cycleCountsList';
import { formatMoney2, formatNumber } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import * as css from './CycleAudit.css';

export type AdjustmentDecision = 'approve' | 'reject';

export interface CycleAuditDecisionsProps {
  lines: readonly CycleDecisionLine[];
  onDecide: (decision: AdjustmentDecision, lines: readonly CycleDecisionLine[]) => void;
  isPending?: boolean;
  error?: string | null;
}

/**
 * The adjustments waiting on the parts manager: each line's variance, and why this user may not decide it (a
 * recount still wanted, one of its counters, no authority) in place of its check box. Approve or reject one or
 * the lines chosen.
 */
export function CycleAuditDecisions({ lines, onDecide, isPending, error }: CycleAuditDecisionsProps) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const picked = lines.filter((l) => chosen.has(l.id) && l.refusal === null);
  return (
    <Card title="Adjustments to decide">
      {error ? <Alert tone="critical">{error}</Alert> : null}
      <ul className={css.decisions} aria-label="Adjustments to decide">
        {lines.map((line) => {
          const what = `${line.partNo} (bin ${line.bin ?? 'none'}): ${line.adjustmentQty === null ? line.adjustmentStatus : `${formatNumber(line.adjustmentQty)} at ${formatMoney2(line.adjustmentAmount)}`}`;
          return (
            <li key={line.id} className={css.decision}>
              {line.refusal === null ? (
                <Checkbox isSelected={chosen.has(line.id)} onChange={(on) => setChosen((s) => new Set(on ? [...s, line.id] : [...s].filter((id) => id !== line.id)))}>
                  {what}
                </Checkbox>
              ) : (
                <>
                  <span aria-hidden>–</span>
                  <span>
                    {what}
                    <span className={css.muted}> {line.refusal}</span>
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <div className={css.actions}>
        <Button isDisabled={!picked.length} isPending={isPending} onPress={() => onDecide('approve', picked)}>
          Approve selected
        </Button>
        <Button tone="secondary" isDisabled={!picked.length} isPending={isPending} onPress={() => onDecide('reject', picked)}>
          Reject selected
        </Button>
      </div>
    </Card>
  );
}
