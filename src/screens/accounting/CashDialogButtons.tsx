import { Button } from '../../ui/Button/Button';
import * as css from './CashOnHand.css';

export interface CashDialogButtonsProps {
  /** What submitting the form does: 'Record count', 'Save fund'. */
  submit: string;
  tone?: 'primary' | 'critical';
  /** While the server works: the submit spins and Cancel waits. */
  isPending: boolean;
  onCancel: () => void;
}

/** The foot of every cash-on-hand form: its submit and Cancel. */
export function CashDialogButtons({ submit, tone = 'primary', isPending, onCancel }: CashDialogButtonsProps) {
  return (
    <div className={css.buttons}>
      <Button type="submit" tone={tone} isPending={isPending}>
        {submit}
      </Button>
      <Button tone="secondary" isDisabled={isPending} onPress={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
