import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// zod (~9 kB gzip) loads with every module that defines a schema. Pages without a form import the
// rows, constants and messages from the plain modules in src/domain (users.ts, userLogs.ts,
// flaggedErrors.ts, imports.ts), never from the schema modules beside them (userPayloads.ts, ...).
const PAGES_WITHOUT_A_FORM = [
  'host/pages/users/UsersPage.tsx',
  'host/pages/users/RolesPage.tsx',
  'host/pages/users/AssumeUserPage.tsx',
  'host/pages/users/UserProfilePage.tsx',
  'host/pages/users/CreatedUsersPage.tsx',
  'host/pages/logs/UserLogsPage.tsx',
  'host/pages/feedback/FlaggedErrorListPage.tsx',
  'host/pages/feedback/SuggestionListPage.tsx',
  'host/pages/imports/InformixRunInfoPage.tsx',
  'host/pages/product/NewFeaturesPage.tsx',
  // The board's card form (and its schema) loads when a card is opened.
  'host/pages/product/ProductPlanningPage.tsx',
  'host/pages/system/HealthCheckPage.tsx',
  'host/pages/accounting/WireAuthorizationsPage.tsx',
];

// The sign-in screens load before the rest of the portal: their forms check by the plain rules generated from
// the zod schemas (src/domain/signInRules.ts), not by zod.
const SIGN_IN_PAGES = [
  'host/pages/auth/LoginPage.tsx',
  'host/pages/auth/LoginDemoPage.tsx',
  'host/pages/auth/RegisterPage.tsx',
  'host/pages/auth/ForgotPasswordPage.tsx',
  'host/pages/auth/ResetPasswordPage.tsx',
];

const root = path.resolve(import.meta.dirname, '../..');
// Static imports that stay in the bundle: `import type …` is erased, `import { type A } from` is not.
const IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => statSync(file, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/** The chain of files by which `file` reaches zod, or null. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (specifier === 'zod' || specifier!.startsWith('zod/')) return [path.relative(root, file), specifier!];
    if (!specifier!.startsWith('.')) continue;
    const next = resolve(file, specifier!);
    const chain = next ? pathToZod(next, seen) : null;
    if (chain) return [path.relative(root, file), ...chain];
  }
  return null;
}

describe('pages without a form load no zod', () => {
  it.each(PAGES_WITHOUT_A_FORM)('%s', (page) => {
    expect(pathToZod(path.join(root, page))).toBeNull();
  });

  it.each(SIGN_IN_PAGES)('nor does the sign-in page %s', (page) => {
    expect(pathToZod(path.join(root, page))).toBeNull();
  });

  it('and the check sees a page that does validate', () => {
    expect(pathToZod(path.join(root, 'host/pages/users/UserFormPage.tsx'))).toContain('src/domain/userPayloads.ts');
  });
});
