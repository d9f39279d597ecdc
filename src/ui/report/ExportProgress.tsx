import { Label, ProgressBar } from 'react-aria-components';
import type { ExportFormat } from '../DataTable/types';
import * as css from './ExportProgress.css';

export interface ExportProgressProps {
  format: ExportFormat;
  receivedBytes: number;
  /** 0–1; null while the size is unknown (a streamed export does not say it). */
  fraction: number | null;
}

const FORMAT_NAMES: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };
const megabytes = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const sizeText = (bytes: number) => (bytes < 100_000 ? `${Math.round(bytes / 1000)} kB` : `${megabytes.format(bytes / 1_000_000)} MB`);

/** A report's export on its way down: how much has come, and of how much when the server says. */
export function ExportProgress({ format, receivedBytes, fraction }: ExportProgressProps) {
  const received = `${sizeText(receivedBytes)} received`;
  return (
    <ProgressBar
      className={css.root}
      {...(fraction === null ? { isIndeterminate: true } : { value: fraction * 100 })}
      valueLabel={fraction === null ? received : `${Math.round(fraction * 100)}%, ${received}`}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={css.label}>
            <Label>{`Exporting ${FORMAT_NAMES[format]}`}</Label>
            <span>{fraction === null ? received : valueText}</span>
          </div>
          <div className={css.track}>{fraction === null ? <div className={css.sweep} /> : <div className={css.fill} style={{ width: `${percentage}%` }} />}</div>
        </>
      )}
    </ProgressBar>
  );
}
