import { useState, type KeyboardEvent } from 'react';
import type { CountSheet, CountSheetLine } from '../../domain/parts/cycleCountsList';
import { Alert } from '../../ui/Alert/Alert';
import { Card } from '../../ui/Card/Card';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './CycleAudit.css';

export interface CycleAuditCountSheetProps {
  sheet: CountSheet;
  /** Resolves true once the count is kept. */
  onCount: (line: CountSheetLine, qty: number) => Promise<boolean>;
  error?: string | null;
}

/** Whole numbers only, as a scanner or a keypad types them. */
const quantityOf = (text: string): number | null => (/^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The blind count sheet: each line's part, bin and description and a quantity field only — never the system
 * quantity. Scan or type the quantity and press Enter: it is kept and the next line's field takes the focus.
 * The recount sheet is the same, of the lines someone else counted over the threshold.
 */
export function CycleAuditCountSheet({ sheet, onCount, error }: CycleAuditCountSheetProps) {
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [invalid, setInvalid] = useState<number | null>(null);
  const title = sheet.mode === 'count' ? 'Count sheet' : 'Recount sheet';
  const enter = async (event: KeyboardEvent, line: CountSheetLine) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const input = event.target as HTMLInputElement;
    const qty = quantityOf(typed[line.id] ?? '');
    setInvalid(qty === null ? line.id : null);
    if (qty === null) return;
    const next = input.closest('li')?.nextElementSibling?.querySelector('input');
    if (await onCount(line, qty)) next?.focus();
  };
  return (
    <Card title={title}>
      {error ? <Alert tone="critical">{error}</Alert> : null}
      {sheet.lines.length ? (
        <ul className={css.sheet} aria-label={title}>
          {sheet.lines.map((line) => (
            <li key={line.id} className={css.sheetLine}>
              <div>
                <strong>{line.partNo}</strong> {line.description}
                <p className={css.muted}>Bin {line.bin ?? 'none'}</p>
              </div>
              <TextField
                label={`Quantity of ${line.partNo}`}
                inputMode="numeric"
                value={typed[line.id] ?? (line.myQty === null ? '' : String(line.myQty))}
                onChange={(text) => setTyped((t) => ({ ...t, [line.id]: text }))}
                onKeyDown={(event) => void enter(event, line)}
                isInvalid={invalid === line.id}
                errorMessage={invalid === line.id ? 'Enter the quantity counted as a whole number.' : undefined}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.muted}>{sheet.mode === 'count' ? 'Every line of this cycle is counted.' : 'No line waits for a recount by you.'}</p>
      )}
    </Card>
  );
}
