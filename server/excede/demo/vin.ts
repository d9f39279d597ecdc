import type { Draws } from './draws';

const VDS_CHARACTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];
const PLANT_CODES = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];
const VALUES: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Model-year codes from 2010 (A) on; I, O, Q, U, Z and 0 are never used. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';

/** The VIN's ninth character: the North American check digit (X for 10). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    sum += (c >= '0' && c <= '9' ? Number(c) : VALUES[c]!) * WEIGHTS[i]!;
  }
  const check = sum % 11;
  return check === 10 ? 'X' : String(check);
}

/** Valid, unique 17-character VINs: the maker's WMI, a model year, a plant and a serial never used twice. */
export class VinMaker {
  private serial = 100_000;

  constructor(private readonly r: Draws) {}

  make(wmi: string, year: number): string {
    let vds = '';
    for (let i = 0; i < 5; i++) vds += this.r.pick(VDS_CHARACTERS);
    const plant = this.r.pick(PLANT_CODES);
    const draft = `${wmi}${vds}0${YEAR_CODES[Math.min(Math.max(year - 2010, 0), YEAR_CODES.length - 1)]}${plant}${this.serial++}`;
    return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
  }
}
