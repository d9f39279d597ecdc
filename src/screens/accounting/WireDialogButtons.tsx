import { Button } from '../../ui/Button/Button';
import * as css from './WireAuthorization.css';

export interface WireDialogButtonsProps {
  /** What the submit button says. */
  submit: string;
  tone?: 'primary' | 'critical';
  isPending: boolean;
  onClose: () => void;
}

/** A wire dialog's submit and Cancel: the submit spins while the server works, and Cancel waits for it. */
export function WireDialogButtons({ submit, tone = 'primary', isPending, onClose }: WireDialogButtonsProps) {
  return (
    <div className={css.buttons}>
      <Button type="submit" tone={tone} isPending={isPending}>
        {submit}
      </Button>
      <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
        Cancel
      </Button>
    </div>
  );
}
