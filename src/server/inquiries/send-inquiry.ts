import "server-only";
import { INQUIRY_MSG } from "@/lib/messages/inquiry";
import { SELL_MSG } from "@/lib/messages/selling";
import { ZInquiry, firstInquiryError } from "@/lib/schemas/inquiry";
import { stripMarkup } from "@/server/contact/strip-markup";
import { db } from "@/server/db";
import { badRequest } from "@/server/errors";
import { enforceRateLimit } from "@/server/rate-limit";
import { INQUIRY_RATE_LIMIT } from "./inquiry-rules";

export interface SentInquiry {
  id: string;
  createdAt: Date;
  /** The normalised codes as stored. */
  productCodes: string[];
  /** The ids of the products whose codes matched. */
  productIds: string[];
  /** The sizes asked about, by product id (issue 42): only for matched pieces sold by size. */
  sizeLabels: Record<string, string>;
}

/**
 * Stores a product inquiry for the back office (back office §2 'Inquiry form', §3, §6). Markup is
 * stripped from every text first and the form's schema then checks what would be stored. The
 * inquiry carries `customerId`, the session's customer (null for a visitor): never an id from the
 * body, whose `user_id` is ignored. The codes are kept as given (normalised); those that match a
 * product are linked to it, found with one query. A size asked about (issue 42, `sizes`: code →
 * label) is kept on the link of a piece sold by size when the piece comes in that size (400
 * otherwise, and for a size on a piece without sizes); a size for a code that matches no piece is
 * dropped (the code itself is kept). Only well-formed inquiries count against the sender's rate
 * limit. Throws AppErrors: 400 with the form's message, 429.
 */
export async function sendInquiry({
  body,
  address,
  customerId,
  now = new Date(),
}: {
  body: unknown;
  address: string;
  customerId: string | null;
  now?: Date;
}): Promise<SentInquiry> {
  const parsed = ZInquiry.safeParse(plainFields(body));
  if (!parsed.success) throw badRequest(firstInquiryError(parsed.error));
  await enforceRateLimit(INQUIRY_RATE_LIMIT, address, SELL_MSG.inquiryTooMany, now);
  const { name, email, phone, message, productCodes, sizes } = parsed.data;

  const products = productCodes.length
    ? await db.product.findMany({ where: { code: { in: productCodes } }, select: { id: true, code: true, sizes: { select: { size: { select: { label: true } } } } } })
    : [];
  const sizeLabels: Record<string, string> = {};
  for (const product of products) {
    const label = sizes[product.code];
    if (label === undefined) continue;
    if (product.sizes.length === 0) throw badRequest(INQUIRY_MSG.inquiryNotSized(product.code));
    // As the shopper picked it; matched without regard to case or spaces ("adjustable").
    const offered = product.sizes.find(({ size }) => size.label.replace(/\s+/g, "").toLowerCase() === label.replace(/\s+/g, "").toLowerCase());
    if (!offered) throw badRequest(INQUIRY_MSG.inquirySizeUnknown(product.code, label));
    sizeLabels[product.id] = offered.size.label;
  }
  const inquiry = await db.inquiry.create({
    data: {
      customerId,
      name,
      email,
      phone,
      message,
      productCodes,
      createdAt: now,
      products: { create: products.map(({ id }) => ({ productId: id, sizeLabel: sizeLabels[id] ?? null })) },
    },
    select: { id: true, createdAt: true, productCodes: true },
  });
  return { ...inquiry, productIds: products.map(({ id }) => id), sizeLabels };
}

/** The body with markup stripped from every text value, also inside lists; anything else is left for the schema to judge. */
function plainFields(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, plain(value)]));
}

function plain(value: unknown): unknown {
  if (typeof value === "string") return stripMarkup(value);
  if (Array.isArray(value)) return value.map((item) => (typeof item === "string" ? stripMarkup(item) : item));
  // The sizes' object (code → label): its labels too.
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeof item === "string" ? stripMarkup(item) : item]));
  return value;
}
