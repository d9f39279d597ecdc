import { useState } from 'react';
import { addDays } from '../../domain/businessDays';
import { formatDate, formatNumber } from '../../domain/format';
import type { SchedulerTemplate, ShiftPlanAnswer } from '../../domain/service/schedulerTemplates';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { Modal } from '../../ui/Modal/Modal';
import * as codes from '../parts/RootCauseCodes.css';
import * as css from './SchedulerTemplates.css';
import type { Technician } from './SchedulerTemplates';

export interface SchedulerTemplateApplyProps {
  template: SchedulerTemplate;
  technicians: readonly Technician[];
  nextMonday: string;
  plan: (ShiftPlanAnswer & { applied: boolean }) | null;
  isPending: boolean;
  error: string | null;
  onPreview: (range: { from: string; to: string }) => void;
  onApply: (range: { from: string; to: string }) => void;
  onClose: () => void;
}

function PlanTable({ plan, nameOf }: { plan: ShiftPlanAnswer; nameOf: (empId: string) => string }) {
  return (
    <table className={codes.table} aria-label="Shifts by technician">
      <thead>
        <tr>
          <th scope="col">Technician</th>
          <th scope="col">Days</th>
          <th scope="col">Hours</th>
          <th scope="col">Skipped</th>
        </tr>
      </thead>
      <tbody>
        {[...new Set([...plan.shifts, ...plan.skipped].map((s) => s.empId))].map((empId) => (
          <tr key={empId}>
            <td className={codes.wide}>{nameOf(empId)}</td>
            <td data-label="Days">{plan.shifts.filter((s) => s.empId === empId).length}</td>
            <td data-label="Hours">{formatNumber(plan.hours[empId] ?? 0)}</td>
            <td data-label="Skipped" className={codes.wide}>
              <ul className={css.list}>
                {plan.skipped
                  .filter((s) => s.empId === empId)
                  .map((s) => (
                    <li key={s.day}>
                      {formatDate(s.day)}: {s.reason}
                    </li>
                  ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Applies a template to a range of days: preview first (each technician's days, hours and skipped days), then write. */
export function SchedulerTemplateApply({ template, technicians, nextMonday, plan, isPending, error, onPreview, onApply, onClose }: SchedulerTemplateApplyProps) {
  const [from, setFrom] = useState<string | null>(nextMonday);
  const [to, setTo] = useState<string | null>(addDays(nextMonday, 6));
  const range = from && to ? { from, to } : null;
  const shown = plan && range && plan.from === range.from && plan.to === range.to ? plan : null;
  const nameOf = (empId: string) => technicians.find((t) => t.empId === empId)?.name ?? empId;
  return (
    <Modal title={`Apply ${template.name}`} isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <div className={codes.form}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <div className={css.fieldRow}>
          <DatePicker label="From" value={from} onChange={setFrom} isRequired />
          <DatePicker label="To" value={to} onChange={setTo} isRequired />
        </div>
        {shown ? (
          <>
            <Alert tone={shown.applied ? 'positive' : 'info'}>
              {shown.applied ? 'Applied' : 'Preview'}: {shown.shifts.length} shifts from {formatDate(shown.from)} to {formatDate(shown.to)}
              {shown.skipped.length ? `, ${shown.skipped.length} days skipped.` : ', none skipped.'}
            </Alert>
            <PlanTable plan={shown} nameOf={nameOf} />
          </>
        ) : null}
        <div className={codes.formActions}>
          <Button tone="secondary" isDisabled={!range} isPending={isPending} onPress={() => range && onPreview(range)}>
            Preview
          </Button>
          <Button isDisabled={!shown || shown.applied} isPending={isPending} onPress={() => range && onApply(range)}>
            Apply to these days
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}
