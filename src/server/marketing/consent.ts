import "server-only";
import type { DbClient } from "@/server/orders/db-client";

// Marketing consent (issue 45; DPDP Act 2023): an address gets marketing messages (cart reminders)
// only after it agreed, by a separate unticked box (at sign-up, in the account, on the back-in-stock
// form), per channel. Every change is recorded (ConsentEvent) with where it came from; the current
// state is one MarketingConsent row per address. Withdrawing is as easy as giving: the account's
// boxes and the one-click unsubscribe in every mail.

export type ConsentChannel = "email" | "whatsapp";
export type ConsentSource = "signup" | "account" | "alert" | "unsubscribe";

export interface ConsentChange {
  email: string;
  channel: ConsentChannel;
  granted: boolean;
  source: ConsentSource;
  /** The WhatsApp number (E.164 digits without "+") when WhatsApp consent is given. */
  phone?: string | null;
  now?: Date;
}

/** The address's consent now (false for both without a row). */
export async function readConsent(tx: DbClient, email: string): Promise<{ mail: boolean; whatsapp: boolean; phone: string | null }> {
  const row = await tx.marketingConsent.findUnique({ where: { email: email.trim().toLowerCase() }, select: { mail: true, whatsapp: true, phone: true } });
  return row ?? { mail: false, whatsapp: false, phone: null };
}

/**
 * Gives or withdraws one channel's consent and records it. A change to what is already so records
 * nothing (ticking a ticked box twice is one consent). Returns whether anything changed.
 */
export async function setConsent(tx: DbClient, { email, channel, granted, source, phone, now = new Date() }: ConsentChange): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const current = await readConsent(tx, address);
  const was = channel === "email" ? current.mail : current.whatsapp;
  const phoneChanged = channel === "whatsapp" && granted && phone != null && phone !== current.phone;
  if (was === granted && !phoneChanged) return false;
  const field = channel === "email" ? { mail: granted } : { whatsapp: granted, ...(granted && phone != null ? { phone } : {}) };
  await tx.marketingConsent.upsert({ where: { email: address }, create: { email: address, ...field, updatedAt: now }, update: { ...field, updatedAt: now } });
  if (was !== granted) await tx.consentEvent.create({ data: { email: address, channel, granted, source, createdAt: now } });
  return true;
}
