import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type * as zm from 'zod/mini';
import { checkNewPassword, checkPasswordChange } from '../../src/domain/auth';
import { checkForm, type FieldRule, type RuleStep } from '../../src/domain/formRules';
import * as signInRules from '../../src/domain/signInRules';
import * as signInSchemas from '../../src/domain/signInSchemas';
import { validate } from '../../src/domain/validation';

const { loginRules, registerRules, resetPasswordRules, forgotPasswordRules } = signInRules;

// The generator of src/domain/signInRules.ts: the zod schemas' string checks, in their order, as plain data.
interface Def {
  type?: string;
  check?: string;
  in?: zm.ZodMiniType;
  out?: zm.ZodMiniType;
  checks?: { _zod: { def: Def } }[];
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  tx?: (value: string) => string;
  error?: (issue: object) => unknown;
}

function messageOf(def: Def): string {
  const message = def.error?.({});
  if (typeof message !== 'string') throw new Error(`A ${def.check} check without its own message cannot be a plain rule.`);
  return message;
}

function stepOf(def: Def): RuleStep {
  if (def.check === 'overwrite') {
    const changed = def.tx!(' Ab ');
    if (changed === 'Ab') return 'trim';
    if (changed === ' ab ') return 'toLowerCase';
    throw new Error(`A change of the value the plain rules do not know: ' Ab ' becomes '${changed}'.`);
  }
  if (def.check === 'min_length') return { minLength: def.minimum!, message: messageOf(def) };
  if (def.check === 'max_length') return { maxLength: def.maximum!, message: messageOf(def) };
  if (def.check === 'string_format' && def.pattern) return { pattern: def.pattern, message: messageOf(def) };
  throw new Error(`The plain rules have no ${def.check ?? def.type} check.`);
}

function ruleOf(schema: zm.ZodMiniType): RuleStep[] {
  const def = schema._zod.def as Def;
  if (def.type === 'pipe') return [...ruleOf(def.in!), ...ruleOf(def.out!)];
  if (def.type !== 'string') throw new Error(`The plain rules check text only, not ${def.type}.`);
  // A string format (z.email()) is a check itself, run before the others.
  const checks = [...(def.format ? [def] : []), ...(def.checks ?? []).map((check) => check._zod.def)];
  return checks.map(stepOf);
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const printStep = (step: RuleStep) =>
  typeof step === 'string'
    ? quote(step)
    : `{ ${Object.entries(step).map(([key, value]) => `${key}: ${value instanceof RegExp ? String(value) : typeof value === 'string' ? quote(value) : value}`).join(', ')} }`;
const printRule = (steps: RuleStep[]) => `[\n${steps.map((step) => `    ${printStep(step)},\n`).join('')}  ]`;

/** The module: each form's rules under the schema's name (loginSchema: loginRules), a field rule used twice named once. */
function generate(schemas: Record<string, zm.ZodMiniObject>): string {
  const uses = new Map<zm.ZodMiniType, string[]>();
  for (const schema of Object.values(schemas)) {
    for (const [field, rule] of Object.entries(schema._zod.def.shape)) uses.set(rule as zm.ZodMiniType, [...(uses.get(rule as zm.ZodMiniType) ?? []), field]);
  }
  const shared = new Map<zm.ZodMiniType, string>();
  let out = '';
  for (const [rule, fields] of uses) {
    if (fields.length < 2) continue;
    const name = `${fields[0]}Rule`;
    if ([...shared.values()].includes(name)) throw new Error(`Two shared rules would be named ${name}.`);
    shared.set(rule, name);
    out += `\nconst ${name} = ${printRule(ruleOf(rule)).replace(/\n {2}/g, '\n')} as const satisfies FieldRule;\n`;
  }
  for (const [name, schema] of Object.entries(schemas)) {
    const fields = Object.entries(schema._zod.def.shape).map(([field, rule]) => {
      return `  ${field}: ${shared.get(rule as zm.ZodMiniType) ?? printRule(ruleOf(rule as zm.ZodMiniType))},\n`;
    });
    out += `\nexport const ${name.replace(/Schema$/, 'Rules')} = {\n${fields.join('')}} as const satisfies FormRules;\n`;
  }
  return [
    '// Generated from signInSchemas.ts by tests/unit/formRules.test.ts, which fails while this file is not current:',
    '// change the schemas there, then run `npx vitest run --project node tests/unit/formRules.test.ts -u`.',
    "/* eslint-disable no-useless-escape -- zod's patterns, as zod writes them */",
    "import type { FieldRule, FormRules } from './formRules';",
    out,
  ].join('\n');
}

describe('the sign-in forms’ plain rules', () => {
  it('are generated from the zod schemas, and current', async () => {
    await expect(generate(signInSchemas)).toMatchFileSnapshot('../../src/domain/signInRules.ts');
  });

  it('give what the zod schemas give, for any text', () => {
    const samples = ['', ' ', '  Pat@Demo.LOCAL ', 'nobody', 'x'.repeat(19), 'x'.repeat(20), 'long enough', 'x'.repeat(201), `${'x'.repeat(250)}@b.co`];
    for (const [name, schema] of Object.entries(signInSchemas)) {
      const rules = signInRules[name.replace(/Schema$/, 'Rules') as keyof typeof signInRules] as Record<string, FieldRule>;
      for (const sample of samples) {
        const values = Object.fromEntries(Object.keys(rules).map((field) => [field, sample]));
        expect(checkForm(rules, values), `${name}: '${sample}'`).toEqual(validate(schema, values));
      }
    }
  });

  it('accept and reject the same email addresses as zod’s z.email()', () => {
    const samples = [
      'parts@demo.local',
      'first.last@peachstatetrucks.com',
      "o'neil+tag@dealer.co.uk",
      'a@b.c',
      'no-at-sign.com',
      '.leading@dot.com',
      'double..dot@x.com',
      'trailing.@x.com',
      'space in@x.com',
      'x@-host.com',
      'x@host',
      '',
    ];
    for (const sample of samples) expect(checkForm(forgotPasswordRules, { email: sample }).ok, sample).toBe(z.email().safeParse(sample).success);
  });

  it('normalise the email and give the first failing message per field', () => {
    expect(checkForm(loginRules, { email: '  Admin@Demo.LOCAL ', password: 'demo1234' })).toEqual({
      ok: true,
      data: { email: 'admin@demo.local', password: 'demo1234' },
    });
    expect(checkForm(loginRules, {})).toEqual({
      ok: false,
      errors: { email: 'Enter your email address.', password: 'Enter your password.' },
    });
    expect(checkForm(loginRules, { email: 'nobody', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'Enter a valid email address.' },
    });
  });

  it('refuse what is not text, and drop fields they do not know', () => {
    expect(checkForm(loginRules, { email: ['a@b.co'], password: 5 })).toEqual({
      ok: false,
      errors: { email: 'Must be text.', password: 'Must be text.' },
    });
    expect(checkForm(loginRules, null)).toMatchObject({ ok: false });
    const result = checkForm(registerRules, { name: ' Pat ', email: 'pat@x.com', password: 'long enough', admin: true });
    expect(result).toEqual({ ok: true, data: { name: 'Pat', email: 'pat@x.com', password: 'long enough' } });
  });

  it('hold new passwords to the minimum length and the repeat to the same text', () => {
    expect(checkForm(resetPasswordRules, { token: 'x'.repeat(43), password: 'short' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 8 characters.' },
    });
    expect(checkNewPassword({ password: 'long enough', confirm: 'long enougH' })).toEqual({
      ok: false,
      errors: { confirm: 'The two passwords do not match.' },
    });
    expect(checkNewPassword({ password: 'long enough', confirm: 'long enough' })).toEqual({ ok: true, data: { password: 'long enough' } });
  });

  it('check a password change: the current password, and the new one by the same rule, twice', () => {
    expect(checkPasswordChange({ currentPassword: '', newPassword: 'short', confirm: '' })).toEqual({
      ok: false,
      errors: { currentPassword: 'Enter your current password.', newPassword: 'Password must be at least 8 characters.' },
    });
    expect(checkPasswordChange({ currentPassword: 'old one', newPassword: 'long enough', confirm: 'other' })).toEqual({
      ok: false,
      errors: { confirm: 'The two passwords do not match.' },
    });
    expect(checkPasswordChange({ currentPassword: 'old one', newPassword: 'long enough', confirm: 'long enough' })).toEqual({
      ok: true,
      data: { currentPassword: 'old one', newPassword: 'long enough' },
    });
  });
});
