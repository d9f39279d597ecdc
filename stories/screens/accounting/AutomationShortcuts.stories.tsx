import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AUTOMATION_RUN_FIELDS, type AutomationJobCard, type AutomationRun } from '../../../src/domain/accounting/automationShortcutsViews';
import { AutomationShortcuts, type AutomationShortcutsProps } from '../../../src/screens/accounting/AutomationShortcuts';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { automationCards, automationRuns } from './automationShortcutsData';
import { narrowReport, pagedReport } from '../../report/reportStories';

interface StoryArgs extends ServedReportArgs, Pick<AutomationShortcutsProps, 'onRun' | 'onSubscribe' | 'onUnsubscribe' | 'isRunning' | 'runError'> {
  runs: AutomationRun[];
  jobs: AutomationJobCard[] | undefined;
}

function Served({ runs, jobs, onRun, onSubscribe, onUnsubscribe, isRunning, runError, ...args }: StoryArgs) {
  const report = useServedReport(runs, AUTOMATION_RUN_FIELDS, ['rowsAffected'], args, { branches: ['101'], sort: [{ id: 'startedAt', desc: true }] });
  return (
    <AutomationShortcuts
      {...report}
      jobs={args.state === 'loaded' ? jobs : undefined}
      today="2026-11-20"
      onRun={onRun}
      isRunning={isRunning}
      runError={runError}
      onSubscribe={onSubscribe}
      onUnsubscribe={onUnsubscribe}
    />
  );
}

const meta = {
  title: 'Screens/Accounting/AutomationShortcuts',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...servedReportArgs(),
    runs: automationRuns(8),
    jobs: automationCards(),
    onRun: fn(async () => true),
    onSubscribe: fn(),
    onUnsubscribe: fn(),
    isRunning: false,
    runError: null,
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement, title: string) => within(within(canvasElement).getByRole('region', { name: title }));

/** Each job's card: its last run, result, rows and who ran it; one never run, one running now (no second start). */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const bank = cardOf(canvasElement, 'Bank auto-match');
    await expect(bank.getByText('Linda Anderson')).toBeVisible();
    await expect(cardOf(canvasElement, 'Cash-clearing exceptions').getByText('Never run')).toBeVisible();
    const digest = cardOf(canvasElement, 'Unreconciled-days digest');
    await expect(digest.getByText('Running: Linda Anderson started it at 11/20/2026 10:28 AM.')).toBeVisible();
    await expect(digest.getByRole('button', { name: 'Run now' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('grid', { name: 'Runs' })).toBeVisible();
  },
};

/** Run now asks for the branch and the day first, then runs the job with them. */
export const RunWithParameters: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(cardOf(canvasElement, 'Import card files').getByRole('button', { name: 'Run now' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {}, { timeout: 5000 }));
    await expect(dialog.getByText("The branch's card settlement files waiting in the drop folder, loaded and auto-matched")).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(args.onRun).toHaveBeenCalledWith('import-card-files', { brnId: '101', date: '2026-11-20' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** Started while someone else's run holds the job: the server's 409 in the dialog, which stays open. */
export const RunRefused: Story = {
  args: { onRun: fn(async () => false), runError: 'Import card files is already running: Linda Anderson started it at 11/20/2026 10:28 AM.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(cardOf(canvasElement, 'Import card files').getByRole('button', { name: 'Run now' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {}, { timeout: 5000 }));
    await userEvent.click(dialog.getByRole('button', { name: 'Run now' }));
    await expect(dialog.getByText(/is already running: Linda Anderson/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  },
};

/** Subscribing to one job's result email, and stopping another's. */
export const Subscribe: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(cardOf(canvasElement, 'Bank auto-match').getByRole('button', { name: 'Email me the result' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('bank-auto-match');
    await userEvent.click(cardOf(canvasElement, 'Import card files').getByRole('button', { name: 'Stop result emails' }));
    await expect(args.onUnsubscribe).toHaveBeenCalledWith({ id: 3, version: 1 });
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Run now' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { runs: [], jobs: automationCards([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No runs of these branches and days yet.')).toBeVisible();
    await expect(within(canvasElement).getAllByText('Never run')).toHaveLength(4);
  },
};

export const Failed: Story = forbiddenReport;

/** A year of runs: the server pages the log. */
export const Large: Story = pagedReport({ runs: automationRuns(300) });

export const Narrow: Story = narrowReport;
