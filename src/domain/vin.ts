const VALUES: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

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

/** 17 characters of the VIN alphabet (no I, O or Q). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Whether a VIN is 17 characters of its alphabet and its ninth is the check digit of the rest. */
export const vinIsValid = (vin: string): boolean => VIN_PATTERN.test(vin) && vinCheckDigit(vin) === vin[8];
