import { useState, type KeyboardEvent } from 'react';
import { BIN_EXCEPTION_TITLES, type BinExceptionKey } from '../../domain/parts/binExceptions';
import { binProblem, readScan, shelfLabelHref, type BinVerificationRow, type ScanState } from '../../domain/parts/binVerification';
import { formatMoney2, formatNumber } from '../../domain/format';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Link } from '../../ui/Link/Link';
import { Modal } from '../../ui/Modal/Modal';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './BinVerification.css';

/** What the check of one row does; each handler settles when the server answered. */
export interface BinVerificationCheckProps {
  row: BinVerificationRow;
  exception: BinExceptionKey;
  /** The user at the keyboard: the first confirmer of a high-value part cannot be its second. */
  meId: number | null;
  isPending?: boolean;
  /** The last change refused, said in the dialog. */
  actionError?: string | null;
  onClose: () => void;
  onFound: (foundBin: string) => void;
  onOpenTask: () => void;
  onTaskDone: () => void;
  onVerify: () => void;
}

/**
 * One part at one branch of an exception tab: scan the bin then the part (a wedge scanner types into the field
 * and presses Enter), or type the bin it was found in; then the bin-change task for Excede, its shelf label, verified.
 */
export function BinVerificationCheck({ row, exception, meId, isPending, actionError, onClose, onFound, onOpenTask, onTaskDone, onVerify }: BinVerificationCheckProps) {
  const [scan, setScan] = useState('');
  const [state, setState] = useState<ScanState>({ bin: null });
  const [message, setMessage] = useState(`Scan the bin, then ${row.partNo}.`);
  const [bin, setBin] = useState(row.foundBin ?? '');
  const [binError, setBinError] = useState<string | undefined>();
  const onScanKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const read = readScan(state, scan, row.partNo);
    setState(read.state);
    setMessage(read.message);
    setScan('');
    if (read.kind === 'confirmed') setBin(read.bin);
  };
  const record = () => {
    const problem = binProblem(bin);
    setBinError(problem ?? undefined);
    if (!problem) onFound(bin);
  };
  const secondOwed = row.status === 'Needs second person';
  const mineFirst = secondOwed && row.verifiedById === meId;
  return (
    <Modal
      title={`Check ${row.partNo} at ${row.brnId}`}
      size="large"
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          <Link href={shelfLabelHref(row.partNo, row.brnId)}>Print label</Link>
          {row.recordId !== null && row.taskStatus !== 'Open' ? (
            <Button tone="secondary" isPending={isPending} onPress={onOpenTask}>
              Create bin-change task
            </Button>
          ) : null}
          {row.taskStatus === 'Open' ? (
            <Button tone="secondary" isPending={isPending} onPress={onTaskDone}>
              Task done in Excede
            </Button>
          ) : null}
          {row.recordId !== null && row.status !== 'Verified' ? (
            <Button isPending={isPending} isDisabled={mineFirst} onPress={onVerify}>
              {secondOwed ? 'Confirm as second person' : 'Mark verified'}
            </Button>
          ) : null}
        </>
      }
    >
      <div className={css.check}>
        <p className={css.muted}>
          {BIN_EXCEPTION_TITLES[exception].title} · {row.description ?? 'no description'} · bins {row.bins ?? 'none'} · on hand {formatNumber(row.onHand)} · value{' '}
          {formatMoney2(row.value)}
        </p>
        <p>
          <Badge tone={row.status === 'Verified' ? 'positive' : secondOwed ? 'caution' : 'neutral'}>{row.status}</Badge>
          {row.taskStatus ? <Badge tone="info">{`Bin-change task ${row.taskStatus}`}</Badge> : null}
        </p>
        <TextField label="Scan bin, then part" value={scan} onChange={setScan} onKeyDown={onScanKey} autoFocus description="A scanner types the code and presses Enter." />
        <p role="status">{message}</p>
        {state.bin !== null ? (
          <div>
            <Button size="small" tone="secondary" onPress={() => { setState({ bin: null }); setMessage(`Scan the bin, then ${row.partNo}.`); }}>
              Start over
            </Button>
          </div>
        ) : null}
        <div className={css.row}>
          <TextField label="Found in bin" value={bin} onChange={setBin} errorMessage={binError} />
          <Button tone="secondary" isPending={isPending} onPress={record}>
            Record found in bin
          </Button>
        </div>
        {secondOwed ? (
          <p className={css.muted}>
            {mineFirst ? `You confirmed it first: a part worth this much needs someone else to confirm it.` : `${row.verifiedBy} confirmed it first; a part worth this much needs a second person.`}
          </p>
        ) : null}
        {actionError ? <p role="alert">{actionError}</p> : null}
      </div>
    </Modal>
  );
}
