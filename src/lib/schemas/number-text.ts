// Numbers a client sends (a query string, a JSON body, a form field, a CSV cell) are read from
// decimal digits only. JavaScript's Number() and z.coerce.number() also take "0x39D" (925), "0b11",
// "1e3", " 5 ", "+5" and "" (0): every numeric field reads the text itself through these, so one
// spelling means one number and anything else is refused in the field's own words.

/** A whole number, 0 or more, in plain digits ("12"): no sign, blanks, exponent, hex or fraction. */
export const WHOLE_DIGITS = /^[0-9]+$/;

/** Digits with up to `places` decimals ("1234.5", "0.75"): no sign, blanks, exponent or hex. */
export function decimalDigits(places: number): RegExp {
  return new RegExp(`^[0-9]+(?:\\.[0-9]{1,${places}})?$`);
}

/**
 * A numeric field's text as sent: a string as it is (not trimmed: " 5 " is not a number), a finite
 * JSON number as JavaScript spells it (5 → "5", 1e21 → "1e+21", which no pattern here takes), and
 * anything else "" (which no pattern takes either).
 */
export function numberText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** The value as a whole number when its text is plain digits (and a safe integer), else null. */
export function wholeFromText(value: unknown): number | null {
  const text = numberText(value);
  if (!WHOLE_DIGITS.test(text)) return null;
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : null;
}
