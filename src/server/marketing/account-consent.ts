import "server-only";
import { db } from "@/server/db";
import { ACCOUNT_CONSENT } from "@/lib/marketing/consent-messages";
import { badRequest, notFound } from "@/server/errors";
import { readConsent, setConsent } from "@/server/marketing/consent";

// "Messages from the shop" on /account (issue 45): the session's customer's marketing consent, per
// channel. The WhatsApp number is the account's own phone (never one sent by the browser); without a
// phone on the account, WhatsApp cannot be ticked. Each change is one ConsentEvent (source "account").

export interface AccountConsent {
  email: boolean;
  whatsapp: boolean;
  /** The account's phone (10 digits), or null: WhatsApp needs one. */
  phone: string | null;
}

/** E.164 without "+": the account's 10 digits with India's 91. */
const whatsappNumber = (phone: string) => `91${phone}`;

async function accountOf(customerId: string) {
  const customer = await db.customer.findUnique({ where: { id: customerId }, select: { email: true, phone: true } });
  if (!customer) throw notFound("Account not found.");
  return customer;
}

export async function readAccountConsent(customerId: string): Promise<AccountConsent> {
  const customer = await accountOf(customerId);
  const consent = await readConsent(db, customer.email);
  return { email: consent.mail, whatsapp: consent.whatsapp, phone: customer.phone };
}

/** Saves both boxes; WhatsApp is given only with the account's phone (a 400 without one). */
export async function saveAccountConsent(customerId: string, wanted: { email: boolean; whatsapp: boolean }, now: Date = new Date()): Promise<AccountConsent> {
  const customer = await accountOf(customerId);
  const phone = customer.phone ? whatsappNumber(customer.phone) : null;
  if (wanted.whatsapp && phone === null) throw badRequest(ACCOUNT_CONSENT.whatsappPhoneRequired);
  await db.$transaction(async (tx) => {
    await setConsent(tx, { email: customer.email, channel: "email", granted: wanted.email, source: "account", now });
    await setConsent(tx, { email: customer.email, channel: "whatsapp", granted: wanted.whatsapp, source: "account", phone, now });
  });
  return readAccountConsent(customerId);
}
