import "server-only";
import { SHOP } from "@/lib/constants";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import type { ThrottleKey } from "@/server/auth/failure-throttle";
import { db } from "@/server/db";
import type { Mail } from "@/server/mail/send-mail";
import { sendMail } from "@/server/mail/send-mail";
import { hitRateLimit, type RateLimitRule } from "@/server/rate-limit";

// Telling an admin of suspicious sign-in attempts (OWASP ASVS 5.0 V6.3.5): when the failures of
// their account (wrong passwords, or wrong authenticator or recovery codes) reach the per-account
// limit, they get one mail, at most one per window (15 minutes), however long the attack goes on.

/** One mail per admin per window. */
export const SUSPICIOUS_MAIL_RULE: RateLimitRule = { name: "admin-suspicious-mail", limit: 1, windowMs: 15 * 60 * 1000 };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function suspiciousAttemptsMail({ to, name, what }: { to: string; name: string; what: "password" | "code" }): Mail {
  const tried = what === "password" ? "with a wrong password" : "with a wrong authenticator or recovery code (after the right password)";
  const lines = [
    `Hello ${name},`,
    "",
    `Several failed sign-ins to your back-office account at ${SHOP.name} were just made, ${tried}. Signing in is paused for a few minutes.`,
    "",
    what === "password"
      ? "If it was you, wait a few minutes and try again. If it was not, your account is still closed to them; if you think someone knows your password, change it."
      : "If it was not you, someone knows your password: change it now, and check your recovery codes are safe.",
    "",
    SHOP.name,
  ];
  const html = lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join("");
  return { to, subject: STAFF_MSG.suspiciousMailSubject, text: lines.join("\n"), html };
}

/**
 * Counts one failure against every key (like failure-throttle's countFailure) and, when the
 * `account` key has just reached its limit, mails the admin (once per window). A failed mail
 * never changes the answer: it is logged.
 */
export async function countAdminFailure(keys: ThrottleKey[], account: { key: ThrottleKey; adminId: string | null; what: "password" | "code" }, now: Date = new Date()): Promise<void> {
  const results = await Promise.all(keys.map(({ rule, subject }) => hitRateLimit(rule, subject, now)));
  const index = keys.indexOf(account.key);
  const reached = index >= 0 && results[index]?.count === account.key.rule.limit;
  if (!reached || !account.adminId) return;
  try {
    const gate = await hitRateLimit(SUSPICIOUS_MAIL_RULE, account.adminId, now);
    if (!gate.allowed) return;
    const admin = await db.admin.findUnique({ where: { id: account.adminId }, select: { email: true, name: true, active: true } });
    if (!admin?.active) return;
    await sendMail(suspiciousAttemptsMail({ to: admin.email, name: admin.name, what: account.what }), now);
  } catch (error) {
    console.error("The mail about failed sign-ins could not be sent", error);
  }
}
