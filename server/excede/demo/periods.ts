import type { excedeGlPeriods } from '../../db/excede';
import { addDays, isBusinessDay } from '../../../src/domain/businessDays';
import { lastDayOf, monthsOf } from '../../../src/domain/accounting/financialStatement';
import type { ExportWriter } from './exportFiles';

/** The business days after a month's end the demo's controller keeps its books open. */
export const CLOSE_BUSINESS_DAYS = 10;

/** The day the demo's controller closes a month 'YYYY-MM': the tenth business day after its last. */
export function closeDayOf(month: string): string {
  let day = lastDayOf(month);
  for (let left = CLOSE_BUSINESS_DAYS; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** GLPRD: every month of the history (ISO days `from` to `today`), closed on its close day once that has come. */
export function writePeriods(writer: ExportWriter<typeof excedeGlPeriods>, from: string, today: string) {
  for (const month of monthsOf(from, today)) {
    const closedOn = closeDayOf(month);
    writer.write({ period: `${month}-01`, closedOn: closedOn <= today ? closedOn : null });
  }
}
