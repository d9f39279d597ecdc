import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDrop, type FileDropProps } from '../../src/ui/FileDrop/FileDrop';
import { FLAG_ERROR_FILE_RULES, MB } from '../../src/domain/files';

/** A file that claims a size without allocating it. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Stateful(props: FileDropProps) {
  const [files, setFiles] = useState(props.files);
  return (
    <FileDrop
      {...props}
      files={files}
      onFilesChange={(next) => {
        setFiles(next);
        props.onFilesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/FileDrop',
  component: FileDrop,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Attachments', files: [], onFilesChange: fn(), ...FLAG_ERROR_FILE_RULES },
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
// The input's accept list would filter files before the component sees them; the rules are what is tested.
const user = userEvent.setup({ applyAccept: false });

export const Browse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toBeVisible();
    const photo = fakeFile('brake-photo.png', 'image/png', 300 * 1024);
    const clip = fakeFile('noise.mp4', 'video/mp4', 2.5 * MB);
    await user.upload(fileInput(canvasElement), [photo, clip]);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([photo, clip]);
    const list = canvas.getByRole('list', { name: 'Attachments' });
    await expect(list).toHaveTextContent('brake-photo.png');
    await expect(list).toHaveTextContent('300 KB');
    await expect(list).toHaveTextContent('2.5 MB');
    await user.click(canvas.getByRole('button', { name: 'Remove brake-photo.png' }));
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([clip]);
    await expect(canvas.queryByText('brake-photo.png')).toBeNull();
  },
};

/** Fires the browser's drag events on the drop area, carrying these files. */
function dragOnto(target: Element, type: 'dragenter' | 'dragover' | 'dragleave' | 'drop', files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
}

export const DropFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('group', { name: 'Attachments' });
    const photo = fakeFile('cab-damage.png', 'image/png', 120 * 1024);
    dragOnto(area, 'dragenter', [photo]);
    await waitFor(() => expect(area).toHaveAttribute('data-drop-target'));
    dragOnto(area, 'dragover', [photo]);
    dragOnto(area, 'drop', [photo]);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([photo]);
    await expect(area).not.toHaveAttribute('data-drop-target');
    await expect(canvas.getByRole('list', { name: 'Attachments' })).toHaveTextContent('cab-damage.png');
  },
};

export const DragLeaves: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('group', { name: 'Attachments' });
    const photo = fakeFile('cab-damage.png', 'image/png', 120 * 1024);
    dragOnto(area, 'dragenter', [photo]);
    await waitFor(() => expect(area).toHaveAttribute('data-drop-target'));
    dragOnto(area, 'dragleave', [photo]);
    await waitFor(() => expect(area).not.toHaveAttribute('data-drop-target'));
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

export const Rejected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await user.upload(fileInput(canvasElement), [
      fakeFile('report.pdf', 'application/pdf', 1000),
      fakeFile('dashcam.mov', 'video/quicktime', 11 * MB),
      fakeFile('ok.jpg', 'image/jpeg', 9 * MB),
      fakeFile('ok2.webm', 'video/webm', 9 * MB),
      fakeFile('one-too-many.png', 'image/png', 8 * MB),
    ]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unsupported file type: report.pdf');
    await expect(alert).toHaveTextContent('File too large: dashcam.mov exceeds 10 MB.');
    await expect(alert).toHaveTextContent('Combined file size exceeds 25 MB.');
    const names = within(canvas.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
    await expect(names).toEqual([expect.stringContaining('ok.jpg'), expect.stringContaining('ok2.webm')]);
    await expect(args.onFilesChange).toHaveBeenCalledOnce();
  },
};

export const Uploading: Story = {
  args: {
    files: [fakeFile('engine-bay.png', 'image/png', 4.2 * MB), fakeFile('walkaround.webm', 'video/webm', 8 * MB)],
    progress: 0.4,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: /Uploading/ });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent('40%');
    await expect(canvas.getByRole('button', { name: 'Remove engine-bay.png' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, description: 'PNG, JPEG, MP4, MOV or WEBM; 10 MB each, 25 MB in all.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toBeDisabled();
    await expect(canvas.getByText(/10 MB each/)).toBeVisible();
  },
};

export const LongNamesNarrow: Story = {
  args: {
    files: [fakeFile('2024-03-15 unit 48213 left rear brake chamber leaking after road test photo.jpeg', 'image/jpeg', 812 * 1024)],
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: /^Remove 2024-03-15 unit 48213/ });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByText('812 KB')).toBeVisible();
  },
};
