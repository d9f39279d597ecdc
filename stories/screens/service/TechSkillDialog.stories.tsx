import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TechSkillDialog } from '../../../src/screens/service/TechSkillDialog';
import { SKILLS } from './techSkillsData';

const meta = {
  title: 'Screens/Service/TechSkillDialog',
  component: TechSkillDialog,
  args: { editing: 'new', onSave: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof TechSkillDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await userEvent.type(form.getByRole('textbox', { name: /Code/ }), 'x');
    await userEvent.click(form.getByRole('button', { name: 'Add skill' }));
    await expect(await form.findByText('Enter the name.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: { editing: SKILLS.find((s) => s.code === 'AC-609')! },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('checkbox', { name: /Certification required/ })).toBeChecked();
    const name = form.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'A/C refrigerant (EPA 609)');
    await userEvent.click(form.getByRole('button', { name: 'Save skill' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ code: 'AC-609', name: 'A/C refrigerant (EPA 609)' }), args.editing));
  },
};

export const Refused: Story = {
  args: { error: 'The code ELEC is taken already (codes are unique, whatever their case).' },
  play: async () => {
    await expect(within(await screen.findByRole('dialog')).getByRole('alert')).toHaveTextContent('is taken already');
  },
};
