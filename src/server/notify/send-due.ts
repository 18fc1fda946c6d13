import { SEND_LEASE_MS, afterFailure } from "@/lib/notify/backoff";
import { type MailSender, queuedMailOf } from "./mail-types";
import type { WhatsAppSender } from "./whatsapp-types";

// Sending the queued messages (model Notification: WhatsApp template messages, and since issue 45
// mails, channel email), whoever runs it: the shop after a new
// message, the owner's "Retry now", or `npm run maintenance -- notifications` from a cron. In plain
// SQL over a tiny interface (the app passes Prisma, the command a pg client), free of "server-only".
//
// A sender first CLAIMS its messages: in one statement it picks the due ones with
// SELECT ... FOR UPDATE SKIP LOCKED and moves their nextAttemptAt SEND_LEASE_MS ahead, so another
// sweep (another instance, the cron) skips them; then it sends them outside any transaction and
// writes each outcome: sent (with the provider's id), or attempts + 1, the error and the next try
// (src/lib/notify/backoff.ts), failed after the last. A sender that dies mid-way leaves its claim to
// expire: the message is tried again after the lease.

export interface Sql {
  query<T>(text: string, params: unknown[]): Promise<T[]>;
}

interface ClaimedRow {
  id: string;
  channel: "whatsapp" | "email";
  to: string;
  template: string;
  params: unknown;
  attempts: number;
}

export interface SendOutcome {
  id: string;
  status: "sent" | "pending" | "failed";
  error: string | null;
}

/** A timestamp parameter as the columns store it (UTC, without zone), whatever the session's zone. */
const AT = (n: number) => `($${n}::timestamptz AT TIME ZONE 'UTC')`;
const iso = (date: Date) => date.toISOString();
const RETURNING = `RETURNING n.id, n.channel::text AS channel, n."to", n.template, n.params, n.attempts`;

/** Who sends what: the WhatsApp driver and its template language, and the mail driver. */
export interface Senders {
  whatsapp: WhatsAppSender;
  language: string;
  mail: MailSender;
}

/** A claim in progress: nextAttemptAt exactly SEND_LEASE_MS after updatedAt (no backoff delay is that). */
const IN_FLIGHT = `(n."nextAttemptAt" > ${AT(2)} AND n."nextAttemptAt" - n."updatedAt" = make_interval(secs => ${SEND_LEASE_MS / 1000}))`;

/** Claims up to `limit` due pending messages (oldest due first). */
export async function claimDue(sql: Sql, now: Date, limit: number): Promise<ClaimedRow[]> {
  return sql.query<ClaimedRow>(
    `UPDATE "Notification" AS n SET "nextAttemptAt" = ${AT(1)}, "updatedAt" = ${AT(2)}
     FROM (SELECT id FROM "Notification" WHERE status = 'pending' AND "nextAttemptAt" <= ${AT(2)}
           ORDER BY "nextAttemptAt", id LIMIT $3::int FOR UPDATE SKIP LOCKED) AS due
     WHERE n.id = due.id ${RETURNING}`,
    [iso(new Date(now.getTime() + SEND_LEASE_MS)), iso(now), limit],
  );
}

/**
 * Claims one message. `anyTime`: a pending one waiting for its next try, or a failed one, is taken
 * at once (the owner's Retry now); never one another sender is sending right now.
 */
export async function claimOne(sql: Sql, id: string, now: Date, { anyTime = false }: { anyTime?: boolean } = {}): Promise<ClaimedRow | null> {
  const which = anyTime ? `(n.status = 'failed' OR (n.status = 'pending' AND NOT ${IN_FLIGHT}))` : `(n.status = 'pending' AND n."nextAttemptAt" <= ${AT(2)})`;
  const rows = await sql.query<ClaimedRow>(
    `UPDATE "Notification" AS n SET status = 'pending', "nextAttemptAt" = ${AT(1)}, "updatedAt" = ${AT(2)}
     FROM (SELECT n.id FROM "Notification" AS n WHERE n.id = $3 AND ${which} FOR UPDATE SKIP LOCKED) AS due
     WHERE n.id = due.id ${RETURNING}`,
    [iso(new Date(now.getTime() + SEND_LEASE_MS)), iso(now), id],
  );
  return rows[0] ?? null;
}

function paramsOf(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) throw new Error("the stored parameters are not a list of texts");
  return value;
}

/** Sends one claimed message and writes the outcome. Never throws for a failed send. */
export async function sendClaimed(sql: Sql, senders: Senders, row: ClaimedRow, now: Date): Promise<SendOutcome> {
  const attempts = row.attempts + 1;
  try {
    const { providerMessageId } =
      row.channel === "email"
        ? await senders.mail.send({ to: row.to, ...queuedMailOf(row.params) }, now)
        : await senders.whatsapp.send({ to: row.to, template: row.template, language: senders.language, params: paramsOf(row.params) });
    await sql.query(
      `UPDATE "Notification" SET status = 'sent', attempts = $1::int, "providerMessageId" = $2, "sentAt" = ${AT(3)}, "lastError" = NULL, "updatedAt" = ${AT(3)} WHERE id = $4`,
      [attempts, providerMessageId.slice(0, 200), iso(now), row.id],
    );
    return { id: row.id, status: "sent", error: null };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500) || "unknown error";
    const next = afterFailure(attempts, now);
    await sql.query(
      `UPDATE "Notification" SET status = '${next.status}', attempts = $1::int, "lastError" = $2, "nextAttemptAt" = ${AT(3)}, "updatedAt" = ${AT(4)} WHERE id = $5`,
      [attempts, message, iso(next.nextAttemptAt), iso(now), row.id],
    );
    return { id: row.id, status: next.status, error: message };
  }
}

export interface SweepResult {
  sent: number;
  pending: number;
  failed: number;
}

/** Sends the due pending messages (at most `limit`); what became of them. */
export async function sweepDue(sql: Sql, senders: Senders, now: Date, limit: number): Promise<SweepResult> {
  const result: SweepResult = { sent: 0, pending: 0, failed: 0 };
  for (const row of await claimDue(sql, now, limit)) {
    const outcome = await sendClaimed(sql, senders, row, now);
    result[outcome.status] += 1;
  }
  return result;
}
