import type { Meta, StoryObj } from '@storybook/react-vite';
import { NativeTabs } from '../../src/ui/Tabs/NativeTabs';
import TabsMeta, * as TabsStories from './Tabs.stories';

// The same stories and checks as Tabs: the light tabs behave as react-aria's do.
const meta = {
  title: 'UI/NativeTabs',
  component: NativeTabs,
  args: TabsMeta.args,
} satisfies Meta<typeof NativeTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = TabsStories.Default;
export const Keyboard: Story = TabsStories.Keyboard;
export const DisabledTab: Story = TabsStories.DisabledTab;
export const Controlled: Story = TabsStories.Controlled;
export const Narrow: Story = TabsStories.Narrow;
