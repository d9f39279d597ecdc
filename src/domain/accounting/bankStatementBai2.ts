import { centsOf, moneyText } from '../money';
import { CHECK_PAID, CLOSING_LEDGER, isCredit, OPENING_LEDGER, statementProblem, type StatementLine, type StatementRead } from './bankStatement';

/**
 * BAI2, the banks' cash-management format, as the group's banks send a month's statement: one group (02) per
 * business day, as of that day, holding the account (03: opening 010 and closing 015 ledger balances) and
 * its transactions (16: type code, amount in cents, funds type, bank reference, customer reference (the
 * check number of a paid check), text), each record ending in '/', a long one continued on 88 records; each
 * account, group and the file closed by a trailer (49, 98, 99) with its control total and record count.
 */

interface Rec {
  lineNo: number;
  code: string;
  fields: string[];
}

/** The records of the text: 88 continuations joined to the record they continue. */
function recordsOf(text: string): Rec[] | StatementRead {
  const records: Rec[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trimEnd();
    if (!line) continue;
    const lineNo = i + 1;
    const code = line.slice(0, 2);
    const body = line.slice(3);
    if (line[2] !== ',' && line.length > 2) return statementProblem(lineNo, `'${line.slice(0, 10)}' is not a BAI2 record (a two-digit code and a comma).`);
    if (code === '88') {
      const last = records.at(-1);
      if (!last) return statementProblem(lineNo, 'A continuation (88) with no record before it.');
      // A transaction's text goes on where it broke off; another record's fields follow its last.
      if (last.code === '16') last.fields[last.fields.length - 1] += body;
      else last.fields.push(...splitFields(body, false));
      continue;
    }
    records.push({ lineNo, code, fields: splitFields(body, code === '16') });
  }
  return records;
}

/** A record's fields: comma-separated up to the '/' that ends it; a 16's text runs to the end of the line. */
function splitFields(body: string, hasText: boolean): string[] {
  if (hasText) return body.split(',');
  return body.replace(/\/$/, '').split(',');
}

const YYMMDD = /^(\d{2})(\d{2})(\d{2})$/;
function isoOfYymmdd(text: string): string | null {
  const m = YYMMDD.exec(text);
  if (!m) return null;
  const iso = `20${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** An amount field in cents: digits, a sign only where `signed`; empty is null. */
function amountOf(text: string, signed: boolean): number | null | undefined {
  if (text === '') return null;
  if (!(signed ? /^[+-]?\d{1,14}$/ : /^\d{1,14}$/).test(text)) return undefined;
  return Number(text);
}

/** How many fields a funds type adds after it (V: value date and time; S: three amounts). */
const FUNDS_EXTRA: Record<string, number> = { '': 0, '0': 0, '1': 0, '2': 0, Z: 0, V: 2, S: 3 };

/** Reads a BAI2 statement of one account, checking every record, control total and count; or names the first bad line and field. */
export function readBai2(text: string): StatementRead {
  const read = recordsOf(text);
  if (!Array.isArray(read)) return read;
  const records = read;
  if (records[0]?.code !== '01') return statementProblem(records[0]?.lineNo ?? 1, 'A BAI2 file begins with a file header (01).');
  let accountNumber = '';
  let opening: number | null = null;
  let closing = 0;
  let previousClose: number | null = null;
  const days: string[] = [];
  const lines: StatementLine[] = [];
  let fileTotal = 0;
  let groups = 0;
  let i = 1;
  const at = () => records[i];
  const physical = (from: Rec, to: Rec) => to.lineNo - from.lineNo + 1;
  while (at()?.code === '02') {
    const group = at()!;
    const asOf = isoOfYymmdd(group.fields[3] ?? '');
    if (!asOf) return statementProblem(group.lineNo, `As-of date '${group.fields[3] ?? ''}' is not a date (YYMMDD).`);
    if (days.length && asOf <= days.at(-1)!) return statementProblem(group.lineNo, `As-of date ${asOf} does not follow the group before it.`);
    days.push(asOf);
    groups++;
    i++;
    let groupTotal = 0;
    let accounts = 0;
    while (at()?.code === '03') {
      const account = at()!;
      accounts++;
      const [number = '', currency = '', ...summary] = account.fields;
      if (!/^\d{4,17}$/.test(number)) return statementProblem(account.lineNo, `Account number '${number}' is not 4 to 17 digits.`);
      if (accountNumber && number !== accountNumber) return statementProblem(account.lineNo, 'A statement holds one account.');
      accountNumber = number;
      if (currency && currency !== 'USD') return statementProblem(account.lineNo, `Currency '${currency}' is not USD.`);
      let accountTotal = 0;
      let dayOpen: number | null = null;
      let dayClose: number | null = null;
      for (let s = 0; s + 1 < summary.length; s += 4) {
        const [code = '', amountText = ''] = summary.slice(s, s + 2);
        if (!code && !amountText) continue;
        const amount = amountOf(amountText, true);
        if (amount === undefined) return statementProblem(account.lineNo, `Amount '${amountText}' of summary ${code} is not an amount in cents.`);
        accountTotal += amount ?? 0;
        if (code === OPENING_LEDGER) dayOpen = amount;
        if (code === CLOSING_LEDGER) dayClose = amount;
      }
      if (dayOpen === null || dayClose === null) return statementProblem(account.lineNo, `The account record needs its opening (${OPENING_LEDGER}) and closing (${CLOSING_LEDGER}) ledger balances.`);
      if (previousClose !== null && dayOpen !== previousClose) return statementProblem(account.lineNo, `Opening balance ${moneyText(dayOpen)} is not the day before's closing balance ${moneyText(previousClose)}.`);
      opening ??= dayOpen;
      i++;
      let moved = 0;
      while (at()?.code === '16') {
        const detail = at()!;
        const [type = '', amountText = '', funds = '', ...rest] = detail.fields;
        const credit = isCredit(type);
        if (credit === null) return statementProblem(detail.lineNo, `Type code '${type}' is not a BAI2 transaction type (100–699).`);
        const amount = amountOf(amountText, false);
        if (amount === undefined || amount === null) return statementProblem(detail.lineNo, `Amount '${amountText}' is not an amount in cents.`);
        const extra = FUNDS_EXTRA[funds];
        if (extra === undefined) return statementProblem(detail.lineNo, `Funds type '${funds}' is not 0, 1, 2, Z, V or S.`);
        const [bankRef = '', customerRef = '', ...textParts] = rest.slice(extra);
        accountTotal += amount;
        const signed = credit ? amount : -amount;
        moved += signed;
        lines.push({
          lineNo: detail.lineNo,
          postedOn: asOf,
          baiType: type,
          amount: moneyText(signed),
          checkNo: type === CHECK_PAID ? customerRef : '',
          bankRef,
          text: textParts.join(',').replace(/\/$/, '').trim(),
        });
        i++;
      }
      if (dayOpen + moved !== dayClose) return statementProblem(account.lineNo, `Closing balance ${moneyText(dayClose)} is not the opening ${moneyText(dayOpen)} plus the day's transactions (${moneyText(dayOpen + moved)}).`);
      previousClose = closing = dayClose;
      const trailer = at();
      if (trailer?.code !== '49') return statementProblem(trailer?.lineNo ?? account.lineNo, 'The account needs its trailer (49).');
      const [controlText = '', countText = ''] = trailer.fields;
      if (amountOf(controlText, true) !== accountTotal) return statementProblem(trailer.lineNo, `Account control total '${controlText}' is not the sum of the account's amounts (${accountTotal}).`);
      if (Number(countText) !== physical(account, trailer)) return statementProblem(trailer.lineNo, `Number of records '${countText}' is not the account's ${physical(account, trailer)}.`);
      groupTotal += accountTotal;
      i++;
    }
    if (!accounts) return statementProblem(at()?.lineNo ?? group.lineNo, 'A group needs an account record (03).');
    const trailer = at();
    if (trailer?.code !== '98') return statementProblem(trailer?.lineNo ?? group.lineNo, 'The group needs its trailer (98).');
    const [controlText = '', accountsText = '', countText = ''] = trailer.fields;
    if (amountOf(controlText, true) !== groupTotal) return statementProblem(trailer.lineNo, `Group control total '${controlText}' is not the sum of its accounts (${groupTotal}).`);
    if (Number(accountsText) !== accounts) return statementProblem(trailer.lineNo, `Number of accounts '${accountsText}' is not ${accounts}.`);
    if (Number(countText) !== physical(group, trailer)) return statementProblem(trailer.lineNo, `Number of records '${countText}' is not the group's ${physical(group, trailer)}.`);
    fileTotal += groupTotal;
    i++;
  }
  const trailer = at();
  if (trailer?.code !== '99') return statementProblem(trailer?.lineNo ?? records.at(-1)!.lineNo, trailer ? `Record ${trailer.code} is out of place: expected a group (02) or the file trailer (99).` : 'The file needs its trailer (99).');
  if (!groups) return statementProblem(trailer.lineNo, 'The file holds no group (02).');
  const [controlText = '', groupsText = '', countText = ''] = trailer.fields;
  if (amountOf(controlText, true) !== fileTotal) return statementProblem(trailer.lineNo, `File control total '${controlText}' is not the sum of its groups (${fileTotal}).`);
  if (Number(groupsText) !== groups) return statementProblem(trailer.lineNo, `Number of groups '${groupsText}' is not ${groups}.`);
  if (Number(countText) !== physical(records[0]!, trailer)) return statementProblem(trailer.lineNo, `Number of records '${countText}' is not the file's ${physical(records[0]!, trailer)}.`);
  if (records.length > i + 1) return statementProblem(records[i + 1]!.lineNo, 'Nothing may follow the file trailer (99).');
  return {
    ok: true,
    statement: { format: 'BAI2', accountNumber, periodFrom: days[0]!, periodTo: days.at(-1)!, openingBalance: moneyText(opening!), closingBalance: moneyText(closing), lines },
  };
}

export interface Bai2Day {
  /** ISO day. */
  on: string;
  lines: readonly Omit<StatementLine, 'lineNo' | 'postedOn'>[];
}

const yymmdd = (iso: string) => iso.slice(2).replaceAll('-', '');

/**
 * A BAI2 statement of one account from its opening balance and its days' transactions, as a bank writes it
 * (with control totals and record counts); a long text goes on an 88 continuation.
 */
export function bai2Text(spec: { bankId: string; customerId: string; createdOn: string; accountNumber: string; openingBalance: string; days: readonly Bai2Day[] }): string {
  const out: string[] = [`01,${spec.bankId},${spec.customerId},${yymmdd(spec.createdOn)},0600,1,,,2/`];
  let balance = centsOf(spec.openingBalance)!;
  let fileTotal = 0;
  for (const day of spec.days) {
    const group: string[] = [`02,${spec.customerId},${spec.bankId},1,${yymmdd(day.on)},2400,USD,2/`];
    const open = balance;
    const details: string[] = [];
    let total = 0;
    for (const line of day.lines) {
      const cents = centsOf(line.amount)!;
      balance += cents;
      total += Math.abs(cents);
      const reference = line.baiType === CHECK_PAID ? line.checkNo : '';
      const record = `16,${line.baiType},${Math.abs(cents)},0,${line.bankRef},${reference},`;
      if (line.text.length > 40) details.push(`${record}${line.text.slice(0, 40)}`, `88,${line.text.slice(40)}`);
      else details.push(`${record}${line.text}`);
    }
    const accountTotal = open + balance + total;
    const account = [`03,${spec.accountNumber},USD,${OPENING_LEDGER},${open},,,${CLOSING_LEDGER},${balance},,/`, ...details];
    account.push(`49,${accountTotal},${account.length + 1}/`);
    group.push(...account);
    group.push(`98,${accountTotal},1,${group.length + 1}/`);
    out.push(...group);
    fileTotal += accountTotal;
  }
  out.push(`99,${fileTotal},${spec.days.length},${out.length + 1}/`);
  return `${out.join('\n')}\n`;
}
