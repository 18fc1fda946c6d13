import { z } from "zod";
import { DELIVERY_MSG as M } from "@/lib/admin/delivery-messages";
import { PIN_PREFIX } from "@/lib/delivery/pincode";
import { numberText } from "@/lib/schemas/number-text";
import { CUID } from "@/lib/schemas/query-values";

// The delivery forms' schemas (issue 21), shared by /admin/delivery and /api/admin/delivery/*:
// the owner's dispatch and cash-on-delivery settings, a zone, one PIN rule. Amounts arrive in rupees
// (as typed, up to two decimals) and leave in paise; days and counts are whole numbers, as numbers or
// as the digits a field holds (decimal digits only: src/lib/schemas/number-text.ts).

export const MAX_DAYS = 30;
export const MAX_COD_LIMIT_RUPEES = 10_00_000;
/** A typo guard: a fee is tens of rupees. */
export const MAX_COD_FEE_RUPEES = 10_000;
export const MAX_OPEN_COD_ORDERS = 20;
export const MAX_ZONE_NAME = 60;
export const MAX_SORT_ORDER = 999;
/** The word a PIN list (and the rule form) uses for a PIN that is not served. */
export const BLOCKED = "blocked";

const DIGITS = /^[0-9]+$/;
const RUPEES = /^[0-9]+(?:\.[0-9]{1,2})?$/;

/** A whole number from a number or a field's digits, in [min, max]; otherwise `message`. */
const whole = (min: number, max: number, message: string) =>
  z.unknown().transform((value, ctx) => {
    const text = numberText(value);
    const number = DIGITS.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return number;
  });

/** Rupees (a number or up to two decimals as typed), ≥ 0 and at most `maxRupees` → paise. */
const rupees = (maxRupees: number, tooHigh: string) =>
  z.unknown().transform((value, ctx) => {
    const text = numberText(value);
    if (!RUPEES.test(text)) {
      ctx.addIssue({ code: "custom", message: M.rupees });
      return z.NEVER;
    }
    const paise = Math.round(Number(text) * 100);
    if (paise > maxRupees * 100) {
      ctx.addIssue({ code: "custom", message: tooHigh });
      return z.NEVER;
    }
    return paise;
  });

const days = () => whole(0, MAX_DAYS, M.days);

/** PUT /api/admin/delivery/settings: the settings form, amounts in rupees. */
export const ZDeliverySettingsInput = z
  .object({
    dispatchDaysMin: days(),
    dispatchDaysMax: days(),
    codEnabled: z.boolean({ error: M.codEnabled }),
    codFee: rupees(MAX_COD_FEE_RUPEES, M.codFeeTooHigh(MAX_COD_FEE_RUPEES)),
    codLimit: rupees(MAX_COD_LIMIT_RUPEES, M.codLimitTooHigh(MAX_COD_LIMIT_RUPEES)),
    codOpenOrdersLimit: whole(1, MAX_OPEN_COD_ORDERS, M.openOrders),
  })
  .check((ctx) => {
    if (ctx.value.dispatchDaysMax < ctx.value.dispatchDaysMin) ctx.issues.push({ code: "custom", message: M.dispatchOrder, path: ["dispatchDaysMax"], input: ctx.value });
  })
  .check((ctx) => {
    // Settings that make cash on delivery impossible while it is on: a ₹0 limit, or a fee that is not
    // below the limit (the limit counts the fee, and every order has a piece that costs something).
    const { codEnabled, codFee, codLimit } = ctx.value;
    if (!codEnabled) return;
    if (codLimit === 0) ctx.issues.push({ code: "custom", message: M.codLimitZero, path: ["codLimit"], input: ctx.value });
    else if (codFee >= codLimit) ctx.issues.push({ code: "custom", message: M.codFeeNotBelowLimit(codFee, codLimit), path: ["codLimit"], input: ctx.value });
  })
  .transform(({ codFee, codLimit, ...rest }) => ({ ...rest, codFeePaise: codFee, codLimitPaise: codLimit }));

export type DeliverySettingsInput = z.input<typeof ZDeliverySettingsInput>;
export type DeliverySettingsField = "dispatchDaysMin" | "dispatchDaysMax" | "codEnabled" | "codFee" | "codLimit" | "codOpenOrdersLimit";

/** POST /api/admin/delivery/zones and PATCH /api/admin/delivery/zones/{id}: the zone form. */
export const ZDeliveryZoneInput = z
  .object({
    name: z.unknown().transform((value, ctx) => {
      const name = typeof value === "string" ? value.trim().replace(/\s+/g, " ") : "";
      if (name.length < 1 || name.length > MAX_ZONE_NAME || /[\u0000-\u001F\u007F]/.test(name)) {
        ctx.addIssue({ code: "custom", message: M.zoneName });
        return z.NEVER;
      }
      if (name.toLowerCase() === BLOCKED) {
        ctx.addIssue({ code: "custom", message: M.zoneNameReserved });
        return z.NEVER;
      }
      return name;
    }),
    transitDaysMin: days(),
    transitDaysMax: days(),
    codAvailable: z.boolean({ error: M.codAvailable }),
    sortOrder: whole(0, MAX_SORT_ORDER, M.sortOrder).optional(),
  })
  .check((ctx) => {
    if (ctx.value.transitDaysMax < ctx.value.transitDaysMin) ctx.issues.push({ code: "custom", message: M.transitOrder, path: ["transitDaysMax"], input: ctx.value });
  });

export type DeliveryZoneInput = z.output<typeof ZDeliveryZoneInput>;
export type DeliveryZoneField = "name" | "transitDaysMin" | "transitDaysMax" | "codAvailable" | "sortOrder";

/** A PIN rule's PIN or prefix, trimmed; `message` when it is not 1 to 6 digits not starting with 0. */
export const pinPrefix = (value: unknown): string | null => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return PIN_PREFIX.test(text) ? text : null;
};

/** POST /api/admin/delivery/pins: { prefix, zoneId } (zoneId null or "blocked": not served). */
export const ZPinRuleInput = z.object({
  prefix: z.unknown().transform((value, ctx) => {
    const prefix = pinPrefix(value);
    if (prefix === null) {
      ctx.addIssue({ code: "custom", message: M.prefix });
      return z.NEVER;
    }
    return prefix;
  }),
  zoneId: z.unknown().transform((value, ctx) => {
    if (value === null || value === BLOCKED) return null;
    if (typeof value === "string" && CUID.test(value)) return value;
    ctx.addIssue({ code: "custom", message: M.zoneChoice });
    return z.NEVER;
  }),
});

export type PinRuleField = "prefix" | "zoneId";

/** The first message for each field with a problem (the form shows each under its field). */
export function fieldErrors<F extends string>(error: z.ZodError): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as F | undefined;
    if (typeof field === "string" && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** /api/admin/delivery/zones/{id} and /pins/{id}: a zone's or a rule's id. */
export const ZDeliveryIdParams = z.object({ id: z.string().regex(CUID, { error: "must be a zone's or PIN rule's id" }) });
