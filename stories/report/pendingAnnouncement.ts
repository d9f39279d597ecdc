import { expect, waitFor } from 'storybook/test';

/**
 * A pending button's announcement names it by id in react-aria's live region for 7 s: emptied here (as its
 * clearAnnouncer does), or the next story's accessibility check finds a label pointing nowhere.
 */
export async function clearPendingAnnouncement() {
  await waitFor(() => expect(document.querySelector('[data-live-announcer] [role="log"] [role="img"]')).not.toBeNull());
  for (const region of document.querySelectorAll('[data-live-announcer] [role="log"]')) region.replaceChildren();
}
