import { BRANCH_PREFERENCE_KEY } from '../src/domain/constants';
import { api } from './api/client';
import { session } from './session';

/**
 * The one way to change the working branch: the header's switch, the 'Branch Required' question, Proceed
 * on a ?brnid= page and 'back to original user' all come here, so the choice is saved and the next sign-in
 * starts on it.
 */
export async function chooseBranch(branch: string): Promise<void> {
  session.branch = branch;
  if (session.user) session.user.savedBranch = branch;
  await api
    .post('user/preference', { json: { key: BRANCH_PREFERENCE_KEY, value: branch } })
    .catch((error: unknown) => console.error('saving the branch failed', error));
}
