import { useState, type KeyboardEvent } from 'react';
import { Form } from 'react-aria-components';
import { formatDateTime, formatNumber } from '../../domain/format';
import type { CountTag } from '../../domain/parts/annualInventoryTags';
import { tagAddSchema, type TagAddInput } from '../../domain/parts/annualInventoryTagPayloads';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { useForm } from '../../ui/Form/useForm';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { NumberField } from '../../ui/NumberField/NumberField';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './AnnualInventory.css';

export interface AnnualInventoryTagEntryProps {
  brnId: string;
  /** The person at the keyboard, as tags name who entered them: they do not verify their own entry. */
  me: string;
  /** The tag found (blind: it holds no book quantity), or none yet. */
  tag: CountTag | null;
  isFinding: boolean;
  /** Why the last step was refused (no such tag, someone else's change, the same person verifying…). */
  error: string | null;
  isPending: boolean;
  onFind: (tagNo: number) => void;
  onReturned: (tag: CountTag) => void;
  onEnter: (tag: CountTag, countedQty: number) => void;
  onVerify: (tag: CountTag) => void;
  onVoid: (tag: CountTag, reason: string) => void;
  /** Resolves true once the tag is added. */
  onAdd: (input: TagAddInput) => Promise<boolean>;
  onClose: () => void;
}

const TONES = { Issued: 'neutral', Returned: 'info', Entered: 'caution', Verified: 'positive', Void: 'critical' } as const;

/** The tag found: where it is, its team and status, and the step it is ready for. */
function FoundTag({ tag, me, isPending, onReturned, onEnter, onVerify, onVoid }: Pick<AnnualInventoryTagEntryProps, 'me' | 'isPending' | 'onReturned' | 'onEnter' | 'onVerify' | 'onVoid'> & { tag: CountTag }) {
  const [count, setCount] = useState<number>(tag.countedQty ?? Number.NaN);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const open = tag.status !== 'Verified' && tag.status !== 'Void';
  const ownEntry = tag.enteredBy === me;
  return (
    <section aria-label={`Tag ${tag.tagNo}`} className={css.dialogForm}>
      <KeyValue
        items={[
          { label: 'Tag', value: tag.tagNo },
          { label: 'Status', value: <Badge tone={TONES[tag.status]}>{tag.status}</Badge> },
          { label: 'Bin', value: tag.bin },
          { label: 'Part', value: tag.partNo },
          { label: 'Description', value: tag.description },
          { label: 'Team', value: tag.counter },
          { label: 'Counted', value: tag.countedQty === null ? null : formatNumber(tag.countedQty) },
          { label: 'Entered', value: tag.enteredBy ? `${tag.enteredBy}, ${formatDateTime(tag.enteredAt!)}` : null },
          { label: 'Verified', value: tag.verifiedBy ? `${tag.verifiedBy}, ${formatDateTime(tag.verifiedAt!)}` : null },
          ...(tag.voidReason ? [{ label: 'Void', value: tag.voidReason }] : []),
        ]}
      />
      {open ? (
        <div className={css.fieldRow}>
          {tag.status === 'Issued' ? (
            <Button tone="secondary" isDisabled={isPending} onPress={() => onReturned(tag)}>
              Mark returned
            </Button>
          ) : null}
          <NumberField
            label="Counted qty"
            minValue={0}
            maxValue={99_999}
            value={count}
            onChange={setCount}
            errorMessage={missing && !Number.isInteger(count) ? 'Enter the count as a whole number.' : undefined}
          />
          <Button isDisabled={isPending} onPress={() => (Number.isInteger(count) ? onEnter(tag, count) : setMissing(true))}>
            Save count
          </Button>
          {tag.status === 'Entered' ? (
            <Button tone="secondary" isDisabled={isPending || ownEntry} onPress={() => onVerify(tag)}>
              Verify
            </Button>
          ) : null}
        </div>
      ) : null}
      {tag.status === 'Entered' && ownEntry ? <p className={css.muted}>You entered this tag: someone else verifies it.</p> : null}
      {open ? (
        <div className={css.fieldRow}>
          <TextField label="Why void" value={reason} onChange={setReason} />
          <Button tone="secondary" isDisabled={isPending || !reason.trim()} onPress={() => onVoid(tag, reason)}>
            Void tag
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** A part found where the books say nothing: a tag of its own, with its count, entered at once. */
function AddTag({ isPending, onAdd }: Pick<AnnualInventoryTagEntryProps, 'isPending' | 'onAdd'>) {
  const empty = { bin: '', partNo: '', countedQty: Number.NaN, counter: '' };
  const [values, setValues] = useState<TagAddInput>(empty);
  const form = useForm(tagAddSchema, { values, onValid: async (valid) => void ((await onAdd(valid)) && setValues(empty)) });
  return (
    <Form className={css.dialogForm} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Add a tag for a part found">
      <h3 className={css.muted}>Add a tag for a part found where the books say nothing</h3>
      <div className={css.fieldRow}>
        <TextField label="Bin" value={values.bin} onChange={(bin) => setValues((v) => ({ ...v, bin }))} isRequired errorMessage={form.errors.bin} />
        <TextField label="Part" value={values.partNo} onChange={(partNo) => setValues((v) => ({ ...v, partNo }))} isRequired errorMessage={form.errors.partNo} />
        <NumberField label="Found qty" minValue={1} value={values.countedQty} onChange={(countedQty) => setValues((v) => ({ ...v, countedQty }))} isRequired errorMessage={form.errors.countedQty} />
        <TextField label="Team" value={values.counter} onChange={(counter) => setValues((v) => ({ ...v, counter }))} isRequired errorMessage={form.errors.counter} />
      </div>
      <div className={css.actions}>
        <Button type="submit" tone="secondary" isPending={isPending}>
          Add tag
        </Button>
      </div>
    </Form>
  );
}

/**
 * Tag entry at a branch's count: a tag is found by its number (a keyboard-wedge scanner types it and presses
 * Enter), marked returned, its count entered blind — no book quantity is ever shown — and verified by someone
 * other than who entered it; a spoiled tag is voided with why, and a part found gets a tag of its own.
 */
export function AnnualInventoryTagEntry(props: AnnualInventoryTagEntryProps) {
  const { brnId, tag, isFinding, error, onFind, onClose } = props;
  const [scan, setScan] = useState('');
  const onScanKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const tagNo = Number(scan.trim());
    if (Number.isInteger(tagNo) && tagNo > 0) onFind(tagNo);
    setScan('');
  };
  return (
    <Card
      title={`Tag entry · ${brnId}`}
      actions={
        <Button tone="secondary" onPress={onClose}>
          Close tag entry
        </Button>
      }
    >
      <div className={css.dialogForm}>
        <TextField
          label="Tag number"
          value={scan}
          onChange={setScan}
          onKeyDown={onScanKey}
          autoFocus
          inputMode="numeric"
          description={isFinding ? 'Finding the tag…' : 'Scan the tag or type its number, then Enter.'}
        />
        {error ? <Alert tone="critical">{error}</Alert> : null}
        {tag ? <FoundTag key={`${tag.id}-${tag.version}`} {...props} tag={tag} /> : null}
        <AddTag {...props} />
      </div>
    </Card>
  );
}
