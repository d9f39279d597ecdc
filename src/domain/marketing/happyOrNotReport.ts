import { HAPPY_OR_NOT_ALERT_PERCENT, HAPPY_OR_NOT_LEVELS, HAPPY_OR_NOT_TERMINALS, type HappyOrNotLevel } from './marketReports';
import { latestMonth, monthsTo, percentOf, sumWhere, type MarketFigure } from './marketFigures';

export type HappyOrNotTerminal = (typeof HAPPY_OR_NOT_TERMINALS)[number];
export type Presses = Record<HappyOrNotLevel, number>;

export interface HappyOrNotTerminalFigures {
  terminal: HappyOrNotTerminal;
  presses: Presses;
  total: number;
  positivePercent: number | null;
}

export interface HappyOrNotAlert {
  brnId: string;
  terminal: HappyOrNotTerminal;
  positivePercent: number;
}

export interface HappyOrNotReport {
  kind: 'happyOrNot';
  month: string | null;
  terminals: HappyOrNotTerminalFigures[];
  /** Every terminal's presses together in the month. */
  positivePercent: number | null;
  /** % positive of each terminal (all branches) and of all of them in each of the 13 months to the month; null in a month without presses. */
  trend: ({ month: string; all: number | null } & Record<HappyOrNotTerminal, number | null>)[];
  /** A branch's terminal below HAPPY_OR_NOT_ALERT_PERCENT positive in the month, worst first. */
  alerts: HappyOrNotAlert[];
}

/** % positive: the very happy and happy presses over all of them, in percent to one decimal. */
export const positivePercent = (p: Presses): number | null =>
  percentOf(p['Very happy'] + p.Happy, HAPPY_OR_NOT_LEVELS.reduce((n, level) => n + p[level], 0));

/** The presses of a terminal (or of all, null) of the figures that pass the test. */
const pressesOf = (figures: readonly MarketFigure[], terminal: string | null, test: (f: MarketFigure) => boolean): Presses =>
  Object.fromEntries(
    HAPPY_OR_NOT_LEVELS.map((level) => [level, sumWhere(figures, (f) => (terminal === null ? f.metric.endsWith(` - ${level}`) : f.metric === `${terminal} - ${level}`) && test(f))]),
  ) as Presses;

/** The Happy or Not terminals' presses per smiley, % positive and its trend by month, and the terminals that call for a look. */
export function happyOrNotReport(figures: readonly MarketFigure[]): HappyOrNotReport {
  const mine = figures.filter((f) => f.source === 'Happy or Not');
  const month = latestMonth(mine);
  if (!month) return { kind: 'happyOrNot', month, positivePercent: null, terminals: [], trend: [], alerts: [] };
  const inMonth = (m: string) => (f: MarketFigure) => f.month === m;
  const terminals = HAPPY_OR_NOT_TERMINALS.map((terminal) => {
    const presses = pressesOf(mine, terminal, inMonth(month));
    return { terminal, presses, total: HAPPY_OR_NOT_LEVELS.reduce((n, level) => n + presses[level], 0), positivePercent: positivePercent(presses) };
  });
  const branches = [...new Set(mine.filter(inMonth(month)).map((f) => f.brnId))].sort();
  const alerts = branches
    .flatMap((brnId) =>
      HAPPY_OR_NOT_TERMINALS.map((terminal) => ({ brnId, terminal, positivePercent: positivePercent(pressesOf(mine, terminal, (f) => f.month === month && f.brnId === brnId)) })),
    )
    .filter((a): a is HappyOrNotAlert => a.positivePercent !== null && a.positivePercent < HAPPY_OR_NOT_ALERT_PERCENT)
    .sort((a, b) => a.positivePercent - b.positivePercent);
  return {
    kind: 'happyOrNot',
    month,
    positivePercent: positivePercent(pressesOf(mine, null, inMonth(month))),
    terminals,
    trend: monthsTo(month).map((m) => ({
      month: m,
      all: positivePercent(pressesOf(mine, null, inMonth(m))),
      ...(Object.fromEntries(HAPPY_OR_NOT_TERMINALS.map((t) => [t, positivePercent(pressesOf(mine, t, inMonth(m)))])) as Record<HappyOrNotTerminal, number | null>),
    })),
    alerts,
  };
}
