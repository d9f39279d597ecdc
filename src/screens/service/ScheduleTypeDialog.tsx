import { useState } from 'react';
import { Form } from 'react-aria-components';
import { isHexColor } from '../../domain/themeColor';
import {
  scheduleTypeCreateSchema,
  SCHEDULE_STEP_MINUTES,
  type ScheduleType,
  type ScheduleTypeCreateInput,
} from '../../domain/service/scheduleTypes';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { NumberField } from '../../ui/NumberField/NumberField';
import { TextField } from '../../ui/TextField/TextField';
import * as table from '../parts/RootCauseCodes.css';
import { ScheduleTypeBlock } from './ScheduleTypeBlock';
import * as css from './ScheduleTypes.css';

export interface ScheduleTypeDialogProps {
  /** null: closed; 'new': a new type; a type: a change to it. */
  editing: ScheduleType | 'new' | null;
  /** Resolves true once saved (the dialog closes). */
  onSave: (values: ScheduleTypeCreateInput, type: ScheduleType | undefined) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

function TypeForm({ was, onSave, isPending, error, onClose }: Omit<ScheduleTypeDialogProps, 'editing'> & { was: ScheduleType | undefined }) {
  const [code, setCode] = useState(was?.code ?? '');
  const [name, setName] = useState(was?.name ?? '');
  const [colour, setColour] = useState(was?.colour ?? '#1f6feb');
  const [defaultMinutes, setMinutes] = useState(was?.defaultMinutes ?? 60);
  const [productive, setProductive] = useState(was?.productive ?? true);
  const [roRequired, setRoRequired] = useState(was?.roRequired ?? true);
  const form = useForm(scheduleTypeCreateSchema, {
    values: { code, name, colour, defaultMinutes, productive, roRequired },
    onValid: async (data) => void ((await onSave(data, was)) && onClose()),
  });
  const title = was ? `Edit schedule type ${was.code}` : 'New schedule type';
  return (
    <Modal title={title} size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={table.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <TextField
          label="Code"
          description={was ? 'Schedule entries name the type by its code, so it stays.' : '2 to 8 letters, digits or dashes, unique.'}
          value={code}
          onChange={setCode}
          isReadOnly={Boolean(was)}
          isRequired
          errorMessage={form.errors.code}
          autoFocus={!was}
        />
        <TextField label="Name" value={name} onChange={setName} isRequired errorMessage={form.errors.name} autoFocus={Boolean(was)} />
        <div className={css.colourRow}>
          <TextField label="Colour" description="#rrggbb" value={colour} onChange={setColour} isRequired errorMessage={form.errors.colour} />
          {isHexColor(colour.trim()) ? <ScheduleTypeBlock colour={colour.trim()} label={name.trim() || 'Preview'} /> : null}
        </div>
        <NumberField
          label="Default duration (minutes)"
          description={`In steps of ${SCHEDULE_STEP_MINUTES} minutes.`}
          value={defaultMinutes}
          onChange={setMinutes}
          step={SCHEDULE_STEP_MINUTES}
          minValue={SCHEDULE_STEP_MINUTES}
          isRequired
          errorMessage={form.errors.defaultMinutes}
        />
        <Checkbox isSelected={productive} onChange={setProductive}>
          Productive (counts towards the technician&apos;s productive hours)
        </Checkbox>
        <Checkbox isSelected={roRequired} onChange={setRoRequired}>
          RO required (a block must name a repair-order job)
        </Checkbox>
        <div className={table.formActions}>
          <Button type="submit" isPending={isPending}>
            {was ? 'Save type' : 'Add type'}
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** Adds a schedule type, or edits one; its code stays what it was. */
export function ScheduleTypeDialog({ editing, ...props }: ScheduleTypeDialogProps) {
  return editing === null ? null : <TypeForm was={editing === 'new' ? undefined : editing} {...props} />;
}
