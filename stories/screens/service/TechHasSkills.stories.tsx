import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TechHasSkills } from '../../../src/screens/service/TechHasSkills';
import { BRANCHES, MATRIX, matrixOf } from './techSkillsData';

const meta = {
  title: 'Screens/Service/TechHasSkills',
  component: TechHasSkills,
  parameters: { layout: 'fullscreen' },
  args: {
    data: MATRIX,
    isLoading: false,
    error: null,
    onRetry: fn(),
    branches: BRANCHES,
    filter: { brnId: null, skillId: null, minLevel: 1 },
    onFilter: fn(),
    onSave: fn(async () => true),
    isSaving: false,
    saveError: null,
    onDialogOpen: fn(),
  },
} satisfies Meta<typeof TechHasSkills>;
export default meta;
type Story = StoryObj<typeof meta>;

const matrix = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: "Technicians' skills" }));

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const grid = await matrix(canvasElement);
    await expect(grid.getAllByRole('row')).toHaveLength(MATRIX.technicians.length + 1);
    await expect(grid.getByRole('columnheader', { name: 'AC-609' })).toBeVisible();
    // Darnell Brown is an A technician: engine diagnostics reads in its C/B/A scale.
    await expect(grid.getByRole('button', { name: /^ENG-DIAG for Darnell Brown: level A/ })).toBeVisible();
  },
};

/** The demo's first certification ran out: the cell says so, and the scheduler counts it as no skill. */
export const Expired: Story = {
  play: async ({ canvasElement }) => {
    const grid = await matrix(canvasElement);
    await expect(grid.getAllByText('Expired').length).toBeGreaterThan(0);
    await expect(grid.getByRole('button', { name: /AC-609 for .*, expired/ })).toBeVisible();
  },
};

export const WhoCanFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.selectOptions(page.getByRole('combobox', { name: /Who can do/ }), 'AIR-BRK - Air brakes');
    await expect(args.onFilter).toHaveBeenCalledWith({ brnId: null, skillId: 5, minLevel: 1 });
    await userEvent.selectOptions(page.getByRole('combobox', { name: /Branch/ }), '101 - Norcross');
    await expect(args.onFilter).toHaveBeenCalledWith({ brnId: '101', skillId: null, minLevel: 1 });
  },
};

export const NobodyCan: Story = {
  args: { data: { ...MATRIX, technicians: [] }, filter: { brnId: '101', skillId: 4, minLevel: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nobody can do this today' })).toBeVisible();
  },
};

export const EditDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = await matrix(canvasElement);
    await userEvent.click(grid.getByRole('button', { name: /^ALIGN for Tyler Scott/ }));
    await expect(args.onDialogOpen).toHaveBeenCalled();
    const form = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Level/ }), '2');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ technician: expect.objectContaining({ name: 'Tyler Scott' }), skill: expect.objectContaining({ code: 'ALIGN' }) }),
        { level: 2, certification: null },
      ),
    );
  },
};

export const Loading: Story = {
  args: { data: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { data: { ...MATRIX, technicians: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No technicians at these branches' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { data: undefined, error: 'The server did not answer. Try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { data: matrixOf(60) },
  play: async ({ canvasElement }) => {
    await expect((await matrix(canvasElement)).getAllByRole('row')).toHaveLength(61);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Technicians by skill' })).toBeVisible();
  },
};
