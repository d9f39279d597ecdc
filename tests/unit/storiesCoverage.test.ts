import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending) && !file.includes('__screenshots__'))
    .map((file) => path.join(dir, file));
}

describe('stories', () => {
  it('every component and screen has a stories file of its own name', () => {
    const stories = new Set(filesUnder('stories', '.stories.tsx').map((file) => path.basename(file, '.stories.tsx')));
    const components = ['src/ui', 'src/shell', 'src/screens'].flatMap((dir) => filesUnder(dir, '.tsx'));
    expect(components.length).toBeGreaterThan(100);
    const missing = components.filter((file) => !stories.has(path.basename(file, '.tsx')));
    expect(missing).toEqual([]);
  });
});
