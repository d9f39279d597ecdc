import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TechHasSkillsDialog } from '../../../src/screens/service/TechHasSkillsDialog';
import { MATRIX } from './techSkillsData';

const technician = MATRIX.technicians[0]!;
const ac = MATRIX.skills.find((s) => s.code === 'AC-609')!;
const align = MATRIX.skills.find((s) => s.code === 'ALIGN')!;

const meta = {
  title: 'Screens/Service/TechHasSkillsDialog',
  component: TechHasSkillsDialog,
  args: {
    editing: { technician, skill: ac, held: technician.skills.find((s) => s.skillId === ac.id) },
    onSave: fn(async () => true),
    isPending: false,
    error: null,
    onClose: fn(),
  },
} satisfies Meta<typeof TechHasSkillsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A certification renewed: both days given, the level kept. */
export const Certify: Story = {
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByText('This skill counts only while its certification is current.')).toBeVisible();
    fireEvent.change(form.getByLabelText(/Certification expires/), { target: { value: '2028-11-20' } });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(args.editing, expect.objectContaining({ certification: expect.objectContaining({ certificationExpires: '2028-11-20' }) })));
  },
};

/** A skill not held yet: no level, so no certification to record. */
export const NotHeld: Story = {
  args: { editing: { technician, skill: align, held: undefined } },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await expect(form.queryByLabelText(/Certified on/)).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(args.editing, { level: null, certification: null }));
  },
};

export const Refused: Story = {
  args: { error: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' },
  play: async () => {
    await expect(within(await screen.findByRole('dialog')).getByRole('alert')).toHaveTextContent('Someone else changed this record');
  },
};
