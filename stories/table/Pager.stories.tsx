import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from '../../src/ui/DataTable/Pager';

const meta = {
  title: 'Table/Pager',
  component: Pager,
  args: { pageIndex: 0, pageCount: 4, pageSize: 50, onPageIndexChange: fn(), onPageSizeChange: fn() },
  // the grid keeps the page: each step shows
  render: function PagerStory(args) {
    const [pageIndex, setPageIndex] = useState(args.pageIndex);
    return (
      <Pager
        {...args}
        pageIndex={pageIndex}
        onPageIndexChange={(next) => {
          setPageIndex(next);
          args.onPageIndexChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 4')).toBeVisible();
    await expect(button(canvasElement, 'First page')).toBeDisabled();
    await expect(button(canvasElement, 'Previous page')).toBeDisabled();
    await userEvent.click(button(canvasElement, 'Next page'));
    await expect(args.onPageIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('Page 2 of 4')).toBeVisible();
    await userEvent.click(button(canvasElement, 'Last page'));
    await expect(args.onPageIndexChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Page 4 of 4')).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { pageIndex: 3 },
  play: async ({ canvasElement, args }) => {
    await expect(button(canvasElement, 'Next page')).toBeDisabled();
    await expect(button(canvasElement, 'Last page')).toBeDisabled();
    await userEvent.click(button(canvasElement, 'Previous page'));
    await expect(args.onPageIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(button(canvasElement, 'First page'));
    await expect(args.onPageIndexChange).toHaveBeenLastCalledWith(0);
  },
};

export const OnePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Page 1 of 1')).toBeVisible();
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) await expect(button(canvasElement, name)).toBeDisabled();
  },
};

export const RowsPerPage: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Rows per page' });
    await expect(select).toHaveValue('50');
    await userEvent.selectOptions(select, '100');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(100);
  },
};

/** A server's count of many pages, with grouping. */
export const ManyPages: Story = {
  args: { pageIndex: 1233, pageCount: 2001, pageSize: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Page 1,234 of 2,001')).toBeVisible();
  },
};
