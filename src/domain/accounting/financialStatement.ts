/**
 * The departmental financial statement: a layout kept as data (server/db/financialReport.ts stmt_layout) turns
 * each account's net of a period into lines and subtotals. Amounts are whole cents; an account's net is
 * debit − credit (Excede's sense), a line shows it in its own sense (sales and gross as credits, costs and
 * expenses as debits), so every figure of the statement reads positive when it is what it should be.
 */

export type StatementSign = 'credit' | 'debit';

/** A line of the layout as stored. */
export interface LayoutLine {
  key: string;
  label: string;
  parentKey: string | null;
  sortOrder: number;
  sign: StatementSign;
  kind: 'line' | 'subtotal';
  /** AcctId ranges 'from-to', both ends included (a single account is '4100-4100'). */
  accountRanges: string[];
}

/** A line of a computed statement, in reading order (a subtotal after its lines). */
export interface StatementRow {
  key: string;
  label: string;
  kind: 'line' | 'subtotal';
  depth: number;
  /** The accounts the figure adds up: a subtotal's are its lines'. The GL lines of these make the figure. */
  accounts: string[];
  /** One amount in cents a column, in the line's own sense. */
  amounts: number[];
}

/** The keys of the default layout the KPIs read; a layout without one of them shows that KPI as unknown. */
export const STATEMENT_KEYS = {
  sales: 'sales',
  gross: 'gross',
  expenses: 'expenses',
  net: 'net',
  /** Fixed operations: their gross pays the overhead (fixed absorption). */
  fixedGross: ['gross-parts', 'gross-service', 'gross-body'],
  /** Expenses that rise and fall with units sold, left out of overhead. */
  variableSelling: ['exp-commissions', 'exp-floor-plan'],
  /** The departments of the gross section, in their order. */
  departmentGross: ['gross-new', 'gross-used', 'gross-fi', 'gross-parts', 'gross-service', 'gross-body', 'gross-lease'],
} as const;

const line = (key: string, label: string, parentKey: string, sortOrder: number, sign: StatementSign, accountRanges: string[]): LayoutLine => ({
  key,
  label,
  parentKey,
  sortOrder,
  sign,
  kind: 'line',
  accountRanges,
});
const subtotal = (key: string, label: string, parentKey: string | null, sortOrder: number, sign: StatementSign): LayoutLine => ({
  key,
  label,
  parentKey,
  sortOrder,
  sign,
  kind: 'subtotal',
  accountRanges: [],
});

/**
 * The layout seeded over the demo chart of accounts (server/excede/demo/ledger.ts): sales and cost of sales
 * by department, gross by department (its sales less its costs), expenses by kind and net profit. Body shop
 * has its ranges (47xx, 57xx) though the demo chart has no body shop accounts yet.
 */
export const DEFAULT_LAYOUT: readonly LayoutLine[] = [
  subtotal('sales', 'Total sales', null, 10, 'credit'),
  line('sales-new', 'New trucks', 'sales', 11, 'credit', ['4100-4199']),
  line('sales-used', 'Used trucks', 'sales', 12, 'credit', ['4200-4299']),
  line('sales-fi', 'F&I', 'sales', 13, 'credit', ['4300-4399']),
  line('sales-parts', 'Parts', 'sales', 14, 'credit', ['4400-4499']),
  line('sales-service', 'Service', 'sales', 15, 'credit', ['4500-4599']),
  line('sales-body', 'Body shop', 'sales', 16, 'credit', ['4700-4799']),
  line('sales-lease', 'Lease and rental', 'sales', 17, 'credit', ['4600-4699']),
  line('sales-other', 'Other income', 'sales', 18, 'credit', ['4900-4999']),
  subtotal('cost', 'Total cost of sales', null, 20, 'debit'),
  line('cost-new', 'New trucks', 'cost', 21, 'debit', ['5100-5199']),
  line('cost-used', 'Used trucks', 'cost', 22, 'debit', ['5200-5299']),
  line('cost-fi', 'F&I chargebacks', 'cost', 23, 'debit', ['5300-5399']),
  line('cost-parts', 'Parts', 'cost', 24, 'debit', ['5400-5499']),
  line('cost-service', 'Service labor', 'cost', 25, 'debit', ['5500-5599']),
  line('cost-body', 'Body shop', 'cost', 26, 'debit', ['5700-5799']),
  line('cost-lease', 'Lease and rental depreciation', 'cost', 27, 'debit', ['5600-5699']),
  subtotal('net', 'Net profit', null, 30, 'credit'),
  subtotal('gross', 'Total gross profit', 'net', 31, 'credit'),
  line('gross-new', 'New trucks', 'gross', 32, 'credit', ['4100-4199', '5100-5199']),
  line('gross-used', 'Used trucks', 'gross', 33, 'credit', ['4200-4299', '5200-5299']),
  line('gross-fi', 'F&I', 'gross', 34, 'credit', ['4300-4399', '5300-5399']),
  line('gross-parts', 'Parts', 'gross', 35, 'credit', ['4400-4499', '5400-5499']),
  line('gross-service', 'Service', 'gross', 36, 'credit', ['4500-4599', '5500-5599']),
  line('gross-body', 'Body shop', 'gross', 37, 'credit', ['4700-4799', '5700-5799']),
  line('gross-lease', 'Lease and rental', 'gross', 38, 'credit', ['4600-4699', '5600-5699']),
  line('gross-other', 'Other income', 'gross', 39, 'credit', ['4900-4999']),
  subtotal('expenses', 'Total expenses', 'net', 40, 'debit'),
  line('exp-commissions', 'Sales commissions', 'expenses', 41, 'debit', ['6010-6019']),
  line('exp-floor-plan', 'Floor plan interest', 'expenses', 42, 'debit', ['6100-6199']),
  line('exp-personnel', 'Salaries, taxes and benefits', 'expenses', 43, 'debit', ['6020-6099']),
  line('exp-advertising', 'Advertising', 'expenses', 44, 'debit', ['6200-6299']),
  line('exp-occupancy', 'Rent, utilities, insurance and depreciation', 'expenses', 45, 'debit', ['6300-6319', '6340-6369']),
  line('exp-operating', 'Supplies, freight, policy, fees and training', 'expenses', 46, 'debit', ['6320-6339', '6370-6499']),
];

/** Whether an account falls in one of a line's ranges. */
export function inRanges(acctId: string, ranges: readonly string[]): boolean {
  return ranges.some((range) => {
    const [from = '', to = from] = range.split('-');
    return acctId >= from && acctId <= to;
  });
}

/**
 * The statement of the accounts' nets (debit − credit in cents, one a column) under a layout: each line the
 * sum of its accounts in its own sense, each subtotal its children's, each in the subtotal's sense.
 */
export function buildStatement(layout: readonly LayoutLine[], nets: ReadonlyMap<string, readonly number[]>, columns: number): StatementRow[] {
  const children = new Map<string | null, LayoutLine[]>();
  for (const l of [...layout].sort((a, b) => a.sortOrder - b.sortOrder)) children.set(l.parentKey, [...(children.get(l.parentKey) ?? []), l]);
  const rows: StatementRow[] = [];
  const walk = (l: LayoutLine, depth: number): StatementRow => {
    const inSense = (amounts: readonly number[], sign: StatementSign) => amounts.map((a) => (sign === l.sign ? a : 0 - a)) // 0 − a: never −0;
    if (l.kind === 'line') {
      const accounts = [...nets.keys()].filter((acctId) => inRanges(acctId, l.accountRanges)).sort();
      const debits = Array.from({ length: columns }, (_, i) => accounts.reduce((sum, acctId) => sum + (nets.get(acctId)?.[i] ?? 0), 0));
      const row = { key: l.key, label: l.label, kind: l.kind, depth, accounts, amounts: inSense(debits, 'debit') };
      rows.push(row);
      return row;
    }
    const parts = (children.get(l.key) ?? []).map((child) => ({ child, row: walk(child, depth + 1) }));
    const amounts = Array.from({ length: columns }, (_, i) => parts.reduce((sum, { child, row }) => sum + (child.sign === l.sign ? row.amounts[i]! : -row.amounts[i]!), 0));
    const row = { key: l.key, label: l.label, kind: l.kind, depth, accounts: [...new Set(parts.flatMap(({ row: r }) => r.accounts))].sort(), amounts };
    rows.push(row);
    return row;
  };
  for (const root of children.get(null) ?? []) walk(root, 0);
  return rows;
}

/** A figure as a share of another, in percent to one decimal; null when the base is nothing. */
export function shareOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part * 1000) / whole) / 10;
}

export interface StatementKpis {
  /** Gross by department, in the layout's order. */
  departmentGross: { key: string; label: string; cents: number }[];
  /** Parts, service and body gross ÷ overhead (expenses less variable selling), in percent. */
  fixedAbsorption: number | null;
  netProfitPercent: number | null;
  expenseToGrossPercent: number | null;
}

/** The headline figures of one column of a statement. */
export function statementKpis(rows: readonly StatementRow[], column: number): StatementKpis {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const at = (key: string) => byKey.get(key)?.amounts[column];
  const sum = (keys: readonly string[]) => keys.reduce<number | undefined>((total, key) => (at(key) === undefined ? total : (total ?? 0) + at(key)!), undefined);
  const sales = at(STATEMENT_KEYS.sales);
  const gross = at(STATEMENT_KEYS.gross);
  const expenses = at(STATEMENT_KEYS.expenses);
  const net = at(STATEMENT_KEYS.net);
  const fixedGross = sum(STATEMENT_KEYS.fixedGross);
  const overhead = expenses === undefined ? undefined : expenses - (sum(STATEMENT_KEYS.variableSelling) ?? 0);
  const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? null : shareOf(a, b));
  return {
    departmentGross: STATEMENT_KEYS.departmentGross.flatMap((key) => {
      const row = byKey.get(key);
      return row ? [{ key, label: row.label, cents: row.amounts[column]! }] : [];
    }),
    fixedAbsorption: ratio(fixedGross, overhead),
    netProfitPercent: ratio(net, sales),
    expenseToGrossPercent: ratio(expenses, gross),
  };
}

/** The months 'YYYY-MM' a period of days touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addMonths(month, 1)) months.push(month);
  return months;
}

/** A period's actual figures may still change until Excede's books of every month it touches are closed. */
export const isPreliminary = (from: string, to: string, closedMonths: ReadonlySet<string>): boolean => monthsOf(from, to).some((m) => !closedMonths.has(m));

/** The last day of a month 'YYYY-MM'. */
export function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year!, m!, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** A month 'YYYY-MM' moved by some months. */
export function addMonths(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number);
  const at = new Date(Date.UTC(year!, m! - 1 + months, 1));
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A step from one column's net profit to another's: a total, or the change one department (or the expenses) makes. */
export interface NetBridgeStep {
  label: string;
  cents: number;
  kind: 'total' | 'change';
}

/**
 * From column a's net profit to column b's: each department's gross difference, then the expenses' (more expenses
 * lower the net), which add up exactly to the difference of the nets.
 */
export function netBridge(rows: readonly StatementRow[], a: number, b: number, labels: readonly [string, string]): NetBridgeStep[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const at = (key: string, i: number) => byKey.get(key)?.amounts[i] ?? 0;
  const grossLines = rows.filter((r) => r.kind === 'line' && layoutParentIs(rows, r, STATEMENT_KEYS.gross));
  return [
    { label: labels[0], cents: at(STATEMENT_KEYS.net, a), kind: 'total' },
    ...grossLines.map((r) => ({ label: r.label, cents: (r.amounts[b] ?? 0) - (r.amounts[a] ?? 0), kind: 'change' as const })),
    { label: 'Expenses', cents: at(STATEMENT_KEYS.expenses, a) - at(STATEMENT_KEYS.expenses, b), kind: 'change' },
    { label: labels[1], cents: at(STATEMENT_KEYS.net, b), kind: 'total' },
  ];
}

/** Whether a row is directly under a subtotal: the rows of a subtotal come right before it, one level deeper. */
function layoutParentIs(rows: readonly StatementRow[], row: StatementRow, parentKey: string): boolean {
  const parent = rows.findIndex((r) => r.key === parentKey);
  const index = rows.indexOf(row);
  if (parent < 0 || index > parent || row.depth !== rows[parent]!.depth + 1) return false;
  return rows.slice(index, parent).every((r) => r.depth > rows[parent]!.depth);
}
