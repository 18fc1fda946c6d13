import "server-only";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { db } from "@/server/db";
import { badRequest } from "@/server/errors";

// WebAuthn challenges in the AuthChallenge table: made by an "options" call, taken back (and
// deleted in the same statement) by the "verify" call that answers it, so each works once and only
// for 5 minutes, and only for its purpose and its admin. The row's id is the challenge itself (the
// 32 random bytes @simplewebauthn/server makes, base64url), which the browser's signed
// clientDataJSON carries back, so the browser keeps no state of its own between the two calls.

export type ChallengePurpose = "passkey-register" | "passkey-sign-in" | "passkey-step-up";
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Stores a challenge for `purpose` (and `adminId` when the ceremony is for a signed-in admin). */
export async function saveChallenge({ challenge, purpose, adminId = null, now = new Date() }: { challenge: string; purpose: ChallengePurpose; adminId?: string | null; now?: Date }): Promise<void> {
  // Expired challenges are swept as new ones are made (the expiresAt index keeps this cheap).
  await db.authChallenge.deleteMany({ where: { expiresAt: { lt: now } } });
  await db.authChallenge.create({ data: { id: challenge, purpose, adminId, challenge, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) } });
}

/** The challenge a browser's clientDataJSON names, or "" when it cannot be read. */
export function challengeOf(clientDataJSON: unknown): string {
  if (typeof clientDataJSON !== "string") return "";
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
    const challenge = typeof parsed === "object" && parsed !== null ? (parsed as { challenge?: unknown }).challenge : undefined;
    return typeof challenge === "string" ? challenge : "";
  } catch {
    return "";
  }
}

/**
 * Takes (deletes) the challenge and returns it, or a 400 when it is unknown, already used, expired,
 * for another purpose or for another admin. One DELETE ... RETURNING: two answers racing with the
 * same challenge cannot both get it.
 */
export async function takeChallenge({ challenge, purpose, adminId = null, now = new Date() }: { challenge: string; purpose: ChallengePurpose; adminId?: string | null; now?: Date }): Promise<string> {
  if (!challenge) throw badRequest(STAFF_MSG.passkeyChallengeExpired);
  const rows = await db.$queryRaw<{ expiresAt: Date }[]>`
    DELETE FROM "AuthChallenge"
    WHERE "id" = ${challenge} AND "purpose" = ${purpose} AND "adminId" IS NOT DISTINCT FROM ${adminId}
    RETURNING "expiresAt"`;
  const row = rows[0];
  if (!row || row.expiresAt.getTime() <= now.getTime()) throw badRequest(STAFF_MSG.passkeyChallengeExpired);
  return challenge;
}
