import { z } from "zod";
import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import { OFFER_AMOUNT_MAX_PAISE } from "@/lib/money-limits";
import { CODE_PATTERN, normaliseCode } from "@/lib/offers/code";
import { OFFER_KINDS, OFFER_SCOPES, type OfferKind, type OfferScope } from "@/lib/offers/types";
import { decimalDigits, numberText } from "@/lib/schemas/number-text";
import { CUID } from "@/lib/schemas/query-values";

// The owner's offer form (issue 44), shared by /admin/offers and /api/admin/offers: what the form
// sends (as typed: amounts in rupees, percentages as "20" or "12.5", times as IST datetime-local
// "2026-11-01T00:00") and what the server keeps (paise, basis points, UTC instants). Each problem is
// a 400 in the form's words, on its field.

export const OFFER_NAME_MAX = 80;
export const OFFER_LIMIT_MAX = 1_000_000;
export const OFFER_CHOICES_MAX = 500;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::00(?:\.000)?)?$/;

/** A datetime-local value read as India time → the UTC instant; null when it is not a real date and time. */
export function istLocalToUtc(text: string): Date | null {
  const match = LOCAL_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  if (year < 2000 || year > 2200) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** A UTC instant as a datetime-local value in India time ("2026-11-01T00:00"). */
export function utcToIstLocal(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** An instant as the back office shows it in India time: "1 Nov 2026, 00:00". */
export function formatIst(instant: Date | string): string {
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Asia/Kolkata" }).format(new Date(instant));
}

const PERCENT = decimalDigits(2);
const RUPEES = decimalDigits(2);
const DIGITS = /^[0-9]+$/;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const issue = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
};

/** Rupees as typed → paise (null when the text is not rupees). */
function paiseOf(value: unknown): number | null {
  const typed = numberText(value);
  if (!RUPEES.test(typed)) return null;
  const [whole = "0", fraction = ""] = typed.split(".");
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** A limit: empty (no limit) or a whole number from 1. */
const limit = z.unknown().transform((value, ctx) => {
  if (value === null || value === undefined || value === "") return null;
  const typed = numberText(value);
  const number = DIGITS.test(typed) ? Number(typed) : Number.NaN;
  if (!Number.isInteger(number) || number < 1 || number > OFFER_LIMIT_MAX) return issue(ctx, M.limit);
  return number;
});

const flag = (message: string) => z.boolean({ error: message });
const ids = z.array(z.string().regex(CUID, { error: M.badId }), { error: M.badId }).max(OFFER_CHOICES_MAX, { error: M.tooManyChoices });

/** POST /api/admin/offers and PATCH /api/admin/offers/{id}: the whole form. */
export const ZOfferInput = z
  .object({
    name: z.unknown().transform((value, ctx) => {
      const name = text(value).trim().replace(/\s+/g, " ");
      if (name.length < 1 || name.length > OFFER_NAME_MAX || /[\u0000-\u001F\u007F]/.test(name)) return issue(ctx, M.name);
      return name;
    }),
    code: z.unknown().transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      if (typeof value !== "string") return issue(ctx, M.code);
      const code = normaliseCode(value);
      if (code === "") return null;
      if (!CODE_PATTERN.test(code)) return issue(ctx, M.code);
      return code;
    }),
    kind: z.enum(OFFER_KINDS, { error: M.kind }),
    value: z.unknown(),
    scope: z.enum(OFFER_SCOPES, { error: M.scope }),
    categoryIds: ids.default([]),
    productIds: ids.default([]),
    productSizes: z
      .array(z.object({ productId: z.string().regex(CUID, { error: M.badId }), sizeId: z.string().regex(CUID, { error: M.badId }) }, { error: M.badId }), { error: M.badId })
      .max(OFFER_CHOICES_MAX, { error: M.tooManyChoices })
      .default([]),
    startsAt: z.unknown().transform((value, ctx) => istLocalToUtc(text(value)) ?? issue(ctx, M.startsAt)),
    endsAt: z.unknown().transform((value, ctx) => {
      if (value === null || value === undefined || value === "") return null;
      return istLocalToUtc(text(value)) ?? issue(ctx, M.endsAt);
    }),
    minCart: z.unknown().transform((value, ctx) => {
      if (value === null || value === undefined || value === "") return 0;
      const paise = paiseOf(value);
      if (paise === null) return issue(ctx, M.minCart);
      if (paise > OFFER_AMOUNT_MAX_PAISE) return issue(ctx, M.amountTooHigh(OFFER_AMOUNT_MAX_PAISE));
      return paise;
    }),
    firstOrderOnly: flag(M.flag).default(false),
    totalLimit: limit,
    perCustomerLimit: limit,
    stackable: flag(M.flag).default(false),
    paused: flag(M.paused).default(false),
  })
  .check((ctx) => {
    const { kind, value } = ctx.value;
    const typed = numberText(value);
    if (kind === "fixed_cart") {
      const paise = paiseOf(value);
      if (paise === null || paise <= 0) ctx.issues.push({ code: "custom", message: M.rupees, path: ["value"], input: value });
      else if (paise > OFFER_AMOUNT_MAX_PAISE) ctx.issues.push({ code: "custom", message: M.amountTooHigh(OFFER_AMOUNT_MAX_PAISE), path: ["value"], input: value });
    } else {
      const bps = PERCENT.test(typed) ? Math.round(Number(typed) * 100) : Number.NaN;
      if (!(bps >= 1 && bps <= 10000)) ctx.issues.push({ code: "custom", message: M.percent, path: ["value"], input: value });
    }
  })
  .check((ctx) => {
    const { scope, categoryIds, productIds, productSizes } = ctx.value;
    if (scope === "categories" && categoryIds.length === 0) ctx.issues.push({ code: "custom", message: M.categoriesEmpty, path: ["categoryIds"], input: categoryIds });
    if (scope === "pieces" && productIds.length + productSizes.length === 0) ctx.issues.push({ code: "custom", message: M.piecesEmpty, path: ["productIds"], input: productIds });
  })
  .check((ctx) => {
    const { startsAt, endsAt } = ctx.value;
    if (endsAt && endsAt.getTime() <= startsAt.getTime()) ctx.issues.push({ code: "custom", message: M.endsBeforeStart, path: ["endsAt"], input: endsAt });
  })
  .transform(({ value, minCart, categoryIds, productIds, productSizes, ...rest }) => {
    const fixed = rest.kind === "fixed_cart";
    return {
      ...rest,
      percentBps: fixed ? null : Math.round(Number(numberText(value)) * 100),
      amountPaise: fixed ? paiseOf(value) : null,
      minCartPaise: minCart,
      // Scope rows only for the chosen scope; duplicates dropped.
      categoryIds: rest.scope === "categories" ? [...new Set(categoryIds)] : [],
      productIds: rest.scope === "pieces" ? [...new Set(productIds)] : [],
      productSizes:
        rest.scope === "pieces" ? [...new Map(productSizes.filter((entry) => !productIds.includes(entry.productId)).map((entry) => [`${entry.productId}|${entry.sizeId}`, entry])).values()] : [],
    };
  });

export type OfferFormBody = z.input<typeof ZOfferInput>;
export type OfferInput = z.output<typeof ZOfferInput>;
export type OfferField =
  | "name"
  | "code"
  | "kind"
  | "value"
  | "scope"
  | "categoryIds"
  | "productIds"
  | "startsAt"
  | "endsAt"
  | "minCart"
  | "firstOrderOnly"
  | "totalLimit"
  | "perCustomerLimit"
  | "stackable"
  | "paused";

/** PATCH /api/admin/offers/{id} { paused } alone: pause or resume. */
export const ZOfferPause = z.object({ paused: z.boolean({ error: M.paused }) }).strict();

export const ZOfferIdParams = z.object({ id: z.string().regex(CUID, { error: "must be an offer id" }) });

export type OfferStatus = "live" | "scheduled" | "paused" | "ended";

/** An offer's status at `now`: paused first, then its window (endsAt exclusive). */
export function offerStatus(offer: { paused: boolean; startsAt: Date | string; endsAt: Date | string | null }, now: Date): OfferStatus {
  if (offer.paused) return "paused";
  if (now.getTime() < new Date(offer.startsAt).getTime()) return "scheduled";
  if (offer.endsAt !== null && now.getTime() >= new Date(offer.endsAt).getTime()) return "ended";
  return "live";
}

/** One offer as /api/admin/offers answers it. Money in paise, instants in ISO (UTC). */
export interface AdminOfferJSON {
  _id: string;
  name: string;
  code: string | null;
  kind: OfferKind;
  percentBps: number | null;
  amountPaise: number | null;
  scope: OfferScope;
  categories: { _id: string; name: string }[];
  products: { _id: string; name: string }[];
  productSizes: { productId: string; sizeId: string; productName: string; sizeLabel: string }[];
  startsAt: string;
  endsAt: string | null;
  minCartPaise: number;
  firstOrderOnly: boolean;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  stackable: boolean;
  paused: boolean;
  status: OfferStatus;
  /** Held (not expired) and confirmed uses. */
  uses: number;
  /** Σ discount of confirmed uses. */
  discountGivenPaise: number;
  /** Σ total of the orders with a confirmed use. */
  revenuePaise: number;
  createdAt: string;
  updatedAt: string;
}

/** One use of an offer, on the offer's page. */
export interface AdminOfferUseJSON {
  _id: string;
  orderId: string;
  orderNumber: string;
  shopper: string;
  state: "held" | "confirmed" | "released";
  discountPaise: number;
  createdAt: string;
}
