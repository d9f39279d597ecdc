import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../../src/ui/Icon/Icon';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden/VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Delete work order 88121' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden text is in the page but takes no room beside what is drawn. */
async function expectTakesNoSpace(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeLessThanOrEqual(1);
  await expect(box.height).toBeLessThanOrEqual(1);
  await expect(getComputedStyle(element).position).toBe('absolute');
}

const onDelete = fn();

export const IconButtonName: Story = {
  render: ({ children }) => (
    <button type="button" onClick={() => onDelete()} style={{ display: 'inline-flex', padding: 8 }}>
      <Icon name="trash" />
      <VisuallyHidden>{children}</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    onDelete.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Delete work order 88121' });
    await expectTakesNoSpace(within(button).getByText('Delete work order 88121'));
    // the icon and the padding size the button, not the 23 characters of its name
    await expect(button.getBoundingClientRect().width).toBeLessThan(48);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledOnce();
  },
};

export const InRunningText: Story = {
  args: { children: ', overdue' },
  render: ({ children }) => (
    <div style={{ display: 'grid', justifyItems: 'start', gap: 8 }}>
      <p data-testid="plain" style={{ margin: 0 }}>
        Balance $1,240.00
      </p>
      <p data-testid="with-hidden" style={{ margin: 0 }}>
        Balance $1,240.00
        <VisuallyHidden>{children}</VisuallyHidden>
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plain = canvas.getByTestId('plain');
    const withHidden = canvas.getByTestId('with-hidden');
    // read as one sentence…
    await expect(withHidden).toHaveTextContent('Balance $1,240.00, overdue');
    // …drawn exactly as the line without it
    await expect(withHidden.getBoundingClientRect().width).toBe(plain.getBoundingClientRect().width);
    await expect(withHidden.getBoundingClientRect().height).toBe(plain.getBoundingClientRect().height);
    await expectTakesNoSpace(canvas.getByText(', overdue'));
  },
};

/** A live region whose words are for screen readers only, as the grids announce their selection. */
function SelectionCount({ children }: { children: string }) {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Select next row
      </button>
      <div role="status">
        <VisuallyHidden>{`${count} ${children}`}</VisuallyHidden>
      </div>
    </div>
  );
}

export const LiveStatus: Story = {
  args: { children: 'rows selected' },
  render: ({ children }) => <SelectionCount>{String(children)}</SelectionCount>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('0 rows selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Select next row' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Select next row' }));
    await expect(status).toHaveTextContent('2 rows selected');
    await expectTakesNoSpace(canvas.getByText('2 rows selected'));
  },
};
