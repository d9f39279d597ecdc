import { useState } from 'react';
import { Form } from 'react-aria-components';
import { countSchema, countTotalCents, DENOMINATIONS, MAX_PIECES, type CountInput, type DenominationCounts } from '../../domain/accounting/cashOnHand';
import type { CashCount, CashFundDetail } from '../../domain/accounting/cashOnHandData';
import { formatMoney2 } from '../../domain/format';
import { moneyText } from '../../domain/money';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { useForm } from '../../ui/Form/useForm';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Modal } from '../../ui/Modal/Modal';
import { NumberField } from '../../ui/NumberField/NumberField';
import { TextArea } from '../../ui/TextArea/TextArea';
import { CashDialogButtons } from './CashDialogButtons';
import { COUNT_STATUS_TONE } from './CashOnHand';
import * as css from './CashOnHand.css';

export interface CashCountDialogProps {
  /** The fund to count, as last read; open while there is one. */
  fund: CashFundDetail['fund'] | null;
  /** Sends the count; resolves with the count the server recorded (its expected and over/short), or null when refused. */
  onRecord: (fundId: number, count: CountInput) => Promise<CashCount | null>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

const GROUPS = ['Bills', 'Coins', 'Rolls'] as const;
const money = (cents: number) => formatMoney2(moneyText(cents));

/** What the count came to against what was expected, and whether it waits for a manager. */
function Outcome({ count, onClose }: { count: CashCount; onClose: () => void }) {
  const overShort = Number(count.overShort);
  return (
    <div className={css.form}>
      <Alert tone={count.status === 'Awaiting sign-off' ? 'caution' : 'positive'}>
        {count.status === 'Awaiting sign-off'
          ? `The count is ${overShort < 0 ? 'short' : 'over'} by ${formatMoney2(Math.abs(overShort))}: it waits for a manager's sign-off.`
          : overShort === 0
            ? 'The count matches what was expected.'
            : `The count is ${overShort < 0 ? 'short' : 'over'} by ${formatMoney2(Math.abs(overShort))}, within the threshold.`}
      </Alert>
      <KeyValue
        columns={1}
        items={[
          { label: 'Expected', value: formatMoney2(count.expected) },
          { label: 'Counted', value: formatMoney2(count.counted) },
          { label: 'Over/short', value: formatMoney2(count.overShort) },
          { label: 'Status', value: <Badge tone={COUNT_STATUS_TONE[count.status]}>{count.status}</Badge> },
        ]}
      />
      <div className={css.buttons}>
        <Button onPress={onClose}>Done</Button>
      </div>
    </div>
  );
}

function CountForm({ fund, onRecord, isPending, error, onClose }: CashCountDialogProps & { fund: CashFundDetail['fund'] }) {
  const [pieces, setPieces] = useState<DenominationCounts>({});
  const [note, setNote] = useState('');
  const [recorded, setRecorded] = useState<CashCount | null>(null);
  const values: CountInput = { fundVersion: fund.version, denominations: pieces, note };
  const form = useForm(countSchema, {
    values,
    onValid: async (count) => setRecorded(await onRecord(fund.id, count)),
  });
  const title = `Count ${fund.brnId} · ${fund.name}`;
  return (
    <Modal title={title} size="large" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      {recorded ? (
        <Outcome count={recorded} onClose={onClose} />
      ) : (
        <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
          {error ? <Alert tone="critical">{error}</Alert> : null}
          <p className={css.muted}>Count everything in the {fund.kind === 'Drawer' ? 'drawer' : 'fund'}, float included: how many of each.</p>
          <div className={css.sheet}>
            {GROUPS.map((group) => (
              <fieldset key={group} className={css.group}>
                <legend className={css.legend}>{group}</legend>
                {DENOMINATIONS.filter((d) => d.group === group).map((d) => (
                  <NumberField
                    key={d.id}
                    label={d.label}
                    minValue={0}
                    maxValue={MAX_PIECES}
                    step={1}
                    value={pieces[d.id] ?? Number.NaN}
                    onChange={(n) => {
                      form.clear(`denominations.${d.id}`);
                      setPieces((current) => ({ ...current, [d.id]: Number.isNaN(n) ? undefined : n }));
                    }}
                    errorMessage={form.errors[`denominations.${d.id}`]}
                  />
                ))}
              </fieldset>
            ))}
          </div>
          <p className={css.total} aria-live="polite">
            Counted: {money(countTotalCents(pieces))}
          </p>
          <TextArea label="Note" description="Optional: anything the manager should know." value={note} onChange={setNote} maxLength={500} rows={2} errorMessage={form.errors.note} />
          <CashDialogButtons submit="Record count" isPending={isPending} onCancel={onClose} />
        </Form>
      )}
    </Modal>
  );
}

/** Records a count of a fund by denominations; the total is exact to the cent, and the server says what was expected. */
export function CashCountDialog(props: CashCountDialogProps) {
  return props.fund ? <CountForm key={props.fund.id} {...props} fund={props.fund} /> : null;
}
