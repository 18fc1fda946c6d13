// India's PIN codes: six digits, the first of them 1 to 9 (the postal region). A delivery rule names
// a whole PIN or a prefix of one (1 to 5 digits): "302" is every PIN from 302000 to 302999.

export const PINCODE = /^[1-9][0-9]{5}$/;
export const PIN_PREFIX = /^[1-9][0-9]{0,5}$/;

export const isPincode = (value: string): boolean => PINCODE.test(value);

/** A PIN's prefixes, longest first (the PIN itself, then 5 digits... down to its first digit). */
export function prefixesOf(pincode: string): string[] {
  return Array.from({ length: pincode.length }, (_, i) => pincode.slice(0, pincode.length - i));
}
