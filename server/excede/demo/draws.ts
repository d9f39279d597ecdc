import { createRandom } from '../../../src/demo/random';

/** The seeded generator of src/demo, with the draws the demo exports need. Each area has its own stream. */
export type Random = ReturnType<typeof createRandom>;

export interface Draws extends Random {
  chance: (p: number) => boolean;
  between: (min: number, max: number) => number;
  /** A count with mean λ (Poisson; a normal approximation above 30). */
  count: (lambda: number) => number;
  /** Spread around 1, never below `floor` (a log-normal of the given spread). */
  factor: (spread: number, floor?: number) => number;
  /** An index drawn by the weights of a cumulative table (from `cumulative`). */
  index: (table: Float64Array) => number;
  /** One of the items by their weights (a cumulative table from `cumulative`). */
  weighted: <T>(items: readonly T[], table: Float64Array) => T;
  digits: (count: number) => string;
}

/** A stream of its own for each area, so a change in one area never shifts another's data. */
export function draws(seed: number, stream: number): Draws {
  const random = createRandom((seed ^ Math.imul(stream + 1, 0x9e3779b1)) >>> 0);
  const { next } = random;
  const normal = () => {
    const u = 1 - next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
  return {
    ...random,
    chance: (p) => next() < p,
    between: (min, max) => min + next() * (max - min),
    count: (lambda) => {
      if (lambda <= 0) return 0;
      if (lambda > 30) return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * normal()));
      const limit = Math.exp(-lambda);
      let k = 0;
      let p = next();
      while (p > limit) {
        k++;
        p *= next();
      }
      return k;
    },
    factor: (spread, floor = 0.2) => Math.max(floor, Math.exp(normal() * spread - (spread * spread) / 2)),
    index: (table) => pickIndex(table, next() * table[table.length - 1]!),
    weighted: (items, table) => items[pickIndex(table, next() * table[table.length - 1]!)]!,
    digits: (count) => {
      let s = '';
      for (let i = 0; i < count; i++) s += String(Math.floor(next() * 10));
      return s;
    },
  };
}

/** A cumulative weight table for `weighted`. */
export function cumulative(weights: readonly number[]): Float64Array {
  const table = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => (table[i] = sum += w));
  return table;
}

function pickIndex(table: Float64Array, target: number): number {
  let lo = 0;
  let hi = table.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (table[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Whole cents, as money is kept until it is written: never a float sum. */
export const cents = (dollars: number) => Math.round(dollars * 100);

/** A fixed-point value as numeric(p, s) is written: `money(12345)` = '123.45'. */
export function decimal(units: number, scale: number): string {
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  const base = 10 ** scale;
  const fraction = String(abs % base).padStart(scale, '0');
  return `${sign}${Math.floor(abs / base)}.${fraction}`;
}

export const money = (amountCents: number) => decimal(amountCents, 2);
/** Hours kept in hundredths. */
export const hoursText = (hundredths: number) => decimal(hundredths, 2);
