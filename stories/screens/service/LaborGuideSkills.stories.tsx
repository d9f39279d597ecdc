import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MIN_LEVEL_MESSAGE } from '../../../src/domain/service/laborGuide';
import { LaborGuideSkills } from '../../../src/screens/service/LaborGuideSkills';
import { clearPendingAnnouncement } from '../../report/pendingAnnouncement';
import { LABOR_GUIDE, LARGE_LABOR_GUIDE } from './laborGuideData';

const meta = {
  title: 'Screens/Service/LaborGuideSkills',
  component: LaborGuideSkills,
  parameters: { layout: 'fullscreen' },
  args: {
    guide: LABOR_GUIDE,
    isLoading: false,
    error: null,
    onRetry: fn(),
    onSave: fn(async () => true),
    isSaving: false,
    saveError: null,
    onDialogOpen: fn(),
    onUnmap: fn(),
    isBusy: false,
    changeError: null,
    onImport: fn(async () => {}),
    importProgress: null,
    importResult: null,
    onViewChange: fn(),
  },
} satisfies Meta<typeof LaborGuideSkills>;
export default meta;
type Story = StoryObj<typeof meta>;

const operations = async (canvasElement: HTMLElement, name = 'Labor operations') => within(await within(canvasElement).findByRole('table', { name }));
const csv = (text: string) => new File([text], 'links.csv', { type: 'text/csv' });

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const ops = await operations(canvasElement);
    const def = within(ops.getByRole('list', { name: 'Skills DEF requires' }));
    await expect(def.getByText(/AFT-DEF ≥ B/)).toBeVisible();
    await expect(ops.getAllByText('Unmapped: scheduled without a skill check')).toHaveLength(3);
    await userEvent.click(ops.getByRole('button', { name: 'Unmap ELEC from DEF' }));
    await expect(args.onUnmap).toHaveBeenCalledWith(expect.objectContaining({ laborOp: 'DEF' }), expect.objectContaining({ skillCode: 'ELEC' }));
  },
};

/** The unmapped operations, most used first: RECON (160 uses), then LGT and BODY. */
export const Unmapped: Story = {
  args: { view: 'unmapped' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Unmapped by use (3)' })).toHaveAttribute('aria-selected', 'true');
    const rows = (await operations(canvasElement, 'Unmapped operations by use')).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['RECON', 'LGT', 'BODY']);
    await userEvent.click(canvas.getByRole('tab', { name: 'All operations' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('all');
  },
};

export const MapOperation: Story = {
  args: { view: 'unmapped' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click((await operations(canvasElement, 'Unmapped operations by use')).getByRole('button', { name: 'Map skill to RECON' }));
    await expect(args.onDialogOpen).toHaveBeenCalled();
    const form = within(await screen.findByRole('dialog'));
    await userEvent.click(form.getByRole('button', { name: 'Map skill' }));
    await expect(await form.findByText('Choose the skill.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Skill/ }), 'PM-INSP PM / inspection');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Minimum level/ }), '2');
    await userEvent.type(form.getByRole('textbox', { name: 'Note' }), 'Make-ready inspection');
    await userEvent.click(form.getByRole('button', { name: 'Map skill' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ laborOp: 'RECON', skillId: 8, minLevel: 2, note: 'Make-ready inspection' }, undefined));
  },
};

/** Changing a link: its skill stays, the level reads on the skill's scale (C/B/A here). */
export const EditLink: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click((await operations(canvasElement)).getByRole('button', { name: 'Change ENG-DIAG for INJ' }));
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('heading', { name: 'Change ENG-DIAG for INJ' })).toBeVisible();
    await expect(form.getByRole('combobox', { name: /Skill/ })).toBeDisabled();
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Minimum level/ }), 'B');
    await userEvent.click(form.getByRole('button', { name: 'Save link' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ laborOp: 'INJ', minLevel: 2 }), expect.objectContaining({ skillCode: 'ENG-DIAG' })),
    );
  },
};

/** A CSV with a bad line: the server names the line and field, nothing is imported, the pick stays. */
export const ImportWithErrors: Story = {
  args: { onImport: fn(async () => Promise.reject(new Error(`line 3, min_level: ${MIN_LEVEL_MESSAGE}`))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvasElement.querySelector('input[type=file]')!, csv('labor_op,skill_code,min_level,note\nRECON,PM-INSP,2,\nBODY,ELEC,5,\n'));
    await userEvent.click(canvas.getByRole('button', { name: 'Import links' }));
    await waitFor(() => expect(args.onImport).toHaveBeenCalledWith(expect.objectContaining({ name: 'links.csv' })));
    await expect(await canvas.findByText(`line 3, min_level: ${MIN_LEVEL_MESSAGE}`)).toBeVisible();
    await expect(canvas.getByText('links.csv')).toBeVisible();
    await clearPendingAnnouncement();
  },
};

export const Importing: Story = {
  args: { importProgress: 0.4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeVisible();
  },
};

export const Imported: Story = {
  args: { importResult: 'Imported: 2 links added, 1 changed, 0 already so.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Imported: 2 links added, 1 changed, 0 already so.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { guide: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Unmapped by use' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { guide: { operations: [], skills: LABOR_GUIDE.skills } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No labor operations yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { guide: undefined, error: 'The server did not answer. Try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { guide: LARGE_LABOR_GUIDE },
  play: async ({ canvasElement }) => {
    await expect((await operations(canvasElement)).getAllByRole('row')).toHaveLength(121);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect((await operations(canvasElement)).getByRole('button', { name: 'Map skill to BODY' })).toBeVisible();
  },
};
