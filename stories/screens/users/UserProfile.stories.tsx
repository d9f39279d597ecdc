import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MB } from '../../../src/domain/files';
import type { ActivityRow, UserProfileData } from '../../../src/domain/users';
import { UserProfile } from '../../../src/screens/users/UserProfile';
import { fakeFile, fileInput, partsUser, PROFILE_PICTURE } from './fixtures';

const PAGES = ['Display Tickets', 'Bin Verification', 'Waiting List', 'Parts Research', 'My Open Issues'];

function activity(count: number): ActivityRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 1000 - i,
    action: 'navigate',
    page_name: PAGES[i % PAGES.length]!,
    description: `Opened ${PAGES[i % PAGES.length]!}`,
    branch_id: i % 3 === 0 ? '101' : '105',
    loadtime: Math.round((0.4 + (i % 7) * 0.3) * 10) / 10,
    created_at: new Date(Date.UTC(2026, 10, 20, 15, 59 - i)).toISOString(),
  }));
}

const profile: UserProfileData = {
  user: { ...partsUser, profile_image: 'profile-images/pat.png', roles: ['Parts'], branches: ['101 - Norcross', '107 - Macon'] },
  activity: activity(12),
};

const meta = {
  title: 'Screens/Users/UserProfile',
  component: UserProfile,
  args: {
    profile,
    imageUrl: PROFILE_PICTURE,
    canUpdate: true,
    editHref: '/users/edit/2',
    onRetry: fn(),
    onUpload: fn(),
  },
} satisfies Meta<typeof UserProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

// The input's accept list would filter files before the component sees them; the rules are what is tested.
const user = userEvent.setup({ applyAccept: false });

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Profile: Pat Parts' })).toBeVisible();
    const account = canvas.getByRole('region', { name: 'Account' });
    for (const text of ['parts@demo.local', 'PARTS, PAT', '10002', 'Parts', '101 - Norcross', '107 - Macon', 'Active', '11/20/2026'])
      await expect(account).toHaveTextContent(text);
    await expect(canvas.getByRole('img', { name: 'Profile image of Pat Parts' })).toHaveAttribute('src', PROFILE_PICTURE);
    await expect(canvas.getByRole('link', { name: 'Edit user' })).toHaveAttribute('href', '/users/edit/2');
    const grid = canvas.getByRole('grid', { name: 'Recent activity' });
    await expect(grid.querySelectorAll('tbody tr[data-row-index]')).toHaveLength(12);
    await expect(grid).toHaveTextContent('Display Tickets');

    const upload = canvas.getByRole('button', { name: 'Upload image' });
    await expect(upload).toBeDisabled();
    const photo = fakeFile('new-face.jpg', 'image/jpeg', 300 * 1024);
    await user.upload(fileInput(canvasElement), photo);
    await expect(canvas.getByRole('list', { name: 'New profile image' })).toHaveTextContent('new-face.jpg');
    await user.click(upload);
    await expect(args.onUpload).toHaveBeenCalledWith(photo);
  },
};

export const RejectedImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await user.upload(fileInput(canvasElement), [fakeFile('scan.pdf', 'application/pdf', 1000), fakeFile('huge.png', 'image/png', 3 * MB)]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unsupported file type: scan.pdf');
    await expect(alert).toHaveTextContent('File too large: huge.png exceeds 2 MB.');
    await expect(canvas.getByRole('button', { name: 'Upload image' })).toBeDisabled();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { isUploading: true, uploadProgress: 0.4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.upload(fileInput(canvasElement), fakeFile('new-face.png', 'image/png', 500 * 1024));
    await expect(canvas.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '40');
  },
};

export const UploadFailed: Story = {
  args: { uploadError: 'The profile image must be a PNG or JPEG picture.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The profile image must be a PNG or JPEG picture.');
  },
};

export const WithoutImage: Story = {
  args: { profile: { ...profile, user: { ...profile.user, profile_image: null } }, imageUrl: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No profile image yet.')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /Profile image of/ })).toBeNull();
  },
};

export const ImageUnavailable: Story = {
  args: { imageUrl: null, imageError: 'No such file.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No such file.')).toBeVisible();
  },
};

export const WithoutUpdatePermission: Story = {
  args: { canUpdate: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Edit user' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Upload image' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Profile image of Pat Parts' })).toBeVisible();
  },
};

export const NoActivity: Story = {
  args: { profile: { ...profile, activity: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No activity recorded for this user yet.')).toBeVisible();
  },
};

export const Large: Story = {
  args: {
    profile: {
      user: {
        ...profile.user,
        name: 'Maximiliana Featherstonehaugh-Richardson',
        roles: ['Administrator', 'Parts', 'Service', 'Accounting', 'Sales'],
        branches: ['101 - Norcross', '102 - Atlanta', '103 - Marietta', '104 - Doraville', '105 - Savannah', '107 - Macon'],
      },
      activity: activity(20),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Maximiliana Featherstonehaugh-Richardson');
    await expect(canvas.getByRole('grid', { name: 'Recent activity' }).querySelectorAll('tbody tr[data-row-index]')).toHaveLength(20);
  },
};

export const Loading: Story = {
  args: { profile: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the profile');
  },
};

export const Failed: Story = {
  args: { profile: undefined, error: 'No user has this id.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No user has this id.');
    await userEvent.click(canvas.getByRole('button', { name: /Try again|Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edit user' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload image' })).toBeVisible();
  },
};
