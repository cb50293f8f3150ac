/**
 * French company identifiers (issue 27 §2, decision 0031): the SIREN (9 digits) and the SIRET
 * (14 digits: the SIREN and a 5-digit establishment number), both with a Luhn check digit. La
 * Poste's establishments (SIREN 356000000) are numbered without it: their SIRET is checked by the
 * sum of its digits being a multiple of 5 instead.
 */

/** Spaces and dots as people type them ('732 829 320') left out. */
export const compactIdentifier = (value: string): string => value.replace(/[\s.]/g, '');

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** '732 829 320' → true; 9 digits whose Luhn sum is a multiple of 10. */
export function isValidSiren(value: string): boolean {
  const digits = compactIdentifier(value);
  return /^\d{9}$/.test(digits) && luhn(digits);
}

const LA_POSTE = '356000000';

/** 14 digits whose first 9 are a valid SIREN and whose Luhn sum is a multiple of 10 (La Poste: digit sum a multiple of 5). */
export function isValidSiret(value: string): boolean {
  const digits = compactIdentifier(value);
  if (!/^\d{14}$/.test(digits) || !isValidSiren(digits.slice(0, 9))) return false;
  if (digits.startsWith(LA_POSTE)) {
    return [...digits].reduce((s, d) => s + Number(d), 0) % 5 === 0 || luhn(digits);
  }
  return luhn(digits);
}
