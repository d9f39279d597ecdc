import { describe, expect, it } from 'vitest';
import {
  FLAG_DESCRIPTION_MAX,
  FLAG_FAILURE_MESSAGE,
  FLAG_SUCCESS_MESSAGE,
  hasFlagContent,
  validateFlagError,
} from '../../../src/domain/feedback/flagError';
import { MB } from '../../../src/domain/files';

const valid = { description: 'The cash clearing grid shows no totals.', priority: 'High', category: 'Bug', files: [] };
const png = (name: string, size: number) => ({ name, size, type: 'image/png' });

describe('validateFlagError', () => {
  it('accepts a complete form', () => {
    expect(validateFlagError(valid)).toEqual({});
    expect(validateFlagError({ ...valid, description: '', files: [png('shot.png', MB)] })).toEqual({});
    expect(validateFlagError({ ...valid, description: 'x'.repeat(FLAG_DESCRIPTION_MAX) })).toEqual({});
  });

  it('needs a priority and a category other than the placeholder', () => {
    expect(validateFlagError({ ...valid, priority: '', category: null })).toEqual({
      priority: 'Please select a priority.',
      category: 'Please select a category.',
    });
    expect(validateFlagError({ ...valid, priority: 'Urgent', category: 'Select a category' })).toEqual({
      priority: 'Please select a priority.',
      category: 'Please select a category.',
    });
  });

  it('accepts each of the spec options', () => {
    for (const priority of ['High', 'Medium', 'Low']) expect(validateFlagError({ ...valid, priority })).toEqual({});
    const categories = ['Account Issue', 'Bug', 'Compliance', 'Data Concern', 'Feature Request', 'Feedback', 'General Inquiry', 'Integration', 'Payment/Billing', 'Training', 'Other'];
    for (const category of categories) expect(validateFlagError({ ...valid, category })).toEqual({});
  });

  it('needs a description or a file', () => {
    expect(validateFlagError({ ...valid, description: '   ' })).toEqual({
      description: 'Please provide a description or attach at least one file.',
    });
    expect(hasFlagContent(' ', 0)).toBe(false);
    expect(hasFlagContent('', 1)).toBe(true);
  });

  it('limits the description to 250 characters', () => {
    expect(FLAG_DESCRIPTION_MAX).toBe(250);
    expect(validateFlagError({ ...valid, description: 'x'.repeat(251) })).toEqual({
      description: 'Description must be at most 250 characters.',
    });
  });

  it('applies the file rules with their messages', () => {
    const exe = { name: 'virus.exe', size: 10, type: 'application/x-msdownload' };
    expect(validateFlagError({ ...valid, files: [exe] })).toEqual({ attachments: 'Unsupported file type: virus.exe' });
    expect(validateFlagError({ ...valid, files: [png('big.png', 10 * MB + 1)] })).toEqual({
      attachments: 'File too large: big.png exceeds 10 MB.',
    });
    const three = [png('1.png', 9 * MB), png('2.png', 9 * MB), png('3.png', 9 * MB)];
    expect(validateFlagError({ ...valid, files: three })).toEqual({ attachments: 'Combined file size exceeds 25 MB.' });
  });
});

describe('flag error outcome messages', () => {
  it('match the spec', () => {
    expect(FLAG_SUCCESS_MESSAGE).toBe('Your error has been successfully flagged. The concerned team will review it shortly.');
    expect(FLAG_FAILURE_MESSAGE).toBe('Something went wrong.');
  });
});
