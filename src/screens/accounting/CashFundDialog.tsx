import { useState } from 'react';
import { Form } from 'react-aria-components';
import { fundChangeSchema, fundCreateSchema, FUND_KINDS, type FundChangeInput, type FundCreateInput, type FundKind } from '../../domain/accounting/cashOnHand';
import type { CashFundDetail } from '../../domain/accounting/cashOnHandData';
import { branchCode } from '../../domain/branches';
import { Alert } from '../../ui/Alert/Alert';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import { CashDialogButtons } from './CashDialogButtons';
import * as css from './CashOnHand.css';

/** A new fund in one of the user's branches ('BrnId - Name'), or a change to one. */
export type CashFundEditing = { kind: 'add'; branches: readonly string[]; branch: string | null } | { kind: 'edit'; fund: CashFundDetail['fund'] };

export interface CashFundDialogProps {
  /** Open while there is one. */
  editing: CashFundEditing | null;
  onCreate: (values: FundCreateInput) => Promise<boolean>;
  onChange: (fundId: number, values: FundChangeInput) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

const dollars = (amount: string) => amount.replace(/\.00$/, '');

type FundText = Pick<FundCreateInput, 'name' | 'custodian' | 'float'>;

/** What a new fund and a change both say: its name, who holds it, its float. */
function FundFields({ values, set, errors }: { values: FundText; set: (key: keyof FundText, value: string) => void; errors: Record<string, string> }) {
  return (
    <>
      <TextField label="Name" value={values.name} onChange={(v) => set('name', v)} isRequired maxLength={60} errorMessage={errors.name} />
      <div className={css.twoColumns}>
        <TextField label="Custodian" value={values.custodian} onChange={(v) => set('custodian', v)} isRequired maxLength={80} errorMessage={errors.custodian} />
        <TextField label="Authorized float" description="In dollars, e.g. 300.00" inputMode="decimal" value={values.float} onChange={(v) => set('float', v)} isRequired errorMessage={errors.float} />
      </div>
    </>
  );
}

function AddForm({ branches, branch, onCreate, isPending, error, onClose }: Omit<CashFundDialogProps, 'editing' | 'onChange'> & { branches: readonly string[]; branch: string | null }) {
  const [values, setValues] = useState<FundCreateInput>({ brnId: branch ?? '', kind: 'Drawer', name: '', drawer: '', custodian: '', float: '' });
  const set = <K extends keyof FundCreateInput>(key: K, value: FundCreateInput[K]) => setValues((v) => ({ ...v, [key]: value }));
  const form = useForm(fundCreateSchema, { values, onValid: async () => void ((await onCreate(values)) && onClose()) });
  return (
    <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Add a cash fund">
      {error ? <Alert tone="critical">{error}</Alert> : null}
      <div className={css.twoColumns}>
        <Select
          label="Branch"
          placeholder="Choose a branch"
          items={branches.map((b) => ({ id: branchCode(b), label: b }))}
          value={values.brnId || null}
          onChange={(id) => set('brnId', id ?? '')}
          isRequired
          errorMessage={form.errors.brnId}
        />
        <Select label="Kind" items={FUND_KINDS.map((k) => ({ id: k, label: k }))} value={values.kind} onChange={(k) => set('kind', (k ?? 'Drawer') as FundKind)} errorMessage={form.errors.kind} />
      </div>
      {values.kind === 'Drawer' ? (
        <TextField
          label="Excede drawer"
          description="The drawer code Excede writes on the cash receipts taken there, e.g. 101-P1."
          value={values.drawer ?? ''}
          onChange={(v) => set('drawer', v)}
          maxLength={20}
          errorMessage={form.errors.drawer}
        />
      ) : null}
      <FundFields values={values} set={set} errors={form.errors} />
      <CashDialogButtons submit="Add fund" isPending={isPending} onCancel={onClose} />
    </Form>
  );
}

function EditForm({ fund, onChange, isPending, error, onClose }: Omit<CashFundDialogProps, 'editing' | 'onCreate'> & { fund: CashFundDetail['fund'] }) {
  const [values, setValues] = useState<FundChangeInput>({ version: fund.version, name: fund.name, custodian: fund.custodian, float: dollars(fund.float), active: fund.active });
  const set = <K extends keyof FundChangeInput>(key: K, value: FundChangeInput[K]) => setValues((v) => ({ ...v, [key]: value }));
  const form = useForm(fundChangeSchema, { values, onValid: async () => void ((await onChange(fund.id, values)) && onClose()) });
  return (
    <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Edit the cash fund">
      {error ? <Alert tone="critical">{error}</Alert> : null}
      <FundFields values={values} set={set} errors={form.errors} />
      <Checkbox isSelected={values.active} onChange={(on) => set('active', on)}>
        Open: counted and paid out of
      </Checkbox>
      <CashDialogButtons submit="Save fund" isPending={isPending} onCancel={onClose} />
    </Form>
  );
}

/** Sets up a fund (drawer, change fund, petty cash) with its custodian and float, or changes one or closes it. */
export function CashFundDialog({ editing, ...props }: CashFundDialogProps) {
  if (!editing) return null;
  const title = editing.kind === 'add' ? 'Add a cash fund' : `Edit ${editing.fund.brnId} · ${editing.fund.name}`;
  return (
    <Modal title={title} isOpen onOpenChange={(open) => (open || props.isPending ? null : props.onClose())}>
      {editing.kind === 'add' ? <AddForm {...props} branches={editing.branches} branch={editing.branch} /> : <EditForm key={editing.fund.id} {...props} fund={editing.fund} />}
    </Modal>
  );
}
