import { describe, expect, it } from 'vitest';
import { readUnl, unlRecord, UnlFormatError } from '../../server/excede/unl';

async function records(text: string, chunkSize = Infinity) {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += Math.min(chunkSize, text.length - i || 1)) chunks.push(text.slice(i, i + chunkSize));
  const out = [];
  for await (const record of readUnl((async function* () { yield* chunks; })())) out.push(record);
  return out;
}

describe('Informix UNLOAD format', () => {
  const file = 'JE1|1|Cash \\| drawer 2|\\ ||back\\\\slash|\nJE1|2|two\\\nlines|x|y|\n\nJE2|1|last|||\n';

  it('reads fields ending with the delimiter, escapes, NULL as an empty field and \\<space> as an empty string', async () => {
    expect(await records(file)).toEqual([
      { line: 1, fields: ['JE1', '1', 'Cash | drawer 2', '', null, 'back\\slash'] },
      { line: 2, fields: ['JE1', '2', 'two\nlines', 'x', 'y'] },
      { line: 5, fields: ['JE2', '1', 'last', null, null] },
    ]);
  });

  it('reads the same records whatever the chunk boundaries (an escape split from its character)', async () => {
    const whole = await records(file);
    for (const size of [1, 2, 3, 7]) expect(await records(file, size)).toEqual(whole);
  });

  it('reads Windows line ends', async () => {
    expect(await records('a|b|\r\nc||\r\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', null] },
    ]);
  });

  it.each([
    ['a|b\n', 'Line 1: the record does not end with the delimiter (|) before its newline.'],
    ['a|\nb|c', 'Line 2: the last record does not end with the delimiter (|).'],
    ['a|b\\', 'Line 1: the file ends inside an escape (a backslash with nothing after it).'],
  ])('names the line of a broken record: %j', async (text, message) => {
    await expect(records(text)).rejects.toThrow(new UnlFormatError(message.replace(/^Line \d+: /, ''), Number(/\d+/.exec(message)![0])));
  });

  it('writes what it reads back', async () => {
    const values = ['JE|1', '', null, 'two\nlines', 'a\\b', 12.5, true, false];
    const written = unlRecord(values);
    expect(written).toBe('JE\\|1|\\ ||two\\\nlines|a\\\\b|12.5|t|f|\n');
    expect((await records(written))[0]!.fields).toEqual(['JE|1', '', null, 'two\nlines', 'a\\b', '12.5', 't', 'f']);
  });
});
