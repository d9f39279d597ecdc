import { useState } from 'react';
import { Form } from 'react-aria-components';
import { ALTEC_PLANTS, CAB_TYPES, CHASSIS_MODELS, DRIVETRAINS } from '../../domain/sales/altecRfqs';
import { rfqCreateSchema, type RfqCreateInput } from '../../domain/sales/altecRfqsPayloads';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './AltecRfqs.css';

export interface AltecRfqNewProps {
  /** The user's branches, the first chosen. */
  branches: readonly { id: string; label: string }[];
  /** Resolves true once the RFQ is recorded (the dialog closes). */
  onCreate: (rfq: RfqCreateInput) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

const options = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));
type TextFieldId = 'rfqNo' | 'contact' | 'endCustomer' | 'upfitShipTo' | 'salesperson' | 'wheelbase' | 'cabToAxle' | 'gvwr' | 'qty';
const whole = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(/,/g, '')));

/** An RFQ as Altec sent it: its number, plant and contact, the chassis it asks for, how many and by when. */
export function AltecRfqNew({ branches, onCreate, isPending, error, onClose }: AltecRfqNewProps) {
  const [text, setText] = useState<Record<TextFieldId, string>>({ rfqNo: '', contact: '', endCustomer: '', upfitShipTo: '', salesperson: '', wheelbase: '', cabToAxle: '', gvwr: '', qty: '1' });
  const [choice, setChoice] = useState<Record<'brnId' | 'plant' | 'model' | 'cab' | 'drivetrain', string | null>>({
    brnId: branches[0]?.id ?? null,
    plant: ALTEC_PLANTS[0],
    model: null,
    cab: null,
    drivetrain: null,
  });
  const [days, setDays] = useState<{ receivedOn: string | null; dueOn: string | null }>({ receivedOn: null, dueOn: null });
  const field = (id: TextFieldId) => ({ value: text[id], onChange: (value: string) => setText((t) => ({ ...t, [id]: value })) });
  const pick = (id: keyof typeof choice) => ({ value: choice[id], onChange: (value: string | null) => setChoice((c) => ({ ...c, [id]: value })) });
  const rfq = {
    ...choice,
    rfqNo: text.rfqNo,
    contact: text.contact,
    endCustomer: text.endCustomer,
    upfitShipTo: text.upfitShipTo,
    salesperson: text.salesperson,
    wheelbase: whole(text.wheelbase),
    cabToAxle: whole(text.cabToAxle),
    gvwr: whole(text.gvwr),
    qty: whole(text.qty),
    receivedOn: days.receivedOn ?? '',
    dueOn: days.dueOn ?? '',
  } as RfqCreateInput;
  const form = useForm(rfqCreateSchema, { values: rfq, onValid: async () => void ((await onCreate(rfq)) && onClose()) });
  const e = form.errors;
  return (
    <Modal title="New Altec RFQ" size="large" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="New Altec RFQ">
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <div className={css.formRow}>
          <TextField label="RFQ no." {...field('rfqNo')} isRequired errorMessage={e.rfqNo} autoFocus />
          <Select label="Branch" items={[...branches]} {...pick('brnId')} isRequired errorMessage={e.brnId} />
          <DatePicker label="Received" value={days.receivedOn} onChange={(receivedOn) => setDays((d) => ({ ...d, receivedOn }))} isRequired errorMessage={e.receivedOn} />
          <DatePicker label="Due" value={days.dueOn} onChange={(dueOn) => setDays((d) => ({ ...d, dueOn }))} isRequired errorMessage={e.dueOn} />
        </div>
        <div className={css.formRow}>
          <Select label="Altec plant" items={options(ALTEC_PLANTS)} {...pick('plant')} isRequired errorMessage={e.plant} />
          <TextField label="Altec contact" {...field('contact')} isRequired errorMessage={e.contact} />
          <TextField label="End customer" description="The utility or city, when Altec says." {...field('endCustomer')} errorMessage={e.endCustomer} />
          <TextField label="Salesperson" {...field('salesperson')} isRequired errorMessage={e.salesperson} />
        </div>
        <div className={css.formRow}>
          <Select label="Chassis" placeholder="Choose the model" items={options(CHASSIS_MODELS)} {...pick('model')} isRequired errorMessage={e.model} />
          <Select label="Cab" placeholder="Choose the cab" items={options(CAB_TYPES)} {...pick('cab')} isRequired errorMessage={e.cab} />
          <Select label="Drive" placeholder="Choose the drive" items={options(DRIVETRAINS)} {...pick('drivetrain')} isRequired errorMessage={e.drivetrain} />
          <TextField label="Quantity" inputMode="numeric" {...field('qty')} isRequired errorMessage={e.qty} />
        </div>
        <div className={css.formRow}>
          <TextField label="Wheelbase (in)" inputMode="numeric" {...field('wheelbase')} isRequired errorMessage={e.wheelbase} />
          <TextField label="Cab to axle (in)" inputMode="numeric" {...field('cabToAxle')} isRequired errorMessage={e.cabToAxle} />
          <TextField label="GVWR (lb)" inputMode="numeric" {...field('gvwr')} isRequired errorMessage={e.gvwr} />
          <TextField label="Upfit ship-to" {...field('upfitShipTo')} errorMessage={e.upfitShipTo} />
        </div>
        <div className={css.actions}>
          <Button type="submit" isPending={isPending}>
            Record RFQ
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
