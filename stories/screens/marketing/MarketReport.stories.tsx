import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MarketReportAnswer } from '../../../src/domain/marketing/marketReportAnswers';
import type { MarketReportName } from '../../../src/domain/marketing/marketReports';
import type { Review } from '../../../src/domain/marketing/reputationReport';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { MarketReport, type MarketReportProps } from '../../../src/screens/marketing/MarketReport';
import { BRANCH_REFUSED, refusedBranch } from '../../report/reportStories';
import { narrowFitting } from './marketStories';
import { uploadStories } from '../../report/uploadStories';
import { answerOf, figuresOf, USER_BRANCHES } from './marketData';

type StoryArgs = Omit<MarketReportProps, 'followUp' | 'upload'> & {
  onUpload: (file: File) => Promise<void>;
  onDownloadTemplate: () => void;
  onSave: (review: Review, input: unknown) => Promise<boolean>;
  withUpload: boolean;
  uploadResult?: string;
  /** The review whose follow-up is open, and the refusal its save met. */
  openReview?: string;
  followUpError?: string;
};

/** Stands in for the host: keeps the review being followed up. */
function Served({ onUpload, onDownloadTemplate, onSave, withUpload, uploadResult, openReview, followUpError, ...props }: StoryArgs) {
  const reviews = props.answer?.figures.kind === 'reputation' ? props.answer.figures.reviews : [];
  const [selected, setSelected] = useState<Review | null>(reviews.find((r) => r.reviewId === openReview) ?? null);
  return (
    <MarketReport
      {...props}
      upload={withUpload ? { onUpload, onDownloadTemplate, progress: null, result: uploadResult ?? null } : undefined}
      followUp={{ selected, onSelect: setSelected, today: '2026-11-25', onSave, isSaving: false, error: followUpError ?? null }}
    />
  );
}

const report = (name: MarketReportName, answer: MarketReportAnswer = answerOf(name)) => ({ name, answer, withUpload: name !== 'Reputation Management' });

const meta = {
  title: 'Screens/Marketing/MarketReport',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...report('Happy or Not'),
    branches: { branches: USER_BRANCHES, value: [], onChange: fn() },
    onRetry: fn(),
    onUpload: fn(async () => undefined),
    onDownloadTemplate: fn(),
    onSave: fn(async () => true),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each terminal's presses per smiley and % positive, its trend, the alert of a terminal below 80%, the last upload. */
export const HappyOrNot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Cashier % positive' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Presses per smiley at each terminal, October 2026' })).toBeInTheDocument();
    await expect(canvas.getByText(/^Below 80% positive in October 2026: Cashier at/)).toBeVisible();
    await expect(canvas.getByText(/Uploaded october-terminals\.csv by Sandy Sales/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download the upload template' }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledOnce();
  },
};

const upload = uploadStories(() => new File(['month,brn_id,terminal,level,presses\n10/2026,101,Cashier,Happy,3\n'], 'october.csv', { type: 'text/csv' }), 'line 3: level must be one of Very happy, Happy, Unhappy, Very unhappy.', {}, 'Upload figures');
/** A CSV of figures picked and sent; the host reads it and the report asks again. */
export const Upload: Story = upload.Upload;
/** A bad line: the server's 400 names it and its field, and the pick stays to try another. */
export const UploadRefused: Story = upload.UploadRefused;

/** The host has taken a file: the card says what it held, and the source names the upload. */
export const UploadTaken: Story = {
  args: { uploadResult: 'Uploaded october.csv: 3 figures.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Uploaded october.csv: 3 figures.')).toBeVisible();
  },
};

/** Google's listings of Georgia by month: views, calls, clicks and direction requests, the website's sessions and leads. */
export const GoogleGeorgia: Story = {
  args: report('Google Web Reporting Georgia'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Search views' })).toHaveTextContent(/vs previous period/);
    const grid = canvas.getByRole('grid', { name: 'Each branch listing' });
    await expect(within(grid).getByText('Forest Park')).toBeVisible();
    await expect(within(grid).queryByText('Birmingham')).toBeNull();
  },
};

/** Alabama without a figure yet: the report says so. */
export const GoogleAlabamaEmpty: Story = {
  args: report('Google Web Reporting Alabama', answerOf('Google Web Reporting Alabama', figuresOf('Google Web Reporting Alabama', []))),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Google Web Reporting Alabama figures for these branches yet.')).toBeVisible();
  },
};

export const SocialMedia: Story = {
  args: report('Social Media'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Facebook followers' })).toHaveTextContent(/Engagement rate \d/);
    await expect(canvas.getByRole('img', { name: 'Followers of each platform by month' })).toBeInTheDocument();
  },
};

/** Reviews by platform and branch; a review assigned and marked responded goes to the host with the version seen. */
export const ReputationFollowUp: Story = {
  args: report('Reputation Management'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Upload figures' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Follow up review RV200014' }));
    const card = canvas.getByRole('region', { name: 'Follow up review RV200014' });
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Assigned to' }), 'Ada Admin');
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Responded today' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save follow-up' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ reviewId: 'RV200014' }), { assignedTo: 1, respondedOn: '2026-11-25', version: 1 });
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Follow up review RV200014' })).toBeNull());
  },
};

/** Another saved the follow-up first: the server's 409 is said in the card, which stays open to try again. */
export const FollowUpRefused: Story = {
  args: { ...report('Reputation Management'), openReview: 'RV200014', followUpError: RECORD_CHANGED_MESSAGE },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Follow up review RV200014' });
    await expect(within(card).getByRole('alert')).toHaveTextContent(RECORD_CHANGED_MESSAGE);
    await expect(within(card).getByRole('combobox', { name: 'Assigned to' })).toHaveValue('7');
  },
};

/** A year of reviews at three branches: the month's list in the grid. */
export const ReputationLarge: Story = {
  args: report('Reputation Management', answerOf('Reputation Management', figuresOf('Reputation Management', [], 1300))),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Reviews, 13 months' })).toHaveTextContent('1,300');
  },
};

export const Loading: Story = {
  args: { answer: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
  },
};

/** A branch the user lacks in the address: the server's 403 in words, and Try again. */
export const Failed: Story = refusedBranch({ answer: undefined, error: BRANCH_REFUSED });

/** Below 992 px the figures stack, each within the width. */
export const Narrow: Story = narrowFitting('Cashier % positive');
