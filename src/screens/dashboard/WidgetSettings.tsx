import { useState } from 'react';
import type { WidgetFilter, WidgetPeriod } from '../../domain/dashboard/layout';
import { WIDGET_PERIODS } from '../../domain/dashboard/layout';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { DATE_PRESETS } from '../../ui/report/datePresets';
import * as css from './CustomDashboard.css';

export const periodName = (period: WidgetPeriod): string => DATE_PRESETS.find((p) => p.id === period)!.label;

interface WidgetSettingsProps {
  title: string;
  filter: WidgetFilter;
  usesPeriod: boolean;
  /** The user's branches, `BrnId - Name`, by BrnId. */
  branches: readonly { code: string; label: string }[];
  onSave: (filter: WidgetFilter) => void;
  onClose: () => void;
}

/** A widget's saved filter: which of the user's branches (none chosen: all of them) and, where it matters, the period. */
export function WidgetSettings({ title, filter, usesPeriod, branches, onSave, onClose }: WidgetSettingsProps) {
  const [chosen, setChosen] = useState<string[]>(filter.branches);
  const [period, setPeriod] = useState<WidgetPeriod>(filter.period);
  const toggle = (code: string, on: boolean) => setChosen((now) => (on ? [...now, code] : now.filter((c) => c !== code)));
  return (
    <Modal
      title={`Filter of ${title}`}
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      actions={
        <>
          <Button tone="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button onPress={() => onSave({ branches: branches.map((b) => b.code).filter((c) => chosen.includes(c)), period })}>Save filter</Button>
        </>
      }
    >
      <fieldset className={css.branches}>
        <legend>Branches (none chosen: all my branches)</legend>
        {branches.map((branch) => (
          <Checkbox key={branch.code} isSelected={chosen.includes(branch.code)} onChange={(on) => toggle(branch.code, on)}>
            {branch.label}
          </Checkbox>
        ))}
      </fieldset>
      {usesPeriod ? (
        <Select
          label="Period"
          items={WIDGET_PERIODS.map((id) => ({ id, label: periodName(id) }))}
          value={period}
          isRequired
          onChange={(id) => id && setPeriod(id as WidgetPeriod)}
        />
      ) : null}
    </Modal>
  );
}
