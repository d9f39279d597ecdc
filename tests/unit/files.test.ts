import { describe, expect, it } from 'vitest';
import { FLAG_ERROR_FILE_RULES, MB, addFiles, checkFiles, formatFileSize } from '../../src/domain/files';

const png = (name: string, size: number) => ({ name, size, type: 'image/png' });

describe('file rules', () => {
  it('accepts the spec types within the limits', () => {
    const files = [png('a.png', MB), { name: 'b.mov', size: 9 * MB, type: 'video/quicktime' }];
    expect(checkFiles(files, FLAG_ERROR_FILE_RULES)).toEqual([]);
    expect(checkFiles([], FLAG_ERROR_FILE_RULES)).toEqual([]);
  });

  it('names an unsupported file with the spec message', () => {
    const files = [{ name: 'notes.pdf', size: 100, type: 'application/pdf' }, { name: 'x', size: 1, type: '' }];
    expect(checkFiles(files, FLAG_ERROR_FILE_RULES)).toEqual(['Unsupported file type: notes.pdf', 'Unsupported file type: x']);
  });

  it('takes a file by its extension, whatever type the browser gives it, where the rules name one', () => {
    const rules = { ...FLAG_ERROR_FILE_RULES, accept: ['text/csv', '.bai'] };
    expect(checkFiles([{ name: 'statement-101.BAI', size: 10, type: '' }], rules)).toEqual([]);
    expect(checkFiles([{ name: 'statement.bai.pdf', size: 10, type: 'application/pdf' }], rules)).toEqual(['Unsupported file type: statement.bai.pdf']);
  });

  it('rejects a file over 10 MB but not one of exactly 10 MB', () => {
    expect(checkFiles([png('big.png', 10 * MB + 1)], FLAG_ERROR_FILE_RULES)).toEqual([
      'File too large: big.png exceeds 10 MB.',
    ]);
    expect(checkFiles([png('edge.png', 10 * MB)], FLAG_ERROR_FILE_RULES)).toEqual([]);
  });

  it('rejects a combined size over 25 MB', () => {
    const files = [png('1.png', 9 * MB), png('2.png', 9 * MB), png('3.png', 8 * MB)];
    expect(checkFiles(files, FLAG_ERROR_FILE_RULES)).toEqual(['Combined file size exceeds 25 MB.']);
    expect(checkFiles(files.slice(0, 2), FLAG_ERROR_FILE_RULES)).toEqual([]);
  });

  it('takes wildcards and other limits', () => {
    const rules = { accept: ['video/*'], maxFileBytes: 1.5 * MB, maxTotalBytes: 2 * MB };
    expect(checkFiles([{ name: 'clip.webm', size: 2 * MB, type: 'video/webm' }], rules)).toEqual([
      'File too large: clip.webm exceeds 1.5 MB.',
    ]);
  });

  it('adds the good files and skips the rest with their messages', () => {
    const kept = [png('1.png', 9 * MB), png('2.png', 9 * MB)];
    const incoming = [png('3.png', 8 * MB), { name: 'a.gif', size: 1, type: 'image/gif' }, png('4.png', 7 * MB)];
    expect(addFiles(kept, incoming, FLAG_ERROR_FILE_RULES)).toEqual({
      files: [...kept, incoming[2]],
      messages: ['Combined file size exceeds 25 MB.', 'Unsupported file type: a.gif'],
    });
  });

  it('formats sizes in KB and MB', () => {
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(2.5 * MB)).toBe('2.5 MB');
  });
});
