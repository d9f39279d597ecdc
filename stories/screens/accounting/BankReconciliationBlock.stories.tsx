import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney2 } from '../../../src/domain/format';
import { BankReconciliationBlock } from '../../../src/screens/accounting/BankReconciliationBlock';
import { bankStatementDetail } from './bankReconciliationData';

const meta = {
  title: 'Screens/Accounting/BankReconciliationBlock',
  component: BankReconciliationBlock,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { figures: bankStatementDetail('Balanced').statement },
} satisfies Meta<typeof BankReconciliationBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const amountOf = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByText(label).nextElementSibling?.textContent;

/** Bank less outstanding checks plus deposits in transit is the book balance with the fee that needs an entry. */
export const Balanced: Story = {
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement, 'Less outstanding checks')).toBe(formatMoney2('-193.40'));
    await expect(amountOf(canvasElement, 'Adjusted bank balance')).toBe(amountOf(canvasElement, 'Adjusted book balance'));
    await expect(amountOf(canvasElement, 'Difference')).toBe(formatMoney2('0'));
  },
};

/** A wire not matched yet: it stays outstanding on the book side and unexplained on the bank's. */
export const Unbalanced: Story = {
  args: { figures: bankStatementDetail('unbalanced').statement },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement, 'Difference')).toBe(formatMoney2('-400'));
  },
};
