import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEMO_BRANCH_LABELS } from '../../../src/demo/branches';
import { Header } from '../../../src/shell/Header';
import { BranchSwitcher } from '../../../src/shell/tools/BranchSwitcher';
import { FlagErrorDialog } from '../../../src/shell/tools/FlagErrorDialog';
import { QuickLink } from '../../../src/shell/tools/QuickLink';
import { QuoteOfTheDay } from '../../../src/shell/tools/QuoteOfTheDay';
import { ThemeColourPicker } from '../../../src/shell/tools/ThemeColourPicker';
import { ToolRow } from '../../../src/shell/tools/ToolRow';
import { WhatsNewPanel } from '../../../src/shell/tools/WhatsNewPanel';
import headerMeta from '../Header.stories';

/** All the header tools in the Header's `tools` slot, closed, as the host lays them out. */
const tools = (
  <ToolRow>
    <BranchSwitcher branches={DEMO_BRANCH_LABELS} current="101 - Norcross" onChange={fn()} />
    <ThemeColourPicker value="#119eaf" onChange={fn()} />
    <QuoteOfTheDay quote="Safety is a habit, not an accident." isOpen={false} onOpenChange={fn()} onAcknowledge={fn()} />
    <QuickLink readClipboard={async () => ''} onLookup={fn()} />
    <WhatsNewPanel features={[]} unreadCount={12} isOpen={false} onOpenChange={fn()} onOpenFile={fn()} />
    <FlagErrorDialog isOpen={false} onOpenChange={fn()} onSubmit={fn()} />
  </ToolRow>
);

const meta = {
  title: 'Shell/Tools/Row',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { ...headerMeta.args, tools },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = [/^Branch 101$/, /^Theme colour$/, /^Quote of the day$/, /^Quick link$/, /^What's new, 12 unread$/, /^Flag an error$/];

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of names) await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Branch/ })).toHaveTextContent('Branch 101');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page never scrolls sideways: the account button stays on screen and the tools row scrolls.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Account' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const row = canvas.getByRole('group', { name: 'Tools' });
    // Each tool scrolls into view as the keyboard reaches it.
    canvas.getByRole('button', { name: 'Go to a page' }).focus();
    for (const name of names) {
      await userEvent.tab();
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveFocus();
      const [inner, outer] = [button.getBoundingClientRect(), row.getBoundingClientRect()];
      await expect(inner.left).toBeGreaterThanOrEqual(outer.left);
      await expect(inner.right).toBeLessThanOrEqual(Math.min(outer.right, window.innerWidth) + 0.5);
    }
  },
};
