import { useState } from 'react';
import { Form } from 'react-aria-components';
import { formatNumber } from '../../domain/format';
import type { ChecklistItem } from '../../domain/parts/annualInventoryList';
import { startBlockers, startRefusal } from '../../domain/parts/annualInventoryTags';
import { startCountSchema, type StartCountInput } from '../../domain/parts/annualInventoryTagPayloads';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { NumberField } from '../../ui/NumberField/NumberField';
import * as css from './AnnualInventory.css';

export interface AnnualInventoryStartProps {
  brnId: string;
  /** The branch's preparation checklist: what blocks the start is said, and needs "start anyway". */
  checklist: readonly ChecklistItem[];
  /** The count date offered first (YYYY-MM-DD). */
  countDate: string;
  /** Resolves true once the tags are issued (the dialog closes). */
  onStart: (input: StartCountInput) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

/**
 * "Freeze and issue tags" at a branch: the count date and the counting teams; while the preparation checklist still
 * blocks (open will-call, receiving not posted, zero-cost stock) the parts manager must say to start anyway.
 */
export function AnnualInventoryStart({ brnId, checklist, countDate, onStart, isPending, error, onClose }: AnnualInventoryStartProps) {
  const [values, setValues] = useState<StartCountInput>({ brnId, countDate, teams: 4, startAnyway: false });
  const form = useForm(startCountSchema, { values, onValid: async (valid) => void ((await onStart(valid)) && onClose()) });
  const blockers = startBlockers(checklist);
  const refusal = startRefusal(checklist, values.startAnyway ?? false);
  return (
    <Modal title={`Freeze and issue tags · ${brnId}`} size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.dialogForm} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={`Start the count at ${brnId}`}>
        <p className={css.muted}>Excede&apos;s stock at {brnId} is frozen as it stands now: every bin holding stock gets a numbered tag, in shelf order, issued to the teams aisle by aisle.</p>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        {blockers.length ? (
          <Alert tone="caution">
            The preparation checklist is not clear:
            <ul aria-label="What blocks the start">
              {blockers.map((b) => (
                <li key={b.key}>
                  {b.label}: {formatNumber(b.remaining)} left
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <DatePicker label="Count date" value={values.countDate} onChange={(day) => setValues((v) => ({ ...v, countDate: day ?? '' }))} isRequired errorMessage={form.errors.countDate} />
        <NumberField
          label="Counting teams"
          minValue={1}
          maxValue={40}
          value={values.teams}
          onChange={(teams) => setValues((v) => ({ ...v, teams }))}
          isRequired
          errorMessage={form.errors.teams}
        />
        {blockers.length ? (
          <Checkbox isSelected={values.startAnyway} onChange={(startAnyway) => setValues((v) => ({ ...v, startAnyway }))}>
            Start anyway: what is left is counted as it stands
          </Checkbox>
        ) : null}
        <div className={css.actions}>
          <Button type="submit" isPending={isPending} isDisabled={refusal !== null}>
            Freeze and issue tags
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
