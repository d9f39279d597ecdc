import * as z from 'zod/mini';
import { ONE_CSV_FILE_RULES } from '../files';
import { SKILL_CODE_MESSAGE, laborOpSkillCreateSchema, MIN_LEVEL_MESSAGE } from './laborGuide';

/** The CSV of links staff import: a header, then one link a line. */
export const LINK_CSV_HEADER = ['labor_op', 'skill_code', 'min_level', 'note'] as const;
export type LinkCsvField = (typeof LINK_CSV_HEADER)[number];

export interface LinkCsvLine {
  /** The line in the file (the header is line 1). */
  line: number;
  laborOp: string;
  skillCode: string;
  minLevel: number;
  note: string | null;
}

/** A line of the file and the field of it that is wrong. */
export interface LinkCsvError {
  line: number;
  field: LinkCsvField | 'file';
  message: string;
}

const lineSchema = z.object({
  labor_op: laborOpSkillCreateSchema.shape.laborOp,
  skill_code: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9-]{2,12}$/, SKILL_CODE_MESSAGE)),
  min_level: z.pipe(
    z.string().check(z.trim(), z.regex(/^[123]$/, MIN_LEVEL_MESSAGE)),
    z.transform((text) => Number(text)),
  ),
  note: laborOpSkillCreateSchema.shape.note,
});

/**
 * The links of a CSV file's records (a parser's rows, header first), every line checked before any is taken:
 * each error names its line and field, and the same operation and skill twice is an error of the second line.
 * The server still checks each code against Excede's operations and the catalogue.
 */
export function readLinkCsv(records: readonly (readonly string[])[]): { ok: true; lines: LinkCsvLine[] } | { ok: false; errors: LinkCsvError[] } {
  const [header, ...body] = records;
  const headerText = (header ?? []).map((cell) => cell.trim().toLowerCase()).join(',');
  if (headerText !== LINK_CSV_HEADER.join(',')) return { ok: false, errors: [{ line: 1, field: 'file', message: `line 1: The header must be ${LINK_CSV_HEADER.join(',')}.` }] };
  if (!body.length) return { ok: false, errors: [{ line: 1, field: 'file', message: 'The file has no links.' }] };
  const errors: LinkCsvError[] = [];
  const lines: LinkCsvLine[] = [];
  const seen = new Set<string>();
  body.forEach((cells, at) => {
    const line = at + 2;
    const record = Object.fromEntries(LINK_CSV_HEADER.map((field, i) => [field, cells[i] ?? '']));
    const result = z.safeParse(lineSchema, record);
    if (!result.success) {
      const [issue] = result.error.issues;
      errors.push({ line, field: String(issue!.path[0]) as LinkCsvField, message: issue!.message });
      return;
    }
    const { labor_op: laborOp, skill_code: skillCode, min_level: minLevel, note } = result.data;
    const key = `${laborOp}|${skillCode}`;
    if (seen.has(key)) errors.push({ line, field: 'skill_code', message: `${laborOp} and ${skillCode} are on an earlier line already.` });
    seen.add(key);
    lines.push({ line, laborOp, skillCode, minLevel, note });
  });
  return errors.length ? { ok: false, errors } : { ok: true, lines };
}

/** A links file: one CSV of 1 MB at most. */
export const LINK_CSV_FILE_RULES = ONE_CSV_FILE_RULES;
export const LINK_CSV_TOO_LARGE = 'file: A links file may be 1 MB at most.';
