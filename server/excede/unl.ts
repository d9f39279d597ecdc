/**
 * Informix's UNLOAD format, in which Excede's exports come: a record is its fields each followed by the
 * delimiter (`|`), then a newline; a backslash escapes a delimiter, a backslash or a newline inside a
 * value; an empty field is NULL and a lone escaped space (`\ `) is an empty, non-NULL string.
 */
export const UNL_DELIMITER = '|';

export interface UnlRecord {
  /** The line the record starts on (1-based): an escaped newline makes a record span lines. */
  line: number;
  fields: (string | null)[];
}

export class UnlFormatError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = 'UnlFormatError';
  }
}

const BACKSLASH = 92;
const NEWLINE = 10;
const RETURN = 13;

/** Reads records from text chunks (a file stream in utf8), whatever the chunks' boundaries. */
export async function* readUnl(chunks: AsyncIterable<string | Buffer>, delimiter = UNL_DELIMITER): AsyncGenerator<UnlRecord> {
  const delim = delimiter.charCodeAt(0);
  let fields: (string | null)[] = [];
  let value = '';
  let escapedSpaceOnly = false;
  let pendingEscape = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;

  for await (const raw of chunks) {
    const chunk = typeof raw === 'string' ? raw : raw.toString('utf8');
    let runStart = 0;
    for (let i = 0; i < chunk.length; i++) {
      const code = chunk.charCodeAt(i);
      if (pendingEscape) {
        pendingEscape = false;
        if (code === NEWLINE) line++;
        escapedSpaceOnly = !fieldStarted && code === 32;
        value += chunk[i];
        fieldStarted = true;
        runStart = i + 1;
        continue;
      }
      if (code === BACKSLASH) {
        value += chunk.slice(runStart, i);
        pendingEscape = true;
        runStart = i + 1;
        continue;
      }
      if (code === delim) {
        value += chunk.slice(runStart, i);
        fields.push(escapedSpaceOnly && value === ' ' ? '' : value === '' ? null : value);
        value = '';
        escapedSpaceOnly = false;
        fieldStarted = false;
        runStart = i + 1;
        continue;
      }
      if (code === NEWLINE) {
        value += chunk.slice(runStart, i);
        if (value !== '' && value !== '\r') throw new UnlFormatError('the record does not end with the delimiter (|) before its newline.', recordLine);
        if (fields.length) yield { line: recordLine, fields };
        fields = [];
        value = '';
        fieldStarted = false;
        escapedSpaceOnly = false;
        line++;
        recordLine = line;
        runStart = i + 1;
        continue;
      }
      if (code !== RETURN) fieldStarted = true;
    }
    value += chunk.slice(runStart);
  }
  if (pendingEscape) throw new UnlFormatError('the file ends inside an escape (a backslash with nothing after it).', recordLine);
  if (value !== '' && value !== '\r') throw new UnlFormatError('the last record does not end with the delimiter (|).', recordLine);
  if (fields.length) yield { line: recordLine, fields };
}

const ESCAPE = /[\\|\n]/g;

/** One record as UNLOAD writes it: NULL as an empty field, an empty string as `\ `. */
export function unlRecord(values: readonly (string | number | boolean | null | undefined)[]): string {
  let out = '';
  for (const v of values) {
    if (v === null || v === undefined) out += '|';
    else if (v === '') out += '\\ |';
    else out += `${typeof v === 'boolean' ? (v ? 't' : 'f') : String(v).replace(ESCAPE, '\\$&')}|`;
  }
  return `${out}\n`;
}
