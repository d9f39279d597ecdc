import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SuggestionEdit } from '../../../src/screens/feedback/SuggestionEdit';
import { suggestions } from './fixtures';

const meta = {
  title: 'Screens/Feedback/SuggestionEdit',
  component: SuggestionEdit,
  args: { suggestion: suggestions[0], onSave: fn(), onRetry: fn(), backHref: '/suggestions/list' },
} satisfies Meta<typeof SuggestionEdit>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Triage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Suggestion #41: Show the bin location on the Waiting List');
    await expect(canvas.getByRole('img', { name: 'Attachment: waiting-list.png' })).toBeVisible();
    await expect(canvas.getByText('A new status notifies the submitter.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Planned');
    await userEvent.type(canvas.getByRole('textbox', { name: /Reply to the submitter/ }), '  Coming in December.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ status: 'Planned', reply: 'Coming in December.' });
  },
};

export const ReplyTooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reply = canvas.getByRole('textbox', { name: /Reply to the submitter/ });
    // the field stops at 1,000 characters; the counter says so
    await userEvent.click(reply);
    await userEvent.paste('x'.repeat(1005));
    await expect(canvas.getByText('1000 / 1000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ status: 'New', reply: 'x'.repeat(1000) });
  },
};

export const SignedOutSubmitter: Story = {
  args: { suggestion: suggestions[2] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sam Visitor (signed out)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'hours.pdf' })).toBeVisible();
    await expect(canvas.getByText(/the submitter is not notified/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Reply/ })).toHaveValue('Out of scope for the staff portal.');
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SaveFailed: Story = {
  args: { saveError: 'You do not have permission to do this.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have permission to do this.');
  },
};

export const Loading: Story = {
  args: { suggestion: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the suggestion');
  },
};

export const NotFound: Story = {
  args: { suggestion: undefined, error: 'No suggestion has this id.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No suggestion has this id.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Back to all suggestions' })).toHaveAttribute('href', '/suggestions/list');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(save.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
