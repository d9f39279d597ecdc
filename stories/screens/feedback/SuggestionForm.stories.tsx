import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SUGGESTION_SCREENS, SUGGESTION_SENT_MESSAGE } from '../../../src/domain/feedback/suggestions';
import { MB } from '../../../src/domain/files';
import { BarePage } from '../../../src/shell/BarePage';
import { SuggestionForm } from '../../../src/screens/feedback/SuggestionForm';

const meta = {
  title: 'Screens/Feedback/SuggestionForm',
  component: SuggestionForm,
  args: {
    submitter: { name: 'Pat Parts', email: 'parts@demo.local' },
    screens: SUGGESTION_SCREENS,
    onSubmit: fn(),
    onSendAnother: fn(),
    signInHref: '/login',
    myIssuesHref: '/gettingstarted',
  },
} satisfies Meta<typeof SuggestionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const user = userEvent.setup({ applyAccept: false });

function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function chooseScreen(canvasElement: HTMLElement, name: string) {
  await user.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Screen it concerns' }), name);
}

export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add a Suggestion' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Pat Parts');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await user.type(canvas.getByRole('textbox', { name: /Title/ }), 'Bin location on the Waiting List');
    await chooseScreen(canvasElement, 'Waiting List');
    await user.type(canvas.getByRole('textbox', { name: /Description/ }), 'Saves a walk to the counter.');
    await user.click(canvas.getByRole('button', { name: 'Send suggestion' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { title: 'Bin location on the Waiting List', description: 'Saves a walk to the counter.', screen: 'Waiting List' },
      null,
    );
  },
};

export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await user.click(canvas.getByRole('button', { name: 'Send suggestion' }));
    await expect(canvas.getByText('Title is required.')).toBeVisible();
    await expect(canvas.getByText('Description is required.')).toBeVisible();
    await expect(canvas.getByText('Choose the screen it concerns.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SignedOut: Story = {
  args: { submitter: null, myIssuesHref: undefined },
  // As the portal shows it: on its own, without the shell.
  decorators: [(Story) => <BarePage>{Story()}</BarePage>],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await user.type(canvas.getByRole('textbox', { name: /Name/ }), 'Sam Visitor');
    await user.type(canvas.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.type(canvas.getByRole('textbox', { name: /Title/ }), 'Opening hours page');
    await chooseScreen(canvasElement, 'Other / everywhere');
    await user.type(canvas.getByRole('textbox', { name: /Description/ }), 'Customers ask.');
    await user.click(canvas.getByRole('button', { name: 'Send suggestion' }));
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await user.clear(canvas.getByRole('textbox', { name: /Email/ }));
    await user.type(canvas.getByRole('textbox', { name: /Email/ }), 'Sam@Example.com');
    await user.click(canvas.getByRole('button', { name: 'Send suggestion' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Sam Visitor', email: 'sam@example.com', screen: 'Other / everywhere' }),
      null,
    );
  },
};

export const WithAttachment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, fakeFile('clip.mp4', 'video/mp4', 1 * MB));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unsupported file type: clip.mp4');
    await user.upload(input, fakeFile('huge.png', 'image/png', 11 * MB));
    await expect(canvas.getByRole('alert')).toHaveTextContent('File too large: huge.png exceeds 10 MB.');
    const shot = fakeFile('shot.png', 'image/png', 200 * 1024);
    await user.upload(input, shot);
    await expect(canvas.getByRole('list', { name: 'Attachment' })).toHaveTextContent('shot.png');
    await user.type(canvas.getByRole('textbox', { name: /Title/ }), 'Screenshot attached');
    await chooseScreen(canvasElement, 'Cash Clearing');
    await user.type(canvas.getByRole('textbox', { name: /Description/ }), 'See the picture.');
    await user.click(canvas.getByRole('button', { name: 'Send suggestion' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ screen: 'Cash Clearing' }), shot);
  },
};

export const Sending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const send = within(canvasElement).getByRole('button', { name: /Send suggestion/ });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(send);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { errorMessage: 'Too many suggestions from this address. Please try again in an hour.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Too many suggestions');
  },
};

export const Sent: Story = {
  args: { successMessage: SUGGESTION_SENT_MESSAGE },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(SUGGESTION_SENT_MESSAGE);
    await expect(canvas.getByRole('link', { name: 'See My Open Issues' })).toHaveAttribute('href', '/gettingstarted');
    await user.click(canvas.getByRole('button', { name: 'Send another suggestion' }));
    await expect(args.onSendAnother).toHaveBeenCalled();
  },
};

export const PreselectedScreen: Story = {
  args: { defaultScreen: 'Parts Research' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Screen it concerns' })).toHaveDisplayValue('Parts Research');
  },
};

export const Narrow: Story = {
  args: { submitter: null },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <BarePage>{Story()}</BarePage>],
  play: async ({ canvasElement }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Send suggestion' });
    await expect(send).toBeVisible();
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
