// A coupon code as typed and as stored.

/** The shape a stored code has (the database's CHECK): 3–32 upper-case letters, digits, _ or -. */
export const CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** A typed code as stored: trimmed, upper-case ("diwali500 " → "DIWALI500"). */
export function normaliseCode(typed: string): string {
  return typed.trim().toUpperCase();
}
