import "server-only";
import { SHOP } from "@/lib/constants";
import { INDIAN_STATES, canonicalState } from "@/lib/indian-states";
import type { InvoiceSeller } from "@/lib/types/invoice";
import type { DbClient } from "@/server/orders/db-client";

// The seller as an invoice names it, copied into each Invoice row when it is issued (so a later
// change of address or GSTIN never rewrites an invoice already given). From the SiteSettings row
// (id 1, filled in by the owner); any field left empty there falls back to the shop's constants.

/** GST on silver jewellery (HSN 7113) today, as SiteSettings' default. */
export const DEFAULT_GST_RATE_BPS = 300;

/** The state named in the shop's address ("... Jaipur, Rajasthan 302001, India" → Rajasthan). */
const SHOP_STATE = INDIAN_STATES.find((state) => SHOP.address.includes(state)) ?? "";

const orFallback = (value: string | null | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);

/** The seller's details now, with the shop's constants where settings are empty. */
export async function readInvoiceSeller(tx: DbClient): Promise<{ seller: InvoiceSeller; gstRateBps: number }> {
  const settings = await tx.siteSettings.findUnique({
    where: { id: 1 },
    select: { legalName: true, address: true, state: true, gstin: true, contactPhone: true, contactEmail: true, gstRateBps: true },
  });
  const state = orFallback(settings?.state, SHOP_STATE);
  return {
    seller: {
      legalName: orFallback(settings?.legalName, SHOP.owner),
      address: orFallback(settings?.address, SHOP.address),
      state: canonicalState(state) ?? state,
      gstin: orFallback(settings?.gstin, "").toUpperCase(),
      phone: orFallback(settings?.contactPhone, SHOP.phone),
      email: orFallback(settings?.contactEmail, SHOP.email),
    },
    gstRateBps: settings?.gstRateBps ?? DEFAULT_GST_RATE_BPS,
  };
}

/** An Invoice row's stored seller (JSON) read back; missing fields are empty. */
export function sellerFromJson(value: unknown): InvoiceSeller {
  const record = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const text = (key: keyof InvoiceSeller) => (typeof record[key] === "string" ? record[key] : "");
  return { legalName: text("legalName"), address: text("address"), state: text("state"), gstin: text("gstin"), phone: text("phone"), email: text("email") };
}
