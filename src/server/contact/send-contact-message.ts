import "server-only";
import { MSG } from "@/lib/messages/shop";
import { ZContactMessage, firstContactError } from "@/lib/schemas/contact";
import { db } from "@/server/db";
import { badRequest } from "@/server/errors";
import { enforceRateLimit } from "@/server/rate-limit";
import { CONTACT_RATE_LIMIT } from "./contact-rules";
import { stripMarkup } from "./strip-markup";

export interface SentContactMessage {
  id: string;
  createdAt: Date;
}

/**
 * Stores a message from the contact form for the back office (storefront §2.16; the old app sent
 * nothing). Markup is stripped first and the form's schema then checks what would be stored, so
 * a message of nothing but tags is as empty as a blank one. Only well-formed messages count
 * against the sender's rate limit. Throws AppErrors: 400 with the form's message, 429.
 */
export async function sendContactMessage({ body, address, now = new Date() }: { body: unknown; address: string; now?: Date }): Promise<SentContactMessage> {
  const parsed = ZContactMessage.safeParse(plainFields(body));
  if (!parsed.success) throw badRequest(firstContactError(parsed.error));
  await enforceRateLimit(CONTACT_RATE_LIMIT, address, MSG.contactTooMany, now);
  const { name, email, phone, message } = parsed.data;
  return db.contactMessage.create({
    data: { name, email, phone, message, consentAt: now },
    select: { id: true, createdAt: true },
  });
}

/** The body with markup stripped from every text value; anything else is left for the schema to judge. */
function plainFields(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === "string" ? stripMarkup(value) : value]));
}
