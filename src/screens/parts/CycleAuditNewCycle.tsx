import { useState } from 'react';
import { Form } from 'react-aria-components';
import { cycleCreateSchema, type CycleCreateInput } from '../../domain/parts/cycleCountsPayloads';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './CycleAudit.css';

export interface CycleAuditNewCycleProps {
  /** The user's branches, BrnId codes. */
  branches: readonly string[];
  /** The classes due a cycle at each branch (A monthly, B quarterly, C yearly), suggested first. */
  dueClasses: readonly { brnId: string; classes: readonly string[] }[];
  today: string;
  /** Resolves true once the cycle is made (the dialog closes). */
  onCreate: (cycle: CycleCreateInput) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

/** A new cycle: the branch, a class (A, B or C) or a bin range such as A01-A20, and the day counting starts. */
export function CycleAuditNewCycle({ branches, dueClasses, today, onCreate, isPending, error, onClose }: CycleAuditNewCycleProps) {
  const [values, setValues] = useState({ brnId: branches[0] ?? '', cycle: '', startDate: today });
  const form = useForm(cycleCreateSchema, { values, onValid: async (valid) => void ((await onCreate(valid)) && onClose()) });
  const due = dueClasses.find((d) => d.brnId === values.brnId)?.classes ?? [];
  return (
    <Modal title="New cycle" size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="New cycle">
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <Select
          label="Branch"
          items={branches.map((b) => ({ id: b, label: b }))}
          value={values.brnId}
          onChange={(brnId) => setValues((v) => ({ ...v, brnId: brnId ?? '' }))}
          isRequired
          errorMessage={form.errors.brnId}
        />
        <TextField
          label="Class or bin range"
          description={due.length ? `Due at this branch: class ${due.join(', ')}. A bin range is written A01-A20.` : 'A, B or C, or a bin range such as A01-A20.'}
          value={values.cycle}
          onChange={(cycle) => setValues((v) => ({ ...v, cycle }))}
          isRequired
          errorMessage={form.errors.cycle}
        />
        <DatePicker label="Start date" value={values.startDate} onChange={(startDate) => setValues((v) => ({ ...v, startDate: startDate ?? '' }))} isRequired errorMessage={form.errors.startDate} />
        <div className={css.actions}>
          <Button type="submit" isPending={isPending}>
            Make cycle
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
