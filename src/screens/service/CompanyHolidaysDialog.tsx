import { useState } from 'react';
import { Form } from 'react-aria-components';
import { DAY_PARTS, holidaySchema, type CompanyHoliday, type HolidayInput } from '../../domain/service/companyHolidays';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { TimeField } from '../../ui/DatePicker/TimeField';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import * as codes from '../parts/RootCauseCodes.css';
import * as css from './CompanyHolidays.css';

export interface CompanyHolidaysDialogProps {
  /** The holiday being changed, a new one (null), or closed (undefined). */
  editing: CompanyHoliday | null | undefined;
  /** The branches the user holds; "All branches" is offered to someone who holds every one. */
  branches: readonly string[];
  holdsEveryBranch: boolean;
  /** The first day a holiday may be on (today). */
  today: string;
  /** Resolves true once saved (the dialog closes). */
  onSave: (values: HolidayInput, holiday: CompanyHoliday | null) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

const DAY_PART_OPTIONS = DAY_PARTS.map((p) => ({ id: p, label: p }));

function HolidayForm({ editing, branches, holdsEveryBranch, today, onSave, isPending, error, onClose }: CompanyHolidaysDialogProps & { editing: CompanyHoliday | null }) {
  const [day, setDay] = useState<string | null>(editing?.day ?? null);
  const [name, setName] = useState(editing?.name ?? '');
  const [allBranches, setAllBranches] = useState(editing?.allBranches ?? false);
  const [chosen, setChosen] = useState<string[]>(editing?.branches ?? (branches.length === 1 ? [...branches] : []));
  const [dayPart, setDayPart] = useState<string>(editing?.dayPart ?? 'Full day');
  const [closesAt, setClosesAt] = useState(editing?.closesAt ?? '12:00');
  const [opensAt, setOpensAt] = useState(editing?.opensAt ?? '10:00');
  const [emergencyOnly, setEmergencyOnly] = useState(editing?.emergencyOnly ?? false);
  const form = useForm(holidaySchema, {
    values: { day: day ?? '', name, allBranches, branches: chosen, dayPart: dayPart as HolidayInput['dayPart'], closesAt, opensAt, emergencyOnly },
    onValid: async (data) => void ((await onSave(data, editing)) && onClose()),
  });
  const title = editing ? `Edit ${editing.name}` : 'New holiday';
  const toggle = (code: string, on: boolean) => setChosen((was) => (on ? [...was, code] : was.filter((c) => c !== code)));
  return (
    <Modal title={title} size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={codes.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <DatePicker label="Day" value={day} onChange={setDay} minValue={today} isRequired errorMessage={form.errors.day} />
        <TextField label="Name" value={name} onChange={setName} isRequired errorMessage={form.errors.name} />
        {holdsEveryBranch ? (
          <Checkbox isSelected={allBranches} onChange={setAllBranches}>
            All branches
          </Checkbox>
        ) : null}
        {allBranches ? null : (
          <fieldset className={css.branchList} aria-describedby={form.errors.branches ? 'holiday-branches-error' : undefined}>
            <legend>Branches it closes</legend>
            {branches.map((code) => (
              <Checkbox key={code} isSelected={chosen.includes(code)} onChange={(on) => toggle(code, on)}>
                {code}
              </Checkbox>
            ))}
            {form.errors.branches ? (
              <p id="holiday-branches-error" role="alert">
                {form.errors.branches}
              </p>
            ) : null}
          </fieldset>
        )}
        <div className={css.fieldRow}>
          <Select label="Day part" items={DAY_PART_OPTIONS} value={dayPart} onChange={(v) => setDayPart(v ?? 'Full day')} isRequired />
          {dayPart === 'Closes early' ? <TimeField label="Closes at" value={closesAt} onChange={setClosesAt} errorMessage={form.errors.closesAt} /> : null}
          {dayPart === 'Opens late' ? <TimeField label="Opens at" value={opensAt} onChange={setOpensAt} errorMessage={form.errors.opensAt} /> : null}
        </div>
        <Checkbox isSelected={emergencyOnly} onChange={setEmergencyOnly}>
          Opens for emergencies (road calls)
        </Checkbox>
        <div className={codes.formActions}>
          <Button type="submit" isPending={isPending}>
            {editing ? 'Save holiday' : 'Add holiday'}
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** Adds a holiday, or changes one from today on: its day, name, branches, day part and emergency opening. */
export function CompanyHolidaysDialog({ editing, ...props }: CompanyHolidaysDialogProps) {
  return editing === undefined ? null : <HolidayForm editing={editing} {...props} />;
}
