import { useState } from 'react';
import { Form } from 'react-aria-components';
import { formatMoney2, formatPercent } from '../../domain/format';
import { moneyText } from '../../domain/money';
import { RULE_GRADES, rateRuleSchema, type RateBatch, type RateRuleInput, type RulePreview, type RuleKind } from '../../domain/service/technicianRates';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { RadioGroup } from '../../ui/RadioGroup/RadioGroup';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import * as codes from '../parts/RootCauseCodes.css';

export interface TechnicianRateRuleProps {
  /** The user's branches, `BrnId - Name`. */
  branches: readonly { id: string; label: string }[];
  /** The changes the last previewed rule makes, or null before a preview. */
  preview: RulePreview | null;
  /** The drafts the rule made, once created: offered for submitting together. */
  created: RateBatch | null;
  onPreview: (input: RateRuleInput) => void;
  onCreate: (input: RateRuleInput) => void;
  onSubmitBatch: (batch: RateBatch) => void;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

const money = (cents: number) => formatMoney2(moneyText(cents));

/** What a rule would do, technician by technician, and whom it skips with why. */
function PreviewTable({ preview }: { preview: RulePreview }) {
  return (
    <>
      <table className={codes.table} aria-label="Proposed rates">
        <thead>
          <tr>
            <th scope="col">Technician</th>
            <th scope="col">Branch</th>
            <th scope="col">Grade</th>
            <th scope="col" className={codes.number}>Current</th>
            <th scope="col" className={codes.number}>Proposed</th>
            <th scope="col" className={codes.number}>Change %</th>
            <th scope="col">Approved by</th>
          </tr>
        </thead>
        <tbody>
          {preview.proposals.map((p) => (
            <tr key={p.empId}>
              <td className={codes.wide}>{p.name}</td>
              <td data-label="Branch">{p.brnId}</td>
              <td data-label="Grade">{p.grade ?? '—'}</td>
              <td data-label="Current" className={codes.number}>{money(p.currentCents)}</td>
              <td data-label="Proposed" className={codes.number}>{money(p.proposedCents)}</td>
              <td data-label="Change %" className={codes.number}>{p.changePercent === null ? '' : formatPercent(p.changePercent)}</td>
              <td data-label="Approved by">{p.needsGeneralManager ? 'General manager' : 'Service manager'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.skipped.length ? (
        <ul aria-label="Skipped technicians" className={codes.muted}>
          {preview.skipped.map((s) => (
            <li key={s.empId}>
              {s.name} ({s.brnId}): {s.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * "Change by rule": branches, a grade or all, a dollar amount or a percentage, from which day and why; previewed
 * technician by technician, then made as drafts that can be submitted for approval together.
 */
export function TechnicianRateRule({ branches, preview, created, onPreview, onCreate, onSubmitBatch, isPending, error, onClose }: TechnicianRateRuleProps) {
  const [brnIds, setBrnIds] = useState<string[]>(branches.length === 1 ? [branches[0]!.id] : []);
  const [grade, setGrade] = useState<string | null>('All');
  const [kind, setKind] = useState<RuleKind>('amount');
  const [change, setChange] = useState('');
  const [effectiveOn, setEffectiveOn] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const values: RateRuleInput = { brnIds, grade: (grade ?? '') as RateRuleInput['grade'], kind, change, effectiveOn: effectiveOn ?? '', reason };
  const [previewed, setPreviewed] = useState<RateRuleInput | null>(null);
  const form = useForm(rateRuleSchema, { values, onValid: () => (setPreviewed(values), onPreview(values)) });
  const toggle = (id: string, on: boolean) => setBrnIds((ids) => (on ? [...ids, id] : ids.filter((b) => b !== id)));
  return (
    <Modal title="Change rates by rule" size="large" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      {created ? (
        <div className={codes.form}>
          <Alert tone="positive">
            {created.changes.length} draft {created.changes.length === 1 ? 'change' : 'changes'} made. Submit them for approval now, or one by one from the grid.
          </Alert>
          {error ? <Alert tone="critical">{error}</Alert> : null}
          <div className={codes.formActions}>
            <Button isPending={isPending} onPress={() => onSubmitBatch(created)}>
              Submit for approval
            </Button>
            <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <Form className={codes.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Change rates by rule">
          {error ? <Alert tone="critical">{error}</Alert> : null}
          <fieldset className={codes.form}>
            <legend>Branches</legend>
            {branches.map((b) => (
              <Checkbox key={b.id} isSelected={brnIds.includes(b.id)} onChange={(on) => toggle(b.id, on)}>
                {b.label}
              </Checkbox>
            ))}
            {form.errors.brnIds ? <p role="alert">{form.errors.brnIds}</p> : null}
          </fieldset>
          <Select label="Grade" items={RULE_GRADES.map((g) => ({ id: g, label: g === 'All' ? 'All technicians' : `Technician ${g}` }))} value={grade} onChange={setGrade} isRequired errorMessage={form.errors.grade} />
          <RadioGroup
            label="Change by"
            orientation="horizontal"
            items={[
              { id: 'amount', label: 'Dollars an hour' },
              { id: 'percent', label: 'Percent' },
            ]}
            value={kind}
            onChange={(v) => setKind(v as RuleKind)}
          />
          <TextField label={kind === 'amount' ? 'Change ($ an hour)' : 'Change (%)'} value={change} onChange={setChange} isRequired errorMessage={form.errors.change} description="A raise, or a cut with a minus sign." />
          <DatePicker label="Effective" value={effectiveOn} onChange={setEffectiveOn} isRequired errorMessage={form.errors.effectiveOn} />
          <TextField label="Reason" value={reason} onChange={setReason} isRequired errorMessage={form.errors.reason} />
          {preview ? <PreviewTable preview={preview} /> : null}
          <div className={codes.formActions}>
            <Button type="submit" tone={preview ? 'secondary' : 'primary'} isPending={isPending}>
              Preview
            </Button>
            {preview?.proposals.length && previewed ? (
              <Button isPending={isPending} onPress={() => onCreate(previewed)}>
                {`Create ${preview.proposals.length} draft ${preview.proposals.length === 1 ? 'change' : 'changes'}`}
              </Button>
            ) : null}
            <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
              Cancel
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}
