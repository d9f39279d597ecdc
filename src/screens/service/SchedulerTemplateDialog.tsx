import { useState } from 'react';
import { Form } from 'react-aria-components';
import { templateSchema, WEEKDAYS, type SchedulerTemplate, type ShiftBreak, type TemplateInput } from '../../domain/service/schedulerTemplates';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { TimeField } from '../../ui/DatePicker/TimeField';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import * as codes from '../parts/RootCauseCodes.css';
import * as css from './SchedulerTemplates.css';
import type { Technician } from './SchedulerTemplates';

export interface SchedulerTemplateDialogProps {
  /** The template being changed, a new one (null), or closed (undefined). */
  editing: SchedulerTemplate | null | undefined;
  branches: readonly string[];
  technicians: readonly Technician[];
  onSave: (values: TemplateInput, template: SchedulerTemplate | null) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list, item] : list.filter((x) => x !== item));

function TemplateForm({ editing, branches, technicians, onSave, isPending, error, onClose }: SchedulerTemplateDialogProps & { editing: SchedulerTemplate | null }) {
  const [brnId, setBrnId] = useState(editing?.brnId ?? branches[0] ?? '');
  const [name, setName] = useState(editing?.name ?? '');
  const [weekdays, setWeekdays] = useState<number[]>(editing?.weekdays ?? [1, 2, 3, 4, 5]);
  const [shiftStart, setShiftStart] = useState(editing?.shiftStart ?? '07:00');
  const [shiftEnd, setShiftEnd] = useState(editing?.shiftEnd ?? '15:30');
  const [breaks, setBreaks] = useState<ShiftBreak[]>(editing?.breaks ?? [{ start: '11:30', end: '12:00' }]);
  const [empIds, setEmpIds] = useState<string[]>(editing?.empIds ?? []);
  const [bays, setBays] = useState((editing?.bays ?? []).join(', '));
  const [active, setActive] = useState(editing?.active ?? true);
  const bayCodes = bays.split(',').map((b) => b.trim()).filter(Boolean);
  const form = useForm(templateSchema, {
    values: { brnId, name, weekdays, shiftStart, shiftEnd, breaks, empIds, bays: bayCodes, active },
    onValid: async (data) => void ((await onSave(data, editing)) && onClose()),
  });
  const title = editing ? `Edit ${editing.name}` : 'New scheduler template';
  const setBreak = (i: number, part: keyof ShiftBreak, value: string) => setBreaks((was) => was.map((b, j) => (j === i ? { ...b, [part]: value } : b)));
  return (
    <Modal title={title} isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={codes.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <div className={css.fieldRow}>
          <Select
            label="Branch"
            items={branches.map((b) => ({ id: b, label: b }))}
            value={brnId}
            onChange={(v) => {
              setBrnId(v ?? '');
              setEmpIds([]);
            }}
            isRequired
          />
          <TextField label="Name" value={name} onChange={setName} isRequired errorMessage={form.errors.name} />
        </div>
        <fieldset className={css.choices}>
          <legend>Weekdays</legend>
          {WEEKDAYS.map((label, day) => (
            <Checkbox key={label} isSelected={weekdays.includes(day)} onChange={(on) => setWeekdays((was) => toggled(was, day, on))}>
              {label}
            </Checkbox>
          ))}
          {form.errors.weekdays ? <p role="alert">{form.errors.weekdays}</p> : null}
        </fieldset>
        <div className={css.fieldRow}>
          <TimeField label="Shift starts" value={shiftStart} onChange={setShiftStart} errorMessage={form.errors.shiftStart} />
          <TimeField label="Shift ends" value={shiftEnd} onChange={setShiftEnd} errorMessage={form.errors.shiftEnd} />
        </div>
        <fieldset className={css.choices}>
          <legend>Breaks</legend>
          {breaks.map((b, i) => (
            <div key={i} className={css.fieldRow}>
              <TimeField label={`Break ${i + 1} starts`} value={b.start} onChange={(v) => setBreak(i, 'start', v)} />
              <TimeField label={`Break ${i + 1} ends`} value={b.end} onChange={(v) => setBreak(i, 'end', v)} />
              <Button size="small" tone="secondary" aria-label={`Remove break ${i + 1}`} onPress={() => setBreaks((was) => was.filter((_, j) => j !== i))}>
                Remove
              </Button>
            </div>
          ))}
          <Button size="small" tone="secondary" onPress={() => setBreaks((was) => [...was, { start: '', end: '' }])}>
            Add break
          </Button>
          {form.errors.breaks ? <p role="alert">{form.errors.breaks}</p> : null}
        </fieldset>
        <fieldset className={css.choices}>
          <legend>Technicians</legend>
          {technicians
            .filter((t) => t.brnId === brnId)
            .map((t) => (
              <Checkbox key={t.empId} isSelected={empIds.includes(t.empId)} onChange={(on) => setEmpIds((was) => toggled(was, t.empId, on))}>
                {t.name}
              </Checkbox>
            ))}
        </fieldset>
        <TextField label="Bays" description="Bay codes, separated by commas." value={bays} onChange={setBays} errorMessage={form.errors.bays} />
        <Checkbox isSelected={active} onChange={setActive}>
          Active
        </Checkbox>
        <div className={codes.formActions}>
          <Button type="submit" isPending={isPending}>
            Save template
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** Adds a scheduler template or changes one: branch, name, weekdays, shift, breaks, technicians, bays, active. */
export function SchedulerTemplateDialog({ editing, ...props }: SchedulerTemplateDialogProps) {
  return editing === undefined ? null : <TemplateForm editing={editing} {...props} />;
}
