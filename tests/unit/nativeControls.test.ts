import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The native controls are for the sign-in screens (src/ui/Native/README.md). Still allowed until they move to the
// react-aria controls: the native select and date fields, which share the native field wiring (Select, DatePicker,
// DateRangePicker). Shorten this list; do not lengthen it.
const ALLOWED = ['src/screens/auth/', 'src/ui/Native/', 'stories/ui/Native', 'stories/ui/nativeMessages.', 'src/ui/Select/', 'src/ui/DatePicker/', 'src/ui/DateRangePicker/'];

const root = path.resolve(import.meta.dirname, '../..');
const NATIVE = 'src/ui/Native/';
// `from '…'`, `import '…'` and `import('…')`.
const SPECIFIER = /\b(?:from|import)\s*\(?\s*['"](\.[^'"]*)['"]/g;

/** Files under src, host and stories that import from src/ui/Native. */
function nativeImporters(): string[] {
  const files = ['src', 'host', 'stories'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('__screenshots__'))
      .map((file) => path.join(dir, file)),
  );
  return files.filter((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(SPECIFIER)].some(([, specifier]) =>
      path.join(path.dirname(file), specifier!).startsWith(NATIVE),
    ),
  );
}

describe('native controls', () => {
  const importers = nativeImporters();

  it('are imported by the sign-in screens (the check sees their imports)', () => {
    expect(importers).toContain('src/screens/auth/Login.tsx');
  });

  it('are imported nowhere else', () => {
    expect(importers.filter((file) => !ALLOWED.some((folder) => file.startsWith(folder)))).toEqual([]);
  });
});
