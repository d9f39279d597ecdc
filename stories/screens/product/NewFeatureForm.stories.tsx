import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewFeatureForm } from '../../../src/screens/product/NewFeatureForm';
import { features, permissionOptions } from './fixtures';

const meta = {
  title: 'Screens/Product/NewFeatureForm',
  component: NewFeatureForm,
  args: {
    mode: 'create',
    canManage: true,
    permissions: permissionOptions,
    onRetry: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    homeHref: '/gettingstarted',
  },
} satisfies Meta<typeof NewFeatureForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New Feature' })).toBeVisible();
    await expect(canvas.getByText(/^Everyone: no permission is chosen/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Page name/ }), 'Bank Reconciliation');
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'Match statements to the ledger.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Or a document URL' }), 'https://example.com/bank.pdf');
    await userEvent.click(canvas.getByRole('radio', { name: 'Published' }));
    const parts = within(canvas.getByRole('group', { name: 'Parts' }));
    await userEvent.click(parts.getByRole('checkbox', { name: 'can view parts research' }));
    await userEvent.click(within(canvas.getByRole('group', { name: 'Accounting' })).getByRole('checkbox', { name: 'can view cash clearing' }));
    await expect(canvas.getByText('Staff holding one of 2 chosen permissions.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create feature' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fields: expect.objectContaining({
        pageName: 'Bank Reconciliation',
        status: 'Published',
        documentUrl: 'https://example.com/bank.pdf',
        permissionIds: '25,3',
      }),
      document: null,
      video: null,
    });
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Or a video URL' }), 'ftp://nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Create feature' }));
    await expect(canvas.getByText('Enter the page name.')).toBeVisible();
    await expect(canvas.getByText('Enter a description.')).toBeVisible();
    await expect(canvas.getByText('Video URL must start with http:// or https://.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AttachAndUpload: Story = {
  args: { uploadProgress: 0.4, isSaving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A progress bar shows only beside an attached file; none here, the drop areas are disabled.
    await expect(canvas.getAllByRole('button', { name: 'Browse files' })[0]).toBeDisabled();
  },
};

export const RejectsAWrongFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')[0]!;
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('notes.txt');
  },
};

export const Edit: Story = {
  args: { mode: 'edit', feature: features[1] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Feature: Cash Clearing' })).toBeVisible();
    await expect(canvas.getByText('Stored: Cash clearing.pdf')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'can view cash clearing' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Published' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove document' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Draft' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save feature' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fields: expect.objectContaining({ status: 'Draft', removeDocument: 'true', removeVideo: 'false', permissionIds: '3' }) }),
    );
  },
};

export const SaveFailed: Story = {
  args: { saveError: 'document: The document must be a PDF file (checked by its content, not its name).' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The document must be a PDF file');
  },
};

export const WithoutPermission: Story = {
  args: { canManage: false, permissions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create feature' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to My Open Issues' })).toHaveAttribute('href', '/gettingstarted');
  },
};

export const Loading: Story = {
  args: { mode: 'edit', feature: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the feature');
  },
};

export const Failed: Story = {
  args: { mode: 'edit', error: 'No such feature.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No such feature.');
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create feature' })).toBeVisible();
  },
};
