import { useState } from 'react';
import { Form } from 'react-aria-components';
import { PLAN_AREAS, PLAN_PRIORITIES, PLAN_STATUSES, type PlanStatus } from '../../domain/productPlanning';
import { planItemSchema, type PlanItemInput } from '../../domain/productPlanningPayloads';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextArea } from '../../ui/TextArea/TextArea';
import { TextField } from '../../ui/TextField/TextField';
import type { Editing, ProductPlanningProps } from './ProductPlanning';
import * as css from './Product.css';

const options = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));

export interface PlanCardDialogProps {
  editing: NonNullable<Editing>;
  onClose: () => void;
  onSave: ProductPlanningProps['onSave'];
  onDelete: ProductPlanningProps['onDelete'];
  isSaving?: boolean | undefined;
  saveError?: string | null | undefined;
}

/** A card's form on the product planning board: add, edit or delete it. Its own chunk, loaded when a card opens. */
export default function PlanCardDialog({ editing, onClose, onSave, onDelete, isSaving, saveError }: PlanCardDialogProps) {
  const { id, item } = editing;
  const [values, setValues] = useState<PlanItemInput>({
    title: item.title ?? '',
    description: item.description ?? '',
    area: item.area ?? ('' as PlanItemInput['area']),
    priority: item.priority ?? 'Medium',
    status: item.status ?? 'Idea',
    targetDate: item.targetDate ?? null,
  });
  const [confirming, setConfirming] = useState(false);
  const set = <K extends keyof PlanItemInput>(key: K, value: PlanItemInput[K]) => setValues((v) => ({ ...v, [key]: value }));

  const { errors, onSubmit } = useForm(planItemSchema, {
    values,
    onValid: async (item) => {
      if (await onSave(id, item)) onClose();
    },
  });

  return (
    <>
      <Modal title={id === null ? 'New card' : 'Edit card'} isOpen onOpenChange={(open) => (open ? null : onClose())}>
        <Form className={css.form} onSubmit={onSubmit} validationBehavior="aria" aria-label={id === null ? 'New card' : 'Edit card'}>
          {saveError ? <Alert tone="critical">{saveError}</Alert> : null}
          <TextField label="Title" value={values.title} onChange={(v) => set('title', v)} isRequired errorMessage={errors.title} />
          <TextArea label="Description" value={values.description ?? ''} onChange={(v) => set('description', v)} maxLength={2000} rows={3} errorMessage={errors.description} />
          <div className={css.fields}>
            <Select label="Area" placeholder="Choose an area" items={options(PLAN_AREAS)} value={values.area || null} onChange={(v) => set('area', (v ?? '') as PlanItemInput['area'])} isRequired errorMessage={errors.area} />
            <Select label="Priority" items={options(PLAN_PRIORITIES)} value={values.priority} onChange={(v) => set('priority', (v ?? '') as PlanItemInput['priority'])} errorMessage={errors.priority} />
            <Select label="Status" items={options(PLAN_STATUSES)} value={values.status ?? 'Idea'} onChange={(v) => set('status', (v ?? 'Idea') as PlanStatus)} errorMessage={errors.status} />
            <DatePicker label="Target date" value={values.targetDate ?? null} onChange={(v) => set('targetDate', v)} errorMessage={errors.targetDate} />
          </div>
          <div className={css.actions}>
            <Button type="submit" isPending={isSaving}>
              {id === null ? 'Add card' : 'Save card'}
            </Button>
            <Button tone="secondary" onPress={onClose}>
              Cancel
            </Button>
            {id !== null ? (
              <Button tone="critical" onPress={() => setConfirming(true)}>
                Delete card
              </Button>
            ) : null}
          </div>
        </Form>
      </Modal>
      <ConfirmDialog
        isOpen={confirming}
        title="Delete this card?"
        tone="critical"
        confirmLabel="Delete card"
        message={`'${item.title ?? ''}' leaves the board. This cannot be undone.`}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void Promise.resolve(onDelete(id!)).then((ok) => {
            setConfirming(false);
            if (ok) onClose();
          })
        }
      />
    </>
  );
}
