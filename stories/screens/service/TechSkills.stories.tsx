import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SKILL_IN_USE_MESSAGE } from '../../../src/domain/service/skills';
import { TechSkills } from '../../../src/screens/service/TechSkills';
import { MANY_SKILLS, SKILLS } from './techSkillsData';

const meta = {
  title: 'Screens/Service/TechSkills',
  component: TechSkills,
  parameters: { layout: 'fullscreen' },
  args: {
    skills: SKILLS,
    isLoading: false,
    error: null,
    onRetry: fn(),
    onSave: fn(async () => true),
    isSaving: false,
    saveError: null,
    onDialogOpen: fn(),
    onSetActive: fn(),
    isBusy: false,
    changeError: null,
    onDelete: fn(async () => true),
    isDeleting: false,
    deleteError: null,
  },
} satisfies Meta<typeof TechSkills>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: 'Skills' }));

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const skills = await table(canvasElement);
    await expect(skills.getByText('A/C (EPA 609)')).toBeVisible();
    // A used skill offers no delete; an unused one does.
    await expect(skills.queryByRole('button', { name: 'Delete ENG-DIAG' })).toBeNull();
    await expect(skills.getByRole('button', { name: 'Delete ALIGN' })).toBeEnabled();
    await expect(skills.getByRole('button', { name: 'Activate HV-EV' })).toBeVisible();
    await userEvent.click(skills.getByRole('button', { name: 'Deactivate TRANS' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(expect.objectContaining({ code: 'TRANS' }), false);
  },
};

export const AddSkill: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add skill' }));
    await expect(args.onDialogOpen).toHaveBeenCalled();
    const form = within(await screen.findByRole('dialog'));
    await userEvent.click(form.getByRole('button', { name: 'Add skill' }));
    await expect(await form.findByText('2 to 10 upper-case letters, digits or dashes.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: /Code/ }), 'crane');
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Crane and boom');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Category/ }), 'Body and hydraulics');
    await userEvent.click(form.getByRole('checkbox', { name: /Certification required/ }));
    await userEvent.click(form.getByRole('button', { name: 'Add skill' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ code: 'CRANE', name: 'Crane and boom', category: 'Body and hydraulics', levelScale: '1-3', certificationRequired: true }, undefined),
    );
  },
};

export const DeleteRefused: Story = {
  args: { deleteError: SKILL_IN_USE_MESSAGE, onDelete: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click((await table(canvasElement)).getByRole('button', { name: 'Delete ALIGN' }));
    const question = within(await screen.findByRole('alertdialog', {}, { timeout: 5000 }));
    await userEvent.click(question.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ code: 'ALIGN' }));
    await expect(question.getByText(SKILL_IN_USE_MESSAGE)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { skills: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add skill' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { skills: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No skills yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { skills: undefined, error: 'The server did not answer. Try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { skills: MANY_SKILLS },
  play: async ({ canvasElement }) => {
    await expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(41);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect((await table(canvasElement)).getByRole('button', { name: 'Edit AC-609' })).toBeVisible();
  },
};
