import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { LogFilters, PersonFilter, ValueFilter } from '../../../src/screens/logs/LogFilters';
import { PageHeader } from '../../../src/ui/PageHeader/PageHeader';

const onPerson = fn();
const onBranch = fn();

const meta = {
  title: 'Screens/Logs/LogFilters',
  component: LogFilters,
  // Where the screens put them: under the page's title.
  decorators: [(Story) => <PageHeader title="User Logs" filters={<Story />} />],
  args: {
    dates: { start: '2026-10-22', end: '2026-11-20' },
    onDatesChange: fn(),
    children: (
      <>
        <PersonFilter
          label="User"
          all="All users"
          people={[
            { id: 1, name: 'Alex Admin' },
            { id: 2, name: 'Pat Parts' },
          ]}
          value={null}
          onChange={onPerson}
        />
        <ValueFilter label="Branch" all="All branches" values={['101 - Norcross', '201 - Birmingham']} value="201 - Birmingham" onChange={onBranch} />
      </>
    ),
  },
  beforeEach: () => {
    onPerson.mockClear();
    onBranch.mockClear();
  },
} satisfies Meta<typeof LogFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = canvas.getByRole('combobox', { name: 'User' });
    const branch = canvas.getByRole('combobox', { name: 'Branch' });
    await expect(user).toHaveValue('all');
    await expect(branch).toHaveDisplayValue('201 - Birmingham');
    // People are chosen by id, values as they are; "All …" clears the filter.
    await userEvent.selectOptions(user, 'Pat Parts');
    await expect(onPerson).toHaveBeenLastCalledWith(2);
    await userEvent.selectOptions(user, 'All users');
    await expect(onPerson).toHaveBeenLastCalledWith(null);
    await userEvent.selectOptions(branch, '101 - Norcross');
    await expect(onBranch).toHaveBeenLastCalledWith('101 - Norcross');
    await userEvent.selectOptions(branch, 'All branches');
    await expect(onBranch).toHaveBeenLastCalledWith(null);
    // The dates are passed on once both ends are complete.
    const start = within(canvas.getByRole('group', { name: 'Dates' })).getByLabelText('Start date');
    fireEvent.change(start, { target: { value: '' } });
    await expect(args.onDatesChange).not.toHaveBeenCalled();
    fireEvent.change(start, { target: { value: '2026-11-01' } });
    await expect(args.onDatesChange).toHaveBeenLastCalledWith({ start: '2026-11-01', end: '2026-11-20' });
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['User', 'Branch'])
      await expect(canvas.getByRole('combobox', { name }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByLabelText('End date').getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
