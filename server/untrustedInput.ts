import type { FieldIssue } from '../src/domain/validation';

/** Deeper than any payload of the portal; a 10,000-deep document is refused before anything walks it. */
export const MAX_NESTING = 32;

/**
 * What PostgreSQL and the schemas cannot take from any request: a NUL character (text columns refuse
 * it), a lone UTF-16 surrogate (not encodable as UTF-8) and nesting deeper than MAX_NESTING. Runs over
 * every body, query and form before its schema, so no field of any endpoint reaches the database with one.
 */
export function unsafeInputIssue(value: unknown, path: string[] = [], depth = 0): FieldIssue | null {
  const field = () => path.join('.') || 'body';
  if (typeof value === 'string') return textIssue(value, field());
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_NESTING) return { field: field(), message: `nested more than ${MAX_NESTING} levels deep.` };
  for (const [key, item] of Object.entries(value)) {
    const keyIssue = textIssue(key, [...path, 'key'].join('.'));
    if (keyIssue) return keyIssue;
    const issue = unsafeInputIssue(item, [...path, key], depth + 1);
    if (issue) return issue;
  }
  return null;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** An uploaded file's name as it may be kept and shown: no control characters, slashes or quotes; whole characters only. */
export function cleanFileName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\\/"]/g, '_')
      .replace(new RegExp(LONE_SURROGATE, 'g'), '_')
      .slice(0, 200)
      .replace(/[\uD800-\uDBFF]$/, '') || 'file'
  );
}

function textIssue(text: string, field: string): FieldIssue | null {
  if (text.includes('\u0000')) return { field, message: 'must not contain a NUL character.' };
  if (LONE_SURROGATE.test(text)) return { field, message: 'must be valid Unicode text.' };
  return null;
}
