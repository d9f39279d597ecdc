import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { plainListRow } from '../layout.css';
import { Button } from '../../src/ui/Button/Button';
import { Link } from '../../src/ui/Link/Link';
import { PageHeader } from '../../src/ui/PageHeader/PageHeader';
import { TextField } from '../../src/ui/TextField/TextField';

const onExport = fn();

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'Bank reconciliation' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const full = {
  description: 'Match bank lines to ledger entries for the selected branch.',
  breadcrumbs: (
    <nav aria-label="Breadcrumbs">
      <ol className={plainListRow}>
        <li>
          <Link href="/">Home</Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link href="/accounting">Accounting</Link>
        </li>
      </ol>
    </nav>
  ),
  actions: (
    <>
      <Button tone="secondary" onPress={onExport}>
        Export
      </Button>
      <Button>Reconcile</Button>
    </>
  ),
  filters: (
    <>
      <TextField label="Branch" defaultValue="101 - Norcross" />
      <TextField label="Statement month" defaultValue="03/2025" />
    </>
  ),
};

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Bank reconciliation');
    await expect(within(canvasElement).queryByRole('group', { name: 'Filters' })).toBeNull();
  },
};

export const WithEverything: Story = {
  args: full,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect(canvas.getByText('Match bank lines to ledger entries for the selected branch.')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Filters' })).getByLabelText('Branch')).toHaveValue(
      '101 - Norcross',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(onExport).toHaveBeenCalledOnce();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Reconcile' }).getBoundingClientRect();
    await expect(action.left).toBeGreaterThan(title.right);
  },
};

export const Narrow: Story = {
  args: { ...full, title: 'Service work orders awaiting parts and technician assignment' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Export' }).getBoundingClientRect();
    await expect(action.top).toBeGreaterThanOrEqual(title.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
