import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UnreconciledDayDetails } from '../../../src/screens/accounting/UnreconciledDayDetails';
import { dayDetail, explainedDetail, largeDetail } from './unreconciledDaysData';
import { forbiddenRecord } from '../../report/recordStories';

const action = (error: string | null = null) => ({ run: fn(async () => !error), isPending: false, error });

const meta = {
  title: 'Screens/Accounting/UnreconciledDayDetails',
  component: UnreconciledDayDetails,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    stream: 'clearing',
    brnId: '101',
    date: '2026-11-02',
    branchLabel: '101 - Norcross',
    detail: dayDetail(),
    isLoading: false,
    error: null,
    onRetry: fn(),
    assign: action(),
    explain: action(),
    change: action(),
    approve: action(),
    reconcile: action(),
  },
} satisfies Meta<typeof UnreconciledDayDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('grid', { name: 'Items of the day' }));

/** Norcross's 2nd on cash clearing: three open lines, each linked to the cash-clearing day, and what marking it reconciled still needs. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unreconciled Days Details' })).toBeVisible();
    await expect(canvas.getByText(/^Cash clearing: 101 - Norcross, 11\/02\/2026\./)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Unreconciled' })).toHaveTextContent('$220.00');
    await expect(items(canvasElement).getByRole('link', { name: 'INV4471203' })).toHaveAttribute('href', '/ar/cashclearing/detail?brnId=101&date=2026-11-02');
    await expect(items(canvasElement).getAllByRole('button', { name: /^Explain / })).toHaveLength(3);
    await expect(canvas.getByText(/3 items have no explanation/)).toBeVisible();
  },
};

/** An owner chosen from the branch's users and employees, assigned as of the day's version (none yet). */
export const Assign: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Owner' }), 'Marcus Hall (employee)');
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await expect(args.assign.run).toHaveBeenCalledWith({ brnId: '101', date: '2026-11-02', version: null, owner: { kind: 'employee', id: '20417' } });
  },
};

/** An item explained in a dialog; too short an explanation is refused before it is sent. */
export const Explain: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(items(canvasElement).getByRole('button', { name: 'Explain INV4471204' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Explain AR receipt INV4471204' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save explanation' }));
    await expect(dialog.getByText('Say what explains the item (3 characters at least).')).toBeVisible();
    await expect(args.explain.run).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Explanation/ }), 'Deposited with the 3rd.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save explanation' }));
    await expect(args.explain.run).toHaveBeenCalledWith({ brnId: '101', date: '2026-11-02', itemKey: 'JE1002:1', text: 'Deposited with the 3rd.' });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Explanations: one approved, one another may approve, one the reader wrote (no button, and why). */
export const Approve: Story = {
  args: { detail: explainedDetail() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement).getByText('Approved by Alex Admin')).toBeVisible();
    await expect(items(canvasElement).getByTitle('You recorded this explanation: someone else must approve it.')).toHaveTextContent('Awaiting approval');
    const approveButtons = items(canvasElement).getAllByRole('button', { name: /^Approve the explanation/ });
    await expect(approveButtons).toHaveLength(1);
    await userEvent.click(approveButtons[0]!);
    await expect(args.approve.run).toHaveBeenCalledWith(expect.objectContaining({ id: 2, version: 1 }));
    await expect(canvas.getByText(/2 explanations wait for approval/)).toBeVisible();
  },
};

/** An explanation changed: the dialog opens with its text, and saves it as of the version seen. */
export const ChangeExplanation: Story = {
  args: { detail: explainedDetail() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(items(canvasElement).getByRole('button', { name: 'Change the explanation of INV4471203' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Change the explanation of AR receipt INV4471203' }));
    await expect(dialog.getByText('Its approval starts over: someone else approves it again.')).toBeVisible();
    const text = dialog.getByRole('textbox', { name: /Explanation/ });
    await userEvent.clear(text);
    await userEvent.type(text, 'Deposited on the 3rd with slip 4471.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save explanation' }));
    await expect(args.change.run).toHaveBeenCalledWith(expect.objectContaining({ id: 1, version: 2 }), { version: 2, text: 'Deposited on the 3rd with slip 4471.' });
  },
};

/** Marking the day reconciled before every explanation is approved: the server's refusal in words. */
export const RefusedReconcile: Story = {
  args: { detail: explainedDetail(), reconcile: action('This day still carries unreconciled items: 2 explanations wait for approval. Every open item needs an approved explanation first.') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark reconciled' }));
    await expect(args.reconcile.run).toHaveBeenCalledWith({ brnId: '101', date: '2026-11-02', version: 1 });
    await expect(canvas.getByRole('alert')).toHaveTextContent('2 explanations wait for approval');
  },
};

/** A day marked reconciled: who did it and when, and no more actions. */
export const Reconciled: Story = {
  args: {
    detail: {
      ...explainedDetail(),
      record: { id: 1, version: 3, ownerKind: 'user', ownerId: '3', reconciledBy: 'Casey Accounting', reconciledAt: '2026-11-05T15:00:00.000Z' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Reconciled by Casey Accounting, 11\/05\/2026/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark reconciled' })).toBeNull();
    await expect(items(canvasElement).queryAllByRole('button', { name: /^(Explain|Approve) / })).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { detail: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading Unreconciled')).toBeInTheDocument();
  },
};

/** A day with nothing open in this stream. */
export const Empty: Story = {
  args: { detail: dayDetail({ day: null, items: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This day carries no unreconciled items of this stream.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark reconciled' })).toBeDisabled();
  },
};

export const Forbidden: Story = forbiddenRecord;

/** A card day of 160 receipts. */
export const Large: Story = {
  args: { stream: 'creditcard', detail: largeDetail() },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement).getAllByRole('link', { name: /^INV55/ })[0]).toHaveAttribute('href', '/ar/creditcardcollections/gridview/details?brnId=101&from=2026-11-02&to=2026-11-02');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mark reconciled' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('combobox', { name: 'Owner' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
