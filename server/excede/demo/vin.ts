import { vinCheckDigit } from '../../../src/domain/vin';
import type { Draws } from './draws';

const VDS_CHARACTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];
const PLANT_CODES = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];
/** Model-year codes from 2010 (A) on; I, O, Q, U, Z and 0 are never used. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';

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
