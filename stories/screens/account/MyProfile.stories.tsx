import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../src/domain/auth';
import { PROFILE_NAME_SAVED, type MyProfileData } from '../../../src/domain/users';
import { MyProfile, type MyProfileProps, type SaveStatus } from '../../../src/screens/account/MyProfile';
import { fakeFile, fileInput, partsUser, PROFILE_PICTURE } from '../users/fixtures';

const profile: MyProfileData = {
  user: { ...partsUser, profile_image: 'profile-images/pat.png', roles: ['Parts'], branches: ['101 - Norcross', '201 - Birmingham'] },
  activity: [],
  image_url: PROFILE_PICTURE,
};

const meta = {
  title: 'Screens/Account/MyProfile',
  component: MyProfile,
  args: { profile, onRetry: fn(), onSaveName: fn(), onChangePassword: fn(), onUpload: fn() },
} satisfies Meta<typeof MyProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

const user = userEvent.setup({ applyAccept: false });
const fill = async (field: HTMLElement, text: string) => {
  await user.clear(field);
  if (text) await user.type(field, text);
};
const nameField = (el: HTMLElement) => within(el).getByRole('textbox', { name: 'Name' });
const passwordFields = (el: HTMLElement) => {
  const canvas = within(el);
  return {
    current: canvas.getByLabelText('Current password'),
    next: canvas.getByLabelText('New password'),
    confirm: canvas.getByLabelText('Repeat the new password'),
    submit: canvas.getByRole('button', { name: 'Change password' }),
  };
};
const announcer = () => document.querySelector('[data-announcer]');
async function changePassword(el: HTMLElement, current: string, next: string, confirm = next) {
  const fields = passwordFields(el);
  await fill(fields.current, current);
  await fill(fields.next, next);
  await fill(fields.confirm, confirm);
  await user.click(fields.submit);
  return fields;
}

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const account = canvas.getByRole('region', { name: 'Account' });
    await expect(nameField(canvasElement)).toHaveValue('Pat Parts');
    for (const text of ['parts@demo.local', 'PARTS, PAT', '10002', 'Parts', '101 - Norcross', '201 - Birmingham', '11/20/2026']) await expect(account).toHaveTextContent(text);
    // The email, roles and branches are shown, not edited: only the name is a field.
    await expect(within(account).getAllByRole('textbox')).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Profile image of Pat Parts' })).toHaveAttribute('src', PROFILE_PICTURE);
    await expect(canvas.getByRole('region', { name: 'Password' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { profile: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your profile');
  },
};

export const Failed: Story = {
  args: { profile: undefined, error: 'No response from the server. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No response from the server.');
    await user.click(canvas.getByRole('button', { name: /Try again|Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const EditName: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(nameField(canvasElement), '  Patricia Parts ');
    await user.click(within(canvasElement).getByRole('button', { name: 'Save name' }));
    await expect(args.onSaveName).toHaveBeenCalledWith('Patricia Parts');
  },
};

export const NameInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const field = nameField(canvasElement);
    await fill(field, '   ');
    await user.click(within(canvasElement).getByRole('button', { name: 'Save name' }));
    await expect(within(canvasElement).getByText('Enter the name.')).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(announcer()).toHaveTextContent('1 field needs your attention.');
    await fill(field, 'x'.repeat(121));
    await user.click(within(canvasElement).getByRole('button', { name: 'Save name' }));
    await expect(within(canvasElement).getByText('Name is too long.')).toBeVisible();
    await expect(args.onSaveName).not.toHaveBeenCalled();
  },
};

export const NameSaving: Story = {
  args: { nameStatus: { state: 'saving' } },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: /Save name/ });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
  },
};

export const NameSaveFailed: Story = {
  args: { nameStatus: { state: 'failed', message: 'No response from the server. Please try again later.' } },
  play: async ({ canvasElement }) => {
    const account = within(within(canvasElement).getByRole('region', { name: 'Account' }));
    await expect(account.getByRole('alert')).toHaveTextContent('No response from the server.');
  },
};

export const NameSaved: Story = {
  args: { nameStatus: { state: 'saved', message: PROFILE_NAME_SAVED } },
  play: async ({ canvasElement }) => {
    const account = within(within(canvasElement).getByRole('region', { name: 'Account' }));
    await expect(account.getByRole('status')).toHaveTextContent(PROFILE_NAME_SAVED);
  },
};

export const ChangePassword: Story = {
  play: async ({ canvasElement, args }) => {
    await changePassword(canvasElement, 'demo1234', 'a-longer-secret');
    await expect(args.onChangePassword).toHaveBeenCalledWith({ currentPassword: 'demo1234', newPassword: 'a-longer-secret' });
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const fields = passwordFields(canvasElement);
    await user.click(fields.submit);
    // Nothing typed: the first field to fix has the focus.
    await expect(within(canvasElement).getByText('Enter your current password.')).toBeVisible();
    await expect(within(canvasElement).getByText('Enter a password.')).toBeVisible();
    await waitFor(() => expect(fields.current).toHaveFocus());
    await fill(fields.current, 'demo1234');
    await fill(fields.next, 'short');
    await user.click(fields.submit);
    await expect(within(canvasElement).getByText('Password must be at least 8 characters.')).toBeVisible();
    await waitFor(() => expect(fields.next).toHaveFocus());
    await fill(fields.next, 'a-longer-secret');
    await fill(fields.confirm, 'a-longer-secreT');
    await user.click(fields.submit);
    await expect(within(canvasElement).getByText('The two passwords do not match.')).toBeVisible();
    await waitFor(() => expect(fields.confirm).toHaveFocus());
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const PasswordWrongCurrent: Story = {
  args: { passwordStatus: { state: 'failed', field: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE } },
  play: async ({ canvasElement }) => {
    const { current } = passwordFields(canvasElement);
    await expect(within(canvasElement).getByText(WRONG_CURRENT_PASSWORD_MESSAGE)).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(current).toHaveFocus());
  },
};

export const PasswordSaving: Story = {
  args: { passwordStatus: { state: 'saving' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Change password/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PasswordTooManyAttempts: Story = {
  args: { passwordStatus: { state: 'failed', message: 'Too many wrong current passwords. Please wait 15 minutes and try again.' } },
  play: async ({ canvasElement }) => {
    const password = within(within(canvasElement).getByRole('region', { name: 'Password' }));
    await expect(password.getByRole('alert')).toHaveTextContent('Too many wrong current passwords.');
  },
};

/** The host's answer: saving, then saved; the form empties once the password has changed. */
function PasswordRoundTrip(args: MyProfileProps) {
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  return (
    <MyProfile
      {...args}
      passwordStatus={status}
      onChangePassword={(values) => {
        args.onChangePassword(values);
        setStatus({ state: 'saving' });
        setTimeout(() => setStatus({ state: 'saved', message: 'Your password has been changed. You have been signed out everywhere else.' }), 50);
      }}
    />
  );
}

export const PasswordChanged: Story = {
  render: (args) => <PasswordRoundTrip {...args} />,
  play: async ({ canvasElement, args }) => {
    const fields = await changePassword(canvasElement, 'demo1234', 'a-longer-secret');
    const password = within(within(canvasElement).getByRole('region', { name: 'Password' }));
    await expect(await password.findByText(/Your password has been changed/)).toBeVisible();
    for (const field of [fields.current, fields.next, fields.confirm]) await expect(field).toHaveValue('');
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    // react-aria announced the focused button going pending with a node naming that button: cleared, so
    // the next story does not start with a live region pointing at a button that is gone.
    await waitFor(() => expect(document.querySelector('[data-live-announcer] [role="log"] [role="img"]')).not.toBeNull());
    for (const region of document.querySelectorAll('[data-live-announcer] [role="log"]')) region.replaceChildren();
  },
};

export const UploadImage: Story = {
  args: { profile: { ...profile, user: { ...profile.user, profile_image: null }, image_url: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No profile image yet.')).toBeVisible();
    const photo = fakeFile('me.png', 'image/png', 40 * 1024);
    await user.upload(fileInput(canvasElement), photo);
    await expect(canvas.getByRole('list', { name: 'New profile image' })).toHaveTextContent('me.png');
    await user.click(canvas.getByRole('button', { name: 'Upload image' }));
    await expect(args.onUpload).toHaveBeenCalledWith(photo);
  },
};

export const Uploading: Story = {
  args: { isUploading: true, uploadProgress: 0.6 },
  play: async ({ canvasElement }) => {
    await user.upload(fileInput(canvasElement), fakeFile('me.png', 'image/png', 40 * 1024));
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '60');
  },
};

export const UploadFailed: Story = {
  args: { uploadError: 'The profile image must be a PNG or JPEG picture.' },
  play: async ({ canvasElement }) => {
    const image = within(within(canvasElement).getByRole('region', { name: 'Profile image' }));
    await expect(image.getByRole('alert')).toHaveTextContent('The profile image must be a PNG or JPEG picture.');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save name' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload image' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
    // Nothing wider than the phone: no sideways scrolling.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
