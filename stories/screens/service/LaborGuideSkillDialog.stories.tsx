import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LaborGuideSkillDialog } from '../../../src/screens/service/LaborGuideSkillDialog';
import { LABOR_GUIDE } from './laborGuideData';

const air = LABOR_GUIDE.operations.find((o) => o.laborOp === 'AIR')!;

const meta = {
  title: 'Screens/Service/LaborGuideSkillDialog',
  component: LaborGuideSkillDialog,
  args: { editing: { operation: air }, skills: LABOR_GUIDE.skills, onSave: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof LaborGuideSkillDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new requirement: the skills the operation requires already are not offered again. */
export const Map: Story = {
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    const skill = form.getByRole('combobox', { name: /Skill/ });
    await expect(within(skill).queryByRole('option', { name: 'AIR-BRK Air brakes' })).toBeNull();
    await userEvent.selectOptions(skill, 'HYD-PTO Hydraulics / PTO');
    await userEvent.click(form.getByRole('button', { name: 'Map skill' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ laborOp: 'AIR', skillId: 9, minLevel: 1, note: null }, undefined));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const Refused: Story = {
  args: { editing: { operation: air, link: air.skills[0]! }, error: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' },
  play: async () => {
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('alert')).toHaveTextContent('Someone else changed this record');
    await expect(form.getByRole('combobox', { name: /Minimum level/ })).toHaveValue('2');
  },
};
