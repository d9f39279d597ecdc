import { groupByArea, type PermissionOption } from '../../domain/users';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import * as css from './UsersAdmin.css';

export interface PermissionPickerProps {
  /** Names the whole group, e.g. 'Permissions' or 'Direct permissions'. */
  label: string;
  permissions: readonly PermissionOption[];
  selectedIds: readonly number[];
  onChange: (ids: number[]) => void;
  isDisabled?: boolean;
}

/** Every permission name, grouped by area, each area with 'Select all'. */
export function PermissionPicker({ label, permissions, selectedIds, onChange, isDisabled }: PermissionPickerProps) {
  const selected = new Set(selectedIds);
  const set = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(permissions.filter((p) => next.has(p.id)).map((p) => p.id));
  };
  return (
    <div role="group" aria-label={label} className={css.form}>
      {groupByArea(permissions).map(({ area, items }) => {
        const count = items.filter((p) => selected.has(p.id)).length;
        return (
          <fieldset key={area} className={css.fieldset}>
            <legend className={css.legend}>
              {area} ({count} of {items.length})
            </legend>
            <Checkbox
              isSelected={count === items.length}
              isIndeterminate={count > 0 && count < items.length}
              onChange={(on) => set(items.map((p) => p.id), on)}
              isDisabled={isDisabled}
            >
              Select all in {area}
            </Checkbox>
            <div className={css.choices}>
              {items.map((p) => (
                <Checkbox key={p.id} isSelected={selected.has(p.id)} onChange={(on) => set([p.id], on)} isDisabled={isDisabled}>
                  {p.name}
                </Checkbox>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
