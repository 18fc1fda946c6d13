// Switches the maintenance notice on or off (SiteSettings row 1) until the back office has its switch:
//
//   npm run maintenance -- on [--message "..."] [--contact "..."]
//   npm run maintenance -- off
//   npm run maintenance                      (prints the current state)
//   npm run maintenance -- notifications     (queues the due cart reminders and back-in-stock alerts, then
//                                             sends the queued WhatsApp messages and mails whose next try is due)
//   npm run maintenance -- offers [--since <minutes>]   (an offer's start or end reaches every instance)
//
// --message   the notice's message ("" brings back the default text).
// --contact   the shop's public contact shown on the notice: an e-mail address (it has an @) or a
//             phone number; give it twice to set both. It is the shop's contact everywhere.
//
// Which database:
// - DATABASE_URL when it is set;
// - else the embedded database of a running `npm start`, through the address it publishes
//   (.data/pglite.url; the server holds the data directory, so it cannot be opened twice);
// - else the embedded database's directory itself (.data/pglite), brought up to date first.
// A running shop follows within 10 seconds (its in-memory copy of the switch); with REDIS_URL, every
// instance follows at once (the "settings" tag expired in the shared cache).
//
// `notifications` is for a cron (every few minutes): it first queues what became due (cart reminders,
// back-in-stock alerts: src/server/notify/queue-due.ts), then sends the due pending WhatsApp messages and
// queued mails (src/server/notify/send-due.ts; two runs at once never send one twice) through the Cloud API when
// WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set, else into the local outbox, and prints the
// count of sent, still pending and failed ones. Exit code 0 even when some failed (they are retried).
// `offers` is for a cron (every minute) on hosts where no server process keeps the offer clock
// (src/server/offers/offer-clock.ts; serverless): when an automatic offer started or ended in the last
// --since minutes (default 2, so a late run misses none), it expires the "offers" tag in the shared
// cache (REDIS_URL), and the product pages, cards and JSON-LD follow on every instance. A duplicate is
// harmless. Without REDIS_URL it only says what it found (a running `npm start` keeps its own clock).
import { parseArgs } from "node:util";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { MAINTENANCE_CACHE_MS } from "@/lib/constants";
import { TAG } from "@/server/cache-tags";
import { toMaintenanceStatus, type MaintenanceSettings } from "@/server/maintenance/status";
import { createWhatsAppSender } from "@/server/notify/choose-sender";
import { createMailSender } from "@/server/notify/mail-sender";
import { type Senders, type SweepResult, sweepDue } from "@/server/notify/send-due";
import { importServerModule } from "../prisma/seed/server-modules";
import { DEFAULT_DATA_DIR, processAlive, startEmbeddedDatabase, urlFile } from "./db/embedded";
import { migrate } from "./db/migrate";

const MESSAGE_MAX = 500;
const CONTACT_MAX = 120;
const USAGE =
  'usage: npm run maintenance -- [on|off|status] [--message "..."] [--contact "..."]\n       npm run maintenance -- notifications\n       npm run maintenance -- offers [--since <minutes>]';

class UsageError extends Error {}

export interface MaintenanceChange {
  maintenance?: boolean;
  message?: string;
  contactEmail?: string;
  contactPhone?: string;
}

function cleanText(value: string, name: string, max: number): string {
  const text = value.replace(/\s+/g, " ").trim();
  if (/[\u0000-\u001f\u007f]/.test(text)) throw new UsageError(`${name} must not contain control characters`);
  if (text.length > max) throw new UsageError(`${name} is longer than ${max} characters`);
  return text;
}

/** What the command line asks for; throws UsageError on anything it does not understand. */
export function parseCommand(args: string[]): { change: MaintenanceChange; dataDir: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        message: { type: "string" },
        contact: { type: "string", multiple: true },
        "data-dir": { type: "string" },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new UsageError(`one command only, got: ${positionals.join(" ")}`);
  const command = positionals[0] ?? "status";
  if (!["on", "off", "status"].includes(command)) throw new UsageError(`unknown command "${command}"`);
  const change: MaintenanceChange = {};
  if (command !== "status") change.maintenance = command === "on";
  if (values.message !== undefined) change.message = cleanText(values.message, "--message", MESSAGE_MAX);
  for (const raw of values.contact ?? []) {
    const contact = cleanText(raw, "--contact", CONTACT_MAX);
    if (contact.includes("@")) {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact)) throw new UsageError(`--contact "${contact}" is not an e-mail address`);
      change.contactEmail = contact;
    } else {
      if (!/^\+?[\d\s()-]{6,}$/.test(contact)) throw new UsageError(`--contact "${contact}" is neither an e-mail address nor a phone number`);
      change.contactPhone = contact;
    }
  }
  if (command === "status" && Object.keys(change).length > 0) throw new UsageError("--message and --contact go with on or off");
  return { change, dataDir: values["data-dir"] ?? DEFAULT_DATA_DIR };
}

const COLUMNS = `maintenance, "maintenanceMessage", "contactEmail", "contactPhone"`;

/** Applies the change to row 1 (creating it when missing) and returns the row as it is now. */
export async function applyChange(client: pg.Client, change: MaintenanceChange): Promise<MaintenanceSettings> {
  if (Object.keys(change).length === 0) {
    const { rows } = await client.query<MaintenanceSettings>(`SELECT ${COLUMNS} FROM "SiteSettings" WHERE id = 1`);
    return rows[0] ?? { maintenance: false, maintenanceMessage: "", contactEmail: "", contactPhone: "" };
  }
  // NULL leaves a column as it is; a new row takes the column's default for what is not given.
  const { rows } = await client.query<MaintenanceSettings>(
    `INSERT INTO "SiteSettings" (id, maintenance, "maintenanceMessage", "contactEmail", "contactPhone", "updatedAt")
     VALUES (1, COALESCE($1, false), COALESCE($2, ''), COALESCE($3, ''), COALESCE($4, ''), now())
     ON CONFLICT (id) DO UPDATE SET
       maintenance = COALESCE($1, "SiteSettings".maintenance),
       "maintenanceMessage" = COALESCE($2, "SiteSettings"."maintenanceMessage"),
       "contactEmail" = COALESCE($3, "SiteSettings"."contactEmail"),
       "contactPhone" = COALESCE($4, "SiteSettings"."contactPhone"),
       "updatedAt" = now()
     RETURNING ${COLUMNS}`,
    [change.maintenance ?? null, change.message ?? null, change.contactEmail ?? null, change.contactPhone ?? null],
  );
  return rows[0]!;
}

/** The running `npm start`'s embedded database address, if one is serving `dataDir`. */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const lock = `${dataDir}.lock`;
  if (!existsSync(lock) || !existsSync(urlFile(dataDir))) return undefined;
  const pid = Number(readFileSync(lock, "utf8"));
  if (!pid || !processAlive(pid)) return undefined;
  return readFileSync(urlFile(dataDir), "utf8").trim() || undefined;
}

async function withDatabase<T>(dataDir: string, work: (client: pg.Client, url: string) => Promise<T>): Promise<{ result: T; where: string }> {
  let url = process.env.DATABASE_URL;
  let where = "DATABASE_URL";
  let stop = async () => {};
  if (!url) {
    url = runningEmbeddedUrl(dataDir);
    where = `the running shop's embedded database (${dataDir})`;
  }
  if (!url) {
    const embedded = await startEmbeddedDatabase({ dataDir });
    stop = embedded.stop;
    url = embedded.url;
    where = `the embedded database (${dataDir})`;
    await migrate(url);
  }
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return { result: await work(client, url), where };
  } finally {
    await client.end().catch(() => {});
    await stop();
  }
}

function summary(settings: MaintenanceSettings): string {
  const status = toMaintenanceStatus(settings);
  return [
    `Maintenance: ${status.isMaintain ? "ON (storefront pages answer 503 with the notice)" : "OFF (the shop is open)"}`,
    `Message:     ${status.message || "(the default text)"}`,
    `Contact:     ${status.contact}`,
  ].join("\n");
}

/**
 * With REDIS_URL, expires the "settings" tag in the shared cache: every running instance drops its copy
 * of the switch and the pages that show the settings at once. True when Redis took the write.
 */
async function tellRunningInstances(tags: readonly string[] = [TAG.settings]): Promise<boolean> {
  if (!process.env.REDIS_URL) return false;
  const { createSharedCache, optionsFromEnv } = await import("../cache-handlers/shared-cache.mjs");
  const core = createSharedCache({ ...optionsFromEnv(process.env), timeoutMs: 2_000 });
  try {
    // The core connects in the background: wait for it (at most 3 s).
    for (let waited = 0; !core.status().up && waited < 3_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    if (!core.status().up) return false;
    await core.expireTags([...tags]);
    return core.status().pendingTags === 0;
  } finally {
    await core.close(1_000);
  }
}

/** Sends the due WhatsApp messages with the settings of process.env (the defaults are env.ts's). */
export async function sweepNotifications(client: pg.Client, source: Record<string, string | undefined> = process.env, now = new Date()): Promise<SweepResult> {
  const value = (key: string) => source[key] || undefined;
  const language = value("WHATSAPP_TEMPLATE_LANGUAGE") ?? "en";
  const senders: Senders = {
    whatsapp: createWhatsAppSender({
      WHATSAPP_TOKEN: value("WHATSAPP_TOKEN"),
      WHATSAPP_PHONE_NUMBER_ID: value("WHATSAPP_PHONE_NUMBER_ID"),
      WHATSAPP_API_BASE: value("WHATSAPP_API_BASE") ?? "https://graph.facebook.com/v21.0",
      WHATSAPP_TEMPLATE_LANGUAGE: language,
      WHATSAPP_OUTBOX_DIR: value("WHATSAPP_OUTBOX_DIR"),
      MAIL_OUTBOX_DIR: value("MAIL_OUTBOX_DIR") ?? ".data/outbox",
    }),
    language,
    mail: createMailSender({ SMTP_URL: value("SMTP_URL"), MAIL_FROM: value("MAIL_FROM") ?? "Silver Aura <no-reply@localhost>", MAIL_OUTBOX_DIR: value("MAIL_OUTBOX_DIR") ?? ".data/outbox" }),
  };
  const sql = { query: async <T>(text: string, params: unknown[]) => (await client.query(text, params)).rows as T[] };
  const total: SweepResult = { sent: 0, pending: 0, failed: 0 };
  // In rounds of 50 until nothing due is left (a message that fails again is not due again in this run).
  for (;;) {
    const round = await sweepDue(sql, senders, now, 50);
    total.sent += round.sent;
    total.pending += round.pending;
    total.failed += round.failed;
    if (round.sent + round.pending + round.failed < 50) return total;
  }
}

/**
 * The mails' links (unsubscribe, the cart) are signed with the shop's secret and point at its address,
 * so the command makes them as the shop does: with NEXTAUTH_SECRET and NEXT_PUBLIC_SITE_URL as the
 * shop has them (a host's cron gets the shop's settings), else, on a laptop, `npm start`'s own
 * (.data/session-secret and http://localhost:PORT). A production run without a secret stops in
 * src/env.ts, as the shop would.
 */
export function adoptShopLinkSettings(target: NodeJS.ProcessEnv): void {
  if (target.NEXTAUTH_SECRET) return;
  const file = path.join(process.cwd(), ".data", "session-secret");
  const kept = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  if (kept.length < 32) return;
  target.NEXTAUTH_SECRET = kept;
  target.NEXT_PUBLIC_SITE_URL ||= `http://localhost:${target.PORT || "3000"}`;
}

/**
 * Queues what has become due (issue 45: cart reminders, back-in-stock alerts) with the app's own
 * server modules (src/server/notify/queue-due.ts), on the database at `url`. They read the database
 * through the app's client (DATABASE_URL, read once when src/env.ts loads), so the address this
 * command found is put there first; their "server-only" marker is lifted for this process, as the seed does.
 */
export async function queueDueMessagesOn(url: string): Promise<{ cartReminders: number; backInStock: number }> {
  process.env.DATABASE_URL = url;
  adoptShopLinkSettings(process.env);
  const { queueDueMessages } = await importServerModule(() => import("@/server/notify/queue-due"));
  const { db } = await importServerModule(() => import("@/server/db"));
  try {
    return await queueDueMessages();
  } finally {
    await db.$disconnect().catch(() => {});
  }
}

/** `offers --since <minutes>`: the look-back in minutes (1–1440, default 2); throws UsageError otherwise. */
export function parseOffersSince(args: string[]): number {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { since: { type: "string" } }, allowPositionals: false, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const text = parsed.values.since ?? "2";
  const minutes = Number(text);
  if (!/^\d+$/.test(text) || minutes < 1 || minutes > 1440) throw new UsageError("--since takes whole minutes from 1 to 1440");
  return minutes;
}

/** The first start or end of a non-paused automatic offer in (now − since, now]; null when none. */
export async function offerBoundaryPassed(client: pg.Client, sinceMinutes: number, now = new Date()): Promise<Date | null> {
  const after = new Date(now.getTime() - sinceMinutes * 60_000);
  const { rows } = await client.query<{ at: Date | null }>(
    `SELECT min(t) AS at FROM (
       SELECT "startsAt" AS t FROM "Offer" WHERE code IS NULL AND NOT paused AND "startsAt" > $1 AND "startsAt" <= $2
       UNION ALL
       SELECT "endsAt" AS t FROM "Offer" WHERE code IS NULL AND NOT paused AND "endsAt" > $1 AND "endsAt" <= $2
     ) AS boundaries`,
    [after, now],
  );
  return rows[0]?.at ?? null;
}

async function main(): Promise<number> {
  if (process.argv[2] === "offers") {
    let since;
    try {
      since = parseOffersSince(process.argv.slice(3));
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    const { result: passed, where } = await withDatabase(DEFAULT_DATA_DIR, (client) => offerBoundaryPassed(client, since));
    console.log(`[maintenance] ${where}`);
    if (passed === null) {
      console.log(`No automatic offer started or ended in the last ${since} minutes.`);
      return 0;
    }
    console.log(`An automatic offer started or ended at ${passed.toISOString()}.`);
    console.log(
      (await tellRunningInstances([TAG.offers]))
        ? "Every running instance follows at once (told through the shared cache, REDIS_URL)."
        : "No shared cache (REDIS_URL) to tell: a running `npm start` follows by its own offer clock.",
    );
    return 0;
  }
  if (process.argv[2] === "notifications") {
    if (process.argv.length > 3) {
      console.error(`notifications takes no options\n${USAGE}`);
      return 2;
    }
    const { result, where } = await withDatabase(DEFAULT_DATA_DIR, async (client, url) => {
      const queued = await queueDueMessagesOn(url);
      return { queued, sent: await sweepNotifications(client) };
    });
    const { queued, sent } = result;
    console.log(`[maintenance] ${where}`);
    console.log(`Queued now: ${queued.cartReminders} cart reminder${queued.cartReminders === 1 ? "" : "s"}, ${queued.backInStock} back-in-stock alert${queued.backInStock === 1 ? "" : "s"}.`);
    console.log(`Queued messages (WhatsApp and mail): ${sent.sent} sent, ${sent.pending} to try again later, ${sent.failed} failed (see /admin/notifications).`);
    return 0;
  }
  let command;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  const { result, where } = await withDatabase(command.dataDir, (client) => applyChange(client, command.change));
  console.log(`[maintenance] ${where}`);
  console.log(summary(result));
  if (Object.keys(command.change).length > 0) {
    console.log(
      (await tellRunningInstances())
        ? "Every running instance follows at once (told through the shared cache, REDIS_URL)."
        : `A running shop follows within ${MAINTENANCE_CACHE_MS / 1000} seconds.`,
    );
  }
  return 0;
}

// Run as a script (not when a test imports its functions).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`[maintenance] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
