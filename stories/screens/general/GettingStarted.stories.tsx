import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GettingStarted } from '../../../src/screens/general/GettingStarted';

const meta = {
  title: 'Screens/General/GettingStarted',
  component: GettingStarted,
  parameters: { layout: 'fullscreen' },
  args: {
    user: {
      name: 'Pat Parts',
      email: 'parts@demo.local',
      roles: ['Parts'],
      branches: ['101 - Norcross', '201 - Birmingham'],
      permissions: [{ id: 1, name: 'can view waiting list', short_name: 'Can View' }],
    },
    branch: '101 - Norcross',
    onSignOut: fn(),
  },
} satisfies Meta<typeof GettingStarted>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Pat Parts');
    await expect(canvas.getByText('101 - Norcross, 201 - Birmingham')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const NoPermissions: Story = {
  args: { user: { name: 'Vic Viewer', email: 'viewer@demo.local', roles: [], branches: ['101 - Norcross'], permissions: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ask an administrator/)).toBeVisible();
  },
};
