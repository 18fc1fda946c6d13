import "server-only";
import QRCode from "qrcode";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { openTotpKey, sealTotpKey } from "@/server/admin/two-factor/key-box";
import { type ShopEnvironment, policyRequiresSecondFactor } from "@/server/admin/two-factor/policy";
import { hashRecoveryCode, newRecoveryCodes } from "@/server/admin/two-factor/recovery-codes";
import { matchTotpStep, newTotpKey, totpUri } from "@/server/admin/two-factor/totp-code";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { AppError, badRequest, conflict } from "@/server/errors";
import { env } from "@/env";

// The authenticator app of the signed-in admin (issue 43 §2): set up (a new key, kept encrypted
// and unconfirmed until the first right code), confirm (on; ten recovery codes, shown once),
// new recovery codes, turn off. The key never leaves the server again once the app is on.

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  passkeys: number;
  /** Whether the shop's policy asks this admin's role for a second factor (on this server). */
  required: boolean;
}

export async function twoFactorStatus(admin: Pick<SessionAdmin, "id" | "role">, environment: ShopEnvironment = env): Promise<TwoFactorStatus> {
  const [row, recoveryCodesLeft, passkeys] = await Promise.all([
    db.admin.findUniqueOrThrow({ where: { id: admin.id }, select: { totpEnabledAt: true } }),
    db.adminRecoveryCode.count({ where: { adminId: admin.id, usedAt: null } }),
    db.passkey.count({ where: { adminId: admin.id } }),
  ]);
  return {
    enabled: row.totpEnabledAt !== null,
    enabledAt: row.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft,
    passkeys,
    required: await policyRequiresSecondFactor(admin.role, environment),
  };
}

/** A new key for the app (replacing an unconfirmed one): the otpauth URI, its QR (SVG) and the key typed out. */
export async function setUpTotp(admin: Pick<SessionAdmin, "id" | "email">): Promise<{ uri: string; qrSvg: string; key: string }> {
  const key = newTotpKey();
  const updated = await db.admin.updateMany({ where: { id: admin.id, totpEnabledAt: null }, data: { totpSecret: sealTotpKey(key), totpLastStep: null } });
  if (updated.count !== 1) throw conflict(STAFF_MSG.alreadyOn);
  const uri = totpUri(key, admin.email);
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { uri, qrSvg, key };
}

async function replaceRecoveryCodes(adminId: string, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.$transaction([
    db.adminRecoveryCode.deleteMany({ where: { adminId } }),
    db.adminRecoveryCode.createMany({ data: codes.map((code) => ({ adminId, codeHash: hashRecoveryCode(code), createdAt: now })) }),
  ]);
  return codes;
}

/**
 * Turns the app on with its first right code: the key is confirmed, the code's step spent, this
 * session counts as having given its second factor now, and ten new recovery codes are returned.
 */
export async function confirmTotp(admin: Pick<SessionAdmin, "id" | "sessionId">, typed: string, now: Date = new Date()): Promise<string[]> {
  const row = await db.admin.findUniqueOrThrow({ where: { id: admin.id }, select: { totpSecret: true, totpEnabledAt: true } });
  if (row.totpEnabledAt) throw conflict(STAFF_MSG.alreadyOn);
  const key = row.totpSecret ? openTotpKey(row.totpSecret) : null;
  if (!key) throw conflict(STAFF_MSG.noSetUp);
  const step = matchTotpStep(key, typed, now, null);
  if (step === null) throw badRequest(STAFF_MSG.codeWrong);
  const turnedOn = await db.admin.updateMany({
    where: { id: admin.id, totpEnabledAt: null, totpSecret: row.totpSecret },
    data: { totpEnabledAt: now, totpLastStep: step },
  });
  if (turnedOn.count !== 1) throw conflict(STAFF_MSG.noSetUp);
  await db.session.update({ where: { id: admin.sessionId }, data: { secondFactorAt: now } });
  return replaceRecoveryCodes(admin.id, now);
}

/** Ten new recovery codes (the old ones stop working); needs a second factor to recover. */
export async function regenerateRecoveryCodes(admin: Pick<SessionAdmin, "id" | "hasSecondFactor">, now: Date = new Date()): Promise<string[]> {
  if (!admin.hasSecondFactor) throw conflict(STAFF_MSG.noFactorForCodes);
  return replaceRecoveryCodes(admin.id, now);
}

/**
 * Turns the app off: refused when the shop's policy asks this role for a second factor (on this
 * server) and no passkey is left. Without a passkey the recovery codes go too.
 */
export async function turnOffTotp(admin: Pick<SessionAdmin, "id" | "role">, environment: ShopEnvironment = env): Promise<void> {
  const passkeys = await db.passkey.count({ where: { adminId: admin.id } });
  if (passkeys === 0 && (await policyRequiresSecondFactor(admin.role, environment))) throw new AppError("CONFLICT", STAFF_MSG.turnOffRefused);
  await db.$transaction([
    db.admin.update({ where: { id: admin.id }, data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null } }),
    ...(passkeys === 0 ? [db.adminRecoveryCode.deleteMany({ where: { adminId: admin.id } })] : []),
  ]);
}
