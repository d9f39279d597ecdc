import { formatNumber, formatPercent } from '../../domain/format';
import type { HappyOrNotReport, HappyOrNotTerminalFigures } from '../../domain/marketing/happyOrNotReport';
import { HAPPY_OR_NOT_ALERT_PERCENT, HAPPY_OR_NOT_LEVELS, HAPPY_OR_NOT_TERMINALS } from '../../domain/marketing/marketReports';
import { Alert } from '../../ui/Alert/Alert';
import { Card } from '../../ui/Card/Card';
import { LineChart } from '../../ui/charts/LineChart';
import { StackedBarChart } from '../../ui/charts/StackedBarChart';
import { DataTable } from '../../ui/DataTable/DataTable';
import type { DataTableColumn } from '../../ui/DataTable/types';
import * as grid from '../../ui/report/dashboardGrid.css';
import { monthName } from '../sales/salesFigures';
import type { ReportParts } from './reportParts';

const TERMINAL_COLUMNS: DataTableColumn<HappyOrNotTerminalFigures>[] = [
  { id: 'terminal', header: 'Terminal', accessor: 'terminal', width: 'minmax(140px, 1.5fr)' },
  ...HAPPY_OR_NOT_LEVELS.map((level): DataTableColumn<HappyOrNotTerminalFigures> => ({ id: level, header: level, accessor: (row) => row.presses[level], format: 'number', total: 'sum', width: '120px' })),
  { id: 'total', header: 'Presses', accessor: 'total', format: 'number', total: 'sum', width: '110px' },
  { id: 'positivePercent', header: '% positive', accessor: (row) => row.positivePercent, format: 'percent', width: '120px' },
];

/** Happy or Not: each terminal's presses per smiley, % positive (very happy and happy over all) by month, and the terminals below the alert level. */
export function happyOrNotParts(report: HappyOrNotReport, isLoading: boolean): ReportParts {
  const month = report.month ? monthName(report.month) : '';
  // A month a terminal had no presses has no % to draw.
  const trend = report.trend.flatMap(({ month: m, all, ...terminals }) =>
    all === null || HAPPY_OR_NOT_TERMINALS.some((t) => terminals[t] === null) ? [] : [{ month: monthName(m, 'short'), all, ...(terminals as Record<string, number>) }],
  );
  return {
    kpis: [
      { label: '% positive, all terminals', value: report.positivePercent ?? 0, format: formatPercent },
      ...report.terminals.map((t) => ({ label: `${t.terminal} % positive`, value: t.positivePercent ?? 0, format: formatPercent, note: { text: `${formatNumber(t.total)} presses` } })),
    ],
    chart: (
      <div className={grid.charts}>
        <Card title="Presses per smiley">
          <StackedBarChart
            title={`Presses per smiley at each terminal, ${month}`}
            data={report.terminals.map((t) => ({ terminal: t.terminal, ...t.presses }))}
            categoryKey="terminal"
            categoryLabel="Terminal"
            series={HAPPY_OR_NOT_LEVELS.map((level) => ({ key: level, label: level }))}
            format={formatNumber}
            height={240}
            isLoading={isLoading}
            emptyMessage="No presses for these branches"
          />
        </Card>
        <Card title="% positive by month">
          <LineChart
            title="% positive of each terminal and of all by month"
            data={trend}
            categoryKey="month"
            categoryLabel="Month"
            series={[{ key: 'all', label: 'All terminals' }, ...HAPPY_OR_NOT_TERMINALS.map((t) => ({ key: t, label: t }))]}
            format={formatPercent}
            height={240}
            isLoading={isLoading}
            emptyMessage="No presses for these branches"
          />
        </Card>
      </div>
    ),
    tables: (
      <>
        {report.alerts.length ? (
          <Alert tone="critical">
            {`Below ${HAPPY_OR_NOT_ALERT_PERCENT}% positive in ${month}: ${report.alerts.map((a) => `${a.terminal} at ${a.brnId} (${formatPercent(a.positivePercent)})`).join(', ')}.`}
          </Alert>
        ) : null}
        <Card title={month ? `Each terminal in ${month}` : 'Each terminal'}>
          <DataTable<HappyOrNotTerminalFigures> aria-label="Each terminal" columns={TERMINAL_COLUMNS} data={report.terminals} getRowId={(row) => row.terminal} emptyMessage="No presses for these branches." exportFileName="happy-or-not" />
        </Card>
      </>
    ),
  };
}
