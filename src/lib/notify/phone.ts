import { tenDigitPhone } from "@/lib/schemas/contact";

// The shopper's mobile number as WhatsApp wants it: E.164 without the "+", India only (the shop
// ships within India). Pure: used by the queue (src/server/notify) and by the tests.

/** An Indian mobile number: 10 digits starting with 6, 7, 8 or 9. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * "919876543210" for a 10-digit Indian mobile however it was typed (+91, 91, 0, spaces, hyphens,
 * dots and brackets accepted); null for anything else (a landline, a foreign number, garbage).
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = tenDigitPhone(phone.trim());
  return digits && INDIAN_MOBILE.test(digits) ? `91${digits}` : null;
}

/** The number with all but its last 4 digits hidden, for the back office: "••••••••3210". */
export function maskedNumber(to: string): string {
  const digits = to.replace(/\D/g, "");
  if (digits.length <= 4) return "•".repeat(digits.length);
  return `${"•".repeat(digits.length - 4)}${digits.slice(-4)}`;
}
