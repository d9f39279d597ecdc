import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import type { MarketReportFigures } from '../../../src/domain/marketing/marketReportAnswers';
import type { MarketReportName } from '../../../src/domain/marketing/marketReports';
import type { ReportParts } from '../../../src/screens/marketing/reportParts';
import { ReportScreen } from '../../../src/ui/report/ReportScreen';
import { figuresOf } from './marketData';

/** A report's figures of one kind, as its screen's switch narrows them. */
export function figuresOfKind<K extends MarketReportFigures['kind']>(kind: K, name: MarketReportName, ...rest: Parameters<typeof figuresOf> extends [unknown, ...infer R] ? R : never): Extract<MarketReportFigures, { kind: K }> {
  const figures = figuresOf(name, ...rest);
  if (figures.kind !== kind) throw new Error(`${name} is not a ${kind} report`);
  return figures as Extract<MarketReportFigures, { kind: K }>;
}

/** Stands in for the market report screen: a report kind's headline figures, charts and tables in the report-screen kit. */
export function ReportPartsShown({ title, parts, isLoading }: { title: string; parts: ReportParts; isLoading: boolean }) {
  return (
    <ReportScreen title={title} filters={null} freshness={null} isLoading={isLoading} kpis={parts.kpis} chart={parts.chart}>
      {parts.tables}
    </ReportScreen>
  );
}

export const PARTS_LAYOUT = {
  parameters: { layout: 'fullscreen' },
  decorators: [(Story: () => ReactNode) => <div style={{ padding: 24 }}>{Story()}</div>],
};

type Canvas = ReturnType<typeof within>;

/** No figure yet: both charts say `chartMessage` and the grid says `gridMessage`; `more` asserts what else the kind shows. */
export const chartsEmpty = <R,>(report: R, chartMessage: string, gridMessage: string, more: (canvas: Canvas) => Promise<void> = async () => undefined) => ({
  args: { report },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(chartMessage)).toHaveLength(2);
    await expect(canvas.getByText(gridMessage)).toBeVisible();
    await more(canvas);
  },
});

/** The figures on their way: the charts wait in placeholders (`waiting` says it is loading), none is drawn (`undrawn`). */
export const chartsLoading = (waiting: string, undrawn: string) => ({
  args: { isLoading: true },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Loading ${waiting}`)).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: undrawn })).toBeNull();
  },
});
