import { SHOP } from "@/lib/constants";

// The demo's placeholders (issue 40 part 4): the contact the storefront, the mails and the invoices
// show come from the shop's settings (SiteSettings), which the demo seed fills with values that are
// no one's: a phone of zeros, an example.com address and the shape of a GSTIN. The back office warns
// (dashboard and settings) while any of them is still the demo's, so a real shop never goes live with them.

/** The demo seed's GSTIN: a Rajasthan GSTIN's shape (state 08, a PAN, entity number, Z, check character), not a real one. */
export const DEMO_GSTIN = "08ABCDE1234F1Z5";

export type DemoPlaceholder = "contactPhone" | "contactEmail" | "gstin";

const digits = (value: string) => value.replace(/\D/g, "");

/**
 * Which of the shop's contact and legal fields still show the demo's value. An empty phone or e-mail
 * counts too (the storefront then falls back to the demo's SHOP constants); an empty GSTIN does not
 * (a shop may have none).
 */
export function demoPlaceholders(settings: { contactPhone: string; contactEmail: string; gstin: string } | null): DemoPlaceholder[] {
  const phone = settings?.contactPhone.trim() ?? "";
  const email = settings?.contactEmail.trim().toLowerCase() ?? "";
  const gstin = settings?.gstin.trim().toUpperCase() ?? "";
  const found: DemoPlaceholder[] = [];
  // "+91 00000 00000": no digit but the country code and zeros.
  if (!phone || digits(phone) === digits(SHOP.phone) || /^(91)?0+$/.test(digits(phone))) found.push("contactPhone");
  if (!email || email === SHOP.email.toLowerCase() || email.endsWith("@example.com")) found.push("contactEmail");
  if (gstin === DEMO_GSTIN) found.push("gstin");
  return found;
}
