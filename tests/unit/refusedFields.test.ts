import { describe, expect, it, vi } from 'vitest';
import { EMAIL_TAKEN_MESSAGE, ROLE_NAME_TAKEN } from '../../src/domain/users';

// What a refused write names, only: the session and the toasts belong to the browser.
vi.mock('../../host/session', () => ({ session: {}, clearSession: () => undefined, rememberNextUrl: () => undefined }));
vi.mock('../../host/toasts', () => ({ notify: () => undefined }));
const { ApiError } = await import('../../host/api/client');
const { refusedFields } = await import('../../host/useAction');

describe('the fields a refused write names (host/useAction.ts refusedFields)', () => {
  it("reads a 400's errors, as server/http.ts badRequest sends them", () => {
    const errors = [
      { field: 'name', message: 'Enter the role name.' },
      { field: 'description', message: 'Description is too long.' },
    ];
    const failure = new ApiError('name: Enter the role name. description: Description is too long.', 400, { message: '…', errors });
    expect(refusedFields(failure)).toEqual(errors);
  });

  it("reads the field a 400's message starts with when the answer lists none", () => {
    expect(refusedFields(new ApiError('attachment: Attach a file.', 400, { message: 'attachment: Attach a file.' }))).toEqual([
      { field: 'attachment', message: 'Attach a file.' },
    ]);
    expect(refusedFields(new ApiError('The form could not be read.', 400))).toBeUndefined();
  });

  it("puts a 409 on the field the server says it is about: a taken role name, an email in use", () => {
    expect(refusedFields(new ApiError(ROLE_NAME_TAKEN, 409, { message: ROLE_NAME_TAKEN, errors: [{ field: 'name', message: ROLE_NAME_TAKEN }] }))).toEqual([
      { field: 'name', message: ROLE_NAME_TAKEN },
    ]);
    expect(refusedFields(new ApiError(EMAIL_TAKEN_MESSAGE, 409, { message: EMAIL_TAKEN_MESSAGE, errors: [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }] }))).toEqual([
      { field: 'email', message: EMAIL_TAKEN_MESSAGE },
    ]);
    // A 409 about the record as a whole (someone else changed it) is no field's.
    expect(refusedFields(new ApiError(ROLE_NAME_TAKEN, 409, { message: ROLE_NAME_TAKEN }))).toBeUndefined();
  });

  it('names no field for other failures: another status, no answer, not an API failure', () => {
    expect(refusedFields(new ApiError('Server Error: name: broke', 500, { message: 'name: broke' }))).toBeUndefined();
    expect(refusedFields(new ApiError('No response from the server. Please try again later.', null))).toBeUndefined();
    expect(refusedFields(new Error('name: not from the API'))).toBeUndefined();
  });
});
