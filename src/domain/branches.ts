/** Branches travel as 'code - name' strings, such as '101 - Norcross'. */

export const DEFAULT_BRANCH = '101 - Norcross';

export function branchCode(branch: string): string {
  return branch.split(' - ')[0]?.trim() ?? '';
}

export function branchLabel(code: string, name: string): string {
  return `${code} - ${name}`;
}

/** The spec's 'Branch Required' rule: nothing chosen, or the placeholder '0'. */
export function isBranchChosen(value: string | null | undefined): value is string {
  return !!value && value.trim() !== '' && value.trim() !== '0';
}
