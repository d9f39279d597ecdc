import { describe, expect, it } from 'vitest';
import { depositRunProblem, replenishmentProblem } from '../../../src/domain/accounting/cashOnHand';

describe('deposit runs and petty-cash replenishment', () => {
  it('takes all of the undeposited cash to the bank, to the cent', () => {
    expect(depositRunProblem(61_240, 61_240)).toBeNull();
    expect(depositRunProblem(61_239, 61_240)).toBe("The bag must hold the branch's undeposited cash, $612.40.");
    expect(depositRunProblem(100, 0)).toBe('The branch has no undeposited cash to take to the bank.');
  });

  it('replenishes petty cash only, and only for what was paid out of it', () => {
    expect(replenishmentProblem('Petty cash', 2_000)).toBeNull();
    expect(replenishmentProblem('Petty cash', 0)).toBe('Nothing was paid out of this fund since its last replenishment.');
    expect(replenishmentProblem('Drawer', 2_000)).toBe('Only petty cash is replenished: a drawer or a change fund is restored at its count.');
    expect(replenishmentProblem('Change fund', 2_000)).not.toBeNull();
  });
});
