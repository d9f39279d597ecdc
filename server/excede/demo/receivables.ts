import { excedeArOpenItems, excedeArReceipts } from '../../db/excede';
import { addWorkdays, dayOfWall, firstDayOfMonth, instantOf, isoDay, isWorkday, monthOf, nextWorkday, TODAY, wallOf, type Day, type Wall } from './calendar';
import { money, type Draws } from './draws';
import type { ExportFiles } from './exportFiles';
import type { AccountId, Ledger, Posting } from './ledger';
import type { Branch, Customer } from './shared';

type Method = (typeof excedeArReceipts.$inferInsert)['method'];

/** What a branch takes in on one day: cash and checks for the deposit, cards for the processor's batch. */
interface DayTakings {
  deposit: Float64Array;
  cards: Float64Array;
  cardCount: Float64Array;
  chargebacks: Float64Array;
}

interface OpenItem {
  branch: Branch;
  due: Day;
  balance: number;
}

const stamp = (day: Day) => isoDay(day).replaceAll('-', '');
export const depositIdOf = (branch: Branch, day: Day) => `D${branch.code}-${stamp(day)}`;
export const cardBatchIdOf = (branch: Branch, day: Day) => `B${branch.code}-${stamp(day)}`;

/**
 * Accounts receivable and the cash that settles them. A receipt posts to its clearing account (cash and
 * checks to cash clearing, cards to card clearing, ACH and wires to the bank) with the xref of what it
 * pays; each day's cash and checks go to the bank in one deposit and each day's cards in one processor
 * batch (less fees and chargebacks), both posted against the clearing account with their own xref. A few
 * receipts reach the bank a day late or never, and a few deposits differ from their receipts, so some
 * cash-clearing days do not return to zero. What is not paid by now is an open item (ARITM).
 */
export class Receivables {
  private receipts = 0;
  private memos = 0;
  private readonly takings = new Map<Day, DayTakings>();
  private readonly open = new Map<Customer, OpenItem[]>();
  private readonly disputed = new Set<Branch>();

  constructor(
    private readonly r: Draws,
    private readonly files: ExportFiles,
    private readonly ledger: Ledger,
    private readonly branches: readonly Branch[],
  ) {}

  private takingsOf(day: Day): DayTakings {
    let t = this.takings.get(day);
    if (!t) {
      const n = this.branches.length;
      t = { deposit: new Float64Array(n), cards: new Float64Array(n), cardCount: new Float64Array(n), chargebacks: new Float64Array(n) };
      this.takings.set(day, t);
    }
    return t;
  }

  /** A payment taken: the receipt (ARRCP), its entry, and its place in a deposit or a card batch. */
  receive(customer: Customer, branch: Branch, at: Wall, method: Method, amount: number, xref: string, drawer: string | null, account: AccountId = '1200') {
    const r = this.r;
    const day = dayOfWall(at);
    const receiptId = String(6_000_001 + this.receipts++);
    let depositId: string | null = null;
    if (method === 'Cash' || method === 'Check') {
      // Most go to the bank the same day; a few a day late, a very few never (the clearing account keeps them).
      const depositDay = r.chance(0.01) ? nextWorkday(day) : day;
      if (depositDay < TODAY && !r.chance(0.003)) {
        depositId = depositIdOf(branch, depositDay);
        this.takingsOf(depositDay).deposit[branch.index]! += amount;
      }
    } else if (method === 'Card' && day < TODAY) {
      depositId = cardBatchIdOf(branch, day);
      const t = this.takingsOf(day);
      t.cards[branch.index]! += amount;
      t.cardCount[branch.index]!++;
    }
    this.files.of(excedeArReceipts).write({
      receiptId,
      cusId: customer.cusId,
      brnId: branch.code,
      receivedAt: instantOf(at),
      method,
      amount: money(amount),
      drawer,
      xref,
      depositId,
    });
    const clearing: AccountId = method === 'Cash' || method === 'Check' ? '1050' : method === 'Card' ? '1060' : '1010';
    this.ledger.post({
      branch: branch.index,
      on: day,
      source: 'AR receipt',
      xref,
      description: `${method} receipt ${receiptId} - ${customer.name}`,
      department: 'Administration',
      lines: [
        [clearing, amount],
        [account, -amount],
      ],
    });
    // Every branch has had at least one dispute in the last months, whatever the scale.
    if (method === 'Card' && (r.chance(0.005) || (!this.disputed.has(branch) && day >= TODAY - 120))) {
      this.disputed.add(branch);
      this.chargeBack(customer, branch, day, amount, receiptId);
    }
  }

  /** The card holder disputes a payment weeks later: the processor takes it back out of that day's batch. */
  private chargeBack(customer: Customer, branch: Branch, paidOn: Day, amount: number, receiptId: string) {
    const day = addWorkdays(paidOn, this.r.int(15, 50));
    if (day >= TODAY) return;
    const xref = `CB${receiptId}`;
    this.takingsOf(day).chargebacks[branch.index]! += amount;
    this.files.of(excedeArReceipts).write({
      receiptId: String(6_000_001 + this.receipts++),
      cusId: customer.cusId,
      brnId: branch.code,
      receivedAt: instantOf(wallOf(day, this.r.int(9 * 60, 15 * 60))),
      method: 'Card',
      amount: money(-amount),
      drawer: null,
      xref,
      depositId: cardBatchIdOf(branch, day),
    });
    this.ledger.post({
      branch: branch.index,
      on: day,
      source: 'Card chargeback',
      xref,
      description: `Chargeback of card receipt ${receiptId} - ${customer.name}`,
      department: 'Administration',
      lines: [
        ['1200', amount],
        ['1060', -amount],
      ],
    });
  }

  /**
   * A document charged to a customer: paid at the counter (cash customers), else on account by the
   * customer's terms and habits: on time, late, very late, or, for a customer on hold, not at all.
   */
  charge(c: { customer: Customer; branch: Branch; docId: string; at: Wall; amount: number; account: AccountId; drawer: string }) {
    const { customer, branch, docId, at, amount, account } = c;
    const r = this.r;
    const day = dayOfWall(at);
    if (customer.termsDays === 0) {
      const x = r.next();
      const method: Method = x < 0.24 ? 'Cash' : x < 0.42 ? 'Check' : 'Card';
      this.receive(customer, branch, at + r.int(1, 4), method, amount, docId, c.drawer, account);
      return;
    }
    const due = day + customer.termsDays;
    const late = { prompt: [-8, 6], slow: [8, 40], late: [35, 110], delinquent: [40, 120] }[customer.payer];
    const never = customer.holdSince !== null && day >= customer.holdSince - 150;
    let payDay = due + r.int(late[0]!, late[1]!);
    while (!isWorkday(payDay)) payDay++;
    if (!never && payDay < TODAY) {
      const method: Method = customer.kind === 'warranty' ? 'ACH' : amount > 2_000_000 ? 'Wire' : r.chance(0.42) ? 'ACH' : 'Check';
      this.receive(customer, branch, wallOf(payDay, r.int(8 * 60, 16 * 60)), method, amount, docId, method === 'Check' ? `${branch.code}-AR` : null, account);
      return;
    }
    // Not paid yet: sometimes a part was, on an old document.
    let balance = amount;
    if (!never && TODAY - day > 45 && r.chance(0.15)) {
      const part = Math.round(amount * r.between(0.3, 0.7));
      let paidOn = Math.min(TODAY - 1, due + r.int(0, 20));
      while (!isWorkday(paidOn)) paidOn--;
      this.receive(customer, branch, wallOf(paidOn, r.int(9 * 60, 15 * 60)), 'Check', part, docId, `${branch.code}-AR`, account);
      balance -= part;
    }
    this.openItem(customer, branch, docId, 'Invoice', day, due, amount, balance);
  }

  /** Parts returned on a recent charge invoice, the credit not yet applied. */
  creditMemo(customer: Customer, branch: Branch, day: Day, amount: number, lines: readonly Posting[]) {
    const docId = `CM${700_001 + this.memos++}`;
    this.ledger.post({ branch: branch.index, on: day, source: 'Credit memo', xref: docId, description: `Parts return credit - ${customer.name}`, department: 'Parts', lines });
    this.openItem(customer, branch, docId, 'Credit memo', day, day, -amount, -amount);
  }

  private openItem(customer: Customer, branch: Branch, docId: string, docType: 'Invoice' | 'Credit memo' | 'Finance charge', day: Day, due: Day, amount: number, balance: number) {
    this.files.of(excedeArOpenItems).write({
      docId,
      cusId: customer.cusId,
      brnId: branch.code,
      docType,
      docDate: isoDay(day),
      dueDate: isoDay(due),
      amount: money(amount),
      balance: money(balance),
    });
    if (docType === 'Invoice') {
      const items = this.open.get(customer) ?? [];
      items.push({ branch, due, balance });
      this.open.set(customer, items);
    }
  }

  /** The close of a day: its deposits and card batches (today's go to the bank after now). */
  endOfDay(day: Day) {
    const t = this.takings.get(day);
    this.takings.delete(day);
    if (!t || day >= TODAY) return;
    const r = this.r;
    for (const branch of this.branches) {
      const b = branch.index;
      const cash = t.deposit[b]!;
      if (cash > 0) {
        const banked = cash + (r.chance(0.01) ? r.int(-5_000, 5_000) : 0);
        const depositId = depositIdOf(branch, day);
        this.ledger.post({
          branch: b,
          on: day,
          source: 'Deposit',
          xref: depositId,
          description: `Bank deposit ${depositId}`,
          department: 'Administration',
          lines: [
            ['1010', banked],
            ['1050', -banked],
          ],
        });
      }
      const gross = t.cards[b]!;
      const chargebacks = t.chargebacks[b]!;
      if (gross > 0 || chargebacks > 0) {
        const fee = Math.round(gross * 0.0245) + 10 * t.cardCount[b]!;
        const batchId = cardBatchIdOf(branch, day);
        this.ledger.post({
          branch: b,
          on: Math.min(nextWorkday(day), TODAY),
          source: 'Card batch',
          xref: batchId,
          description: `Card settlement ${batchId}: ${t.cardCount[b]} sales, fees ${money(fee)}, chargebacks ${money(chargebacks)}`,
          department: 'Administration',
          lines: [
            ['1010', gross - chargebacks - fee],
            ['6410', fee],
            ['1060', chargebacks - gross],
          ],
        });
      }
    }
  }

  /** Finance charges on what is more than 30 days past due at the last month end (1.5%, at least $2). */
  chargeFinance() {
    const monthEnd = firstDayOfMonth(monthOf(TODAY)) - 1;
    let n = 0;
    for (const [customer, items] of this.open) {
      const byBranch = new Map<Branch, number>();
      for (const item of items) if (item.balance > 0 && monthEnd - item.due > 30) byBranch.set(item.branch, (byBranch.get(item.branch) ?? 0) + item.balance);
      for (const [branch, pastDue] of byBranch) {
        const fee = Math.max(200, Math.round(pastDue * 0.015));
        const docId = `FC${800_001 + n++}`;
        this.ledger.post({
          branch: branch.index,
          on: monthEnd,
          source: 'Finance charge',
          xref: docId,
          description: `Finance charge on past-due balance - ${customer.name}`,
          department: 'Administration',
          lines: [
            ['1200', fee],
            ['4900', -fee],
          ],
        });
        this.openItem(customer, branch, docId, 'Finance charge', monthEnd, monthEnd + 15, fee, fee);
      }
    }
  }
}
