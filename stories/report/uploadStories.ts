import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearPendingAnnouncement } from './pendingAnnouncement';

interface Uploading {
  canvasElement: HTMLElement;
  args: { onUpload: (file: File) => Promise<void> };
}

/**
 * The stories of a list of uploaded files with its upload card (statements, settlement files): `file()` is
 * the one picked; `pick` how it is picked (a .bai has no type in browsers, so it is not held to the input's accept);
 * `action` what the card's button says.
 */
export function uploadStories(file: () => File, refusal: string, pick: { applyAccept?: boolean } = {}, action = 'Upload and match') {
  const choose = (canvasElement: HTMLElement) => userEvent.upload(canvasElement.querySelector('input[type=file]')!, file(), pick);
  const { name } = file();
  return {
    choose,
    /** A file picked and uploaded: the host reads and matches it; the pick is cleared. */
    Upload: {
      play: async ({ canvasElement, args }: Uploading) => {
        const canvas = within(canvasElement);
        const upload = canvas.getByRole('button', { name: action });
        await expect(upload).toBeDisabled();
        await choose(canvasElement);
        await expect(canvas.getByText(name)).toBeVisible();
        await userEvent.click(upload);
        await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name })));
        await waitFor(() => expect(canvas.queryByText(name)).toBeNull());
        await clearPendingAnnouncement();
      },
    },
    /** A malformed file: the server's 400 (`refusal`) names the line, and the pick stays to try another. */
    UploadRefused: {
      args: { onUpload: fn(async () => Promise.reject(new Error(refusal))) },
      play: async ({ canvasElement }: Uploading) => {
        const canvas = within(canvasElement);
        await choose(canvasElement);
        await userEvent.click(canvas.getByRole('button', { name: action }));
        await expect(await canvas.findByText(refusal)).toBeVisible();
        await expect(canvas.getByText(name)).toBeVisible();
        await clearPendingAnnouncement();
      },
    },
  };
}
