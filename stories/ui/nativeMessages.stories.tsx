import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FieldMessagesProps } from '../../src/ui/Field/Field';
import { NativeFieldMessages, type NativeFieldIds } from '../../src/ui/Native/nativeMessages';
import { NativeTextField } from '../../src/ui/Native/NativeTextField';

/** NativeTextField: the native field that wires its input to these messages (ids from useNativeFieldIds). */
function PoNumberField({ label = 'PO number', name, description, errorMessage }: FieldMessagesProps & { label?: string; name?: string }) {
  return <NativeTextField label={label} name={name} description={description} errorMessage={errorMessage} />;
}

// NativeFieldMessages takes the ids of its field; the stories' field makes its own with useNativeFieldIds,
// so these (the ids of a field with no messages) only fill the required prop.
const noMessageIds: NativeFieldIds = { id: 'po-number', descriptionId: undefined, errorId: undefined, describedBy: undefined };

const meta = {
  title: 'UI/Native/NativeFieldMessages',
  component: NativeFieldMessages,
  args: { ids: noMessageIds },
  render: ({ description, errorMessage }) => <PoNumberField description={description} errorMessage={errorMessage} />,
} satisfies Meta<typeof NativeFieldMessages>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'PO number' });

export const NoMessages: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).not.toHaveAttribute('aria-describedby');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAccessibleDescription('');
    // only the label and the input: no empty message elements
    await expect(field.parentElement!.children).toHaveLength(2);
  },
};

export const DescriptionOnly: Story = {
  args: { description: 'As printed on the customer’s purchase order.' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    const description = within(canvasElement).getByText('As printed on the customer’s purchase order.');
    await expect(description.id).toBe(`${field.id}-description`);
    await expect(field).toHaveAttribute('aria-describedby', description.id);
    await expect(field).toHaveAccessibleDescription('As printed on the customer’s purchase order.');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorOnly: Story = {
  args: { errorMessage: 'Enter the PO number.' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    const error = within(canvasElement).getByText('Enter the PO number.');
    await expect(error.id).toBe(`${field.id}-error`);
    // the error is part of the description; there is no aria-errormessage
    await expect(field).toHaveAttribute('aria-describedby', error.id);
    await expect(field).toHaveAccessibleDescription('Enter the PO number.');
    await expect(field).not.toHaveAttribute('aria-errormessage');
    await expect(field).toBeInvalid();
  },
};

export const DescriptionAndError: Story = {
  args: { description: 'As printed on the customer’s purchase order.', errorMessage: 'A PO number has 6 to 10 characters.' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    // description first, then the error, in the order they are drawn
    await expect(field).toHaveAttribute('aria-describedby', `${field.id}-description ${field.id}-error`);
    await expect(field).toHaveAccessibleDescription('As printed on the customer’s purchase order. A PO number has 6 to 10 characters.');
    await expect(field).toBeInvalid();
  },
};

export const TwoFieldsOwnIds: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      <PoNumberField label="PO number" description="From the purchase order." />
      <PoNumberField label="Release number" description="From the blanket order." errorMessage="Enter a release number." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const po = canvas.getByRole('textbox', { name: 'PO number' });
    const release = canvas.getByRole('textbox', { name: 'Release number' });
    await expect(po.id).not.toBe(release.id);
    await expect(po).toHaveAccessibleDescription('From the purchase order.');
    await expect(release).toHaveAccessibleDescription('From the blanket order. Enter a release number.');
    await expect(po).toBeValid();
    await expect(release).toBeInvalid();
  },
};

const onSubmit = fn();

/** The error comes and goes with what was submitted; the description stays. */
function SubmitForm() {
  const [errorMessage, setError] = useState<string | undefined>();
  return (
    <form
      style={{ display: 'grid', gap: 12, maxWidth: 320 }}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const value = String(new FormData(event.currentTarget).get('po') ?? '');
        setError(value.length < 6 ? 'A PO number has 6 to 10 characters.' : undefined);
        if (value.length >= 6) onSubmit(value);
      }}
    >
      <PoNumberField name="po" description="As printed on the purchase order." errorMessage={errorMessage} />
      <button type="submit">Save</button>
    </form>
  );
}

export const ErrorAfterSubmit: Story = {
  render: () => <SubmitForm />,
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    const field = input(canvasElement);
    await userEvent.type(field, 'PO12');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('A PO number has 6 to 10 characters.')).toBeVisible();
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('As printed on the purchase order. A PO number has 6 to 10 characters.');
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(field, '3456');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSubmit).toHaveBeenCalledWith('PO123456');
    await expect(canvas.queryByText('A PO number has 6 to 10 characters.')).toBeNull();
    await expect(field).toHaveAttribute('aria-describedby', `${field.id}-description`);
    await expect(field).toBeValid();
  },
};
