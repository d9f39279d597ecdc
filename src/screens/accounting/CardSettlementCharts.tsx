import type { CardSettlementCharts as Charts } from '../../domain/accounting/cardSettlementCharts';
import { formatDate, formatMoney, formatPercent, toNumber } from '../../domain/format';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { LineChart } from '../../ui/charts/LineChart';
import * as css from './CardSettlementCharts.css';

export interface CardSettlementChartsProps {
  /** Over the grid's branches and period; undefined while they load. */
  charts: Charts | undefined;
  isLoading: boolean;
}

const monthText = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** A branch's series key: chart data keys are plain names. */
const seriesKey = (brnId: string) => `b${brnId}`;

/** Each branch's effective fee rate by month (the processor's fees ÷ gross card sales) and the card lines still unmatched by day. */
export function CardSettlementCharts({ charts, isLoading }: CardSettlementChartsProps) {
  const feeRates = charts?.feeRates ?? [];
  const branches = [...new Set(feeRates.map((r) => r.brnId))].sort();
  const months = [...new Set(feeRates.map((r) => r.month))].sort();
  const feeData = months.map((month) => ({
    month: monthText(month),
    ...Object.fromEntries(feeRates.filter((r) => r.month === month && r.pct !== null).map((r) => [seriesKey(r.brnId), r.pct!])),
  }));
  const unmatchedData = (charts?.unmatched ?? []).map((d) => ({ day: formatDate(d.day).slice(0, 5), amount: toNumber(d.amount) ?? 0 }));
  const loading = isLoading || !charts;
  return (
    <div className={css.charts}>
      <Card title="Effective fee rate by month">
        <LineChart
          title="Effective fee rate by branch and month (fees ÷ gross)"
          data={feeData}
          categoryKey="month"
          categoryLabel="Month"
          series={branches.map((b) => ({ key: seriesKey(b), label: `Branch ${b}` }))}
          format={formatPercent}
          height={200}
          isLoading={loading}
          emptyMessage="No settlement files in this period."
        />
      </Card>
      <Card title="Unmatched by day">
        <BarChart
          title="Card sales and refunds unmatched by day"
          data={unmatchedData}
          categoryKey="day"
          categoryLabel="Day"
          series={[{ key: 'amount', label: 'Unmatched' }]}
          format={formatMoney}
          height={200}
          isLoading={loading}
          emptyMessage="Every line of this period is matched."
        />
      </Card>
    </div>
  );
}
