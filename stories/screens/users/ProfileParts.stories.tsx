import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountItems, lastSignInItem, ProfileImageCard } from '../../../src/screens/users/ProfileParts';
import { Card } from '../../../src/ui/Card/Card';
import { KeyValue } from '../../../src/ui/KeyValue/KeyValue';
import { fakeFile, fileInput, partsUser, PROFILE_PICTURE } from './fixtures';

/** The parts both profiles are made of: the administrators' UserProfile and each user's own MyProfile. */
const meta = {
  title: 'Screens/Users/ProfileParts',
  component: ProfileImageCard,
  args: { name: 'Pat Parts', image: 'profile-images/pat.png', imageUrl: PROFILE_PICTURE, canUpload: true, onUpload: fn() },
} satisfies Meta<typeof ProfileImageCard>;
export default meta;
type Story = StoryObj<typeof meta>;

// The input's accept list would filter files before the component sees them; the rules are what is tested.
const user = userEvent.setup({ applyAccept: false });

export const ImageCard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Profile image of Pat Parts' })).toHaveAttribute('src', PROFILE_PICTURE);
    const upload = canvas.getByRole('button', { name: 'Upload image' });
    await expect(upload).toBeDisabled();
    const first = fakeFile('first.png', 'image/png', 1000);
    const second = fakeFile('second.jpg', 'image/jpeg', 2000);
    await user.upload(fileInput(canvasElement), first);
    await user.upload(fileInput(canvasElement), second);
    // One image is kept: the last chosen.
    const chosen = canvas.getByRole('list', { name: 'New profile image' });
    await expect(chosen).toHaveTextContent('second.jpg');
    await expect(chosen).not.toHaveTextContent('first.png');
    await user.click(upload);
    await expect(args.onUpload).toHaveBeenCalledWith(second);
  },
};

export const NoImage: Story = {
  args: { image: null, imageUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No profile image yet.')).toBeVisible();
  },
};

export const ImageLoading: Story = {
  args: { imageUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the image…')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { canUpload: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Profile image of Pat Parts' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upload image' })).toBeNull();
  },
};

export const AccountDetails: Story = {
  render: () => (
    <Card title="Account">
      <KeyValue items={[...accountItems({ ...partsUser, roles: ['Parts'], branches: ['101 - Norcross', '107 - Macon'] }), lastSignInItem(partsUser)]} />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const account = within(canvasElement).getByRole('region', { name: 'Account' });
    for (const text of ['parts@demo.local', 'PARTS, PAT', '10002', 'Parts', '101 - Norcross', '107 - Macon', '11/20/2026']) await expect(account).toHaveTextContent(text);
  },
};

export const NeverSignedIn: Story = {
  render: () => (
    <Card title="Account">
      <KeyValue items={[...accountItems({ ...partsUser, excede_id: null, excede_name: null, roles: [], branches: [] }), lastSignInItem({ ...partsUser, last_login_at: null })]} />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const account = within(canvasElement).getByRole('region', { name: 'Account' });
    await expect(account).toHaveTextContent('Never');
    await expect(account).toHaveTextContent('—');
  },
};
