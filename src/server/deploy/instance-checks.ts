import type { Env } from "@/env";

// What a shop set up to run as several instances (REDIS_URL set: one shared cache for all of them)
// still keeps per instance. Printed once when each instance starts (src/instrumentation.ts), so the
// operator reads it in the logs before a shopper meets it.

/** The settings multiInstanceWarnings reads. */
type Settings = Pick<Env, "REDIS_URL" | "DATABASE_URL" | "UPLOADTHING_TOKEN" | "SMTP_URL">;

/** One line per setting that only works on one machine, when REDIS_URL says there are several. */
export function multiInstanceWarnings(settings: Settings): string[] {
  if (!settings.REDIS_URL) return [];
  const warnings: string[] = [];
  if (!settings.DATABASE_URL) {
    warnings.push("REDIS_URL is set but DATABASE_URL is not: the embedded database belongs to one instance; give every instance the same PostgreSQL.");
  }
  if (!settings.UPLOADTHING_TOKEN) {
    warnings.push("REDIS_URL is set but UPLOADTHING_TOKEN is not: uploaded pictures go to this instance's disk (MEDIA_DIR) and are missing on the others; set UPLOADTHING_TOKEN.");
  }
  if (!settings.SMTP_URL) {
    warnings.push("REDIS_URL is set but SMTP_URL is not: mails go to this instance's local outbox (MAIL_OUTBOX_DIR) and are never sent; set SMTP_URL.");
  }
  return warnings;
}
