import "server-only";
import { env } from "@/env";
import { db } from "@/server/db";
import { createWhatsAppSender } from "./choose-sender";
import { createMailSender } from "./mail-sender";
import { type SendOutcome, type Senders, type Sql, type SweepResult, claimOne, sendClaimed, sweepDue } from "./send-due";
import type { WhatsAppSender } from "./whatsapp-types";

// The shop's queued sending (WhatsApp messages and, since issue 45, queued mails), bound to its
// database and settings (send-due.ts does the work).
// The sender is made per call from env: the tests change env's keys between cases.

/** The app's Prisma client as send-due.ts's SQL interface. */
const appSql: Sql = {
  query: <T>(text: string, params: unknown[]) => db.$queryRawUnsafe<T[]>(text, ...params),
};

export function whatsappSender(): WhatsAppSender {
  return createWhatsAppSender(env);
}

function senders(): Senders {
  return { whatsapp: whatsappSender(), language: env.WHATSAPP_TEMPLATE_LANGUAGE, mail: createMailSender(env) };
}

/** How many due messages one sweep sends at most (the next sweep takes the rest). */
export const SWEEP_LIMIT = 25;

/** Sends the due pending messages; two sweeps at once never send one message twice. */
export async function retryDueNotifications(now: Date = new Date(), limit = SWEEP_LIMIT): Promise<SweepResult> {
  return sweepDue(appSql, senders(), now, limit);
}

/**
 * Sends one message now: a due pending one, or with `anyTime` (the owner's Retry now) also one
 * waiting for its next try or failed. Null when it is not there to send (sent, or being sent).
 */
export async function sendNotificationNow(id: string, { now = new Date(), anyTime = false }: { now?: Date; anyTime?: boolean } = {}): Promise<SendOutcome | null> {
  const row = await claimOne(appSql, id, now, { anyTime });
  return row ? sendClaimed(appSql, senders(), row, now) : null;
}
