import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as css from './Chart.css';

/** One measured series: the data key that holds its numbers and the name people read. */
export interface ChartSeries {
  key: string;
  label: string;
}

export type ChartDatum = Record<string, string | number>;

/** The props every series chart (bar, stacked bar, line) shares. */
export interface SeriesChartProps {
  /** The chart's accessible name and the caption of its data table. */
  title: string;
  data: readonly ChartDatum[];
  /** The key of each datum's category (x axis), e.g. 'month' or 'branch'. */
  categoryKey: string;
  /** The heading of the category column in the data table. */
  categoryLabel?: string;
  series: readonly ChartSeries[];
  /** Formats values on the axis, in tooltips and in the data table. */
  format: (value: number) => string;
  height?: number;
  isLoading?: boolean;
  emptyMessage?: string;
}

export interface ChartTable {
  columns: readonly string[];
  /** The first cell of each row is its header. */
  rows: readonly (readonly string[])[];
}

interface ChartFrameProps {
  title: string;
  height: number;
  isLoading: boolean | undefined;
  isEmpty: boolean;
  emptyMessage: string | undefined;
  table: ChartTable;
  children: ReactNode;
}

/**
 * What every chart wraps its picture in: the loading and empty states, the accessible name, and a
 * visually hidden table with the same figures for screen readers (and for tests).
 */
export function ChartFrame({ title, height, isLoading, isEmpty, emptyMessage, table, children }: ChartFrameProps) {
  if (isLoading) return <Skeleton height={height} label={`Loading ${title}`} />;
  if (isEmpty) return <EmptyState title={emptyMessage ?? 'No data for this period'} headingLevel={3} />;
  return (
    <figure className={css.figure}>
      <div role="img" aria-label={title} className={css.plot} style={{ height }}>
        {children}
      </div>
      <div className={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([header, ...cells], row) => (
              <tr key={row}>
                <th scope="row">{header}</th>
                {cells.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A datum's number for a series; missing or not a number counts as 0. */
export const datumValue = (datum: ChartDatum, key: string) => Number(datum[key] ?? 0) || 0;

/** The table of a series chart: a row per category, a column per series, and a total when stacked. */
function seriesTable(
  { data, categoryKey, categoryLabel = 'Category', series, format }: SeriesChartProps,
  withTotal = false,
): ChartTable {
  return {
    columns: [categoryLabel, ...series.map((s) => s.label), ...(withTotal ? ['Total'] : [])],
    rows: data.map((datum) => {
      const values = series.map((s) => datumValue(datum, s.key));
      const total = withTotal ? [format(values.reduce((sum, v) => sum + v, 0))] : [];
      return [String(datum[categoryKey] ?? ''), ...values.map(format), ...total];
    }),
  };
}

/** ChartFrame for a series chart: its states and its data table come from the chart's props. */
export function SeriesChartFrame({
  chart,
  height,
  withTotal = false,
  children,
}: {
  chart: SeriesChartProps;
  height: number;
  withTotal?: boolean;
  children: ReactNode;
}) {
  return (
    <ChartFrame
      title={chart.title}
      height={height}
      isLoading={chart.isLoading}
      isEmpty={chart.data.length === 0}
      emptyMessage={chart.emptyMessage}
      table={seriesTable(chart, withTotal)}
    >
      {children}
    </ChartFrame>
  );
}
