import "server-only";
import * as z from "zod/mini";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ADMIN_CODE_FAILURES_PER_ACCOUNT, ADMIN_CODE_FAILURES_PER_ADDRESS } from "@/server/admin/auth/admin-auth-rules";
import { countAdminFailure } from "@/server/admin/auth/suspicious-attempts";
import { openTotpKey } from "@/server/admin/two-factor/key-box";
import { hashRecoveryCode, normaliseRecoveryCode } from "@/server/admin/two-factor/recovery-codes";
import { matchTotpStep } from "@/server/admin/two-factor/totp-code";
import { assertNotThrottled } from "@/server/auth/failure-throttle";
import { db } from "@/server/db";
import { AppError, badRequest } from "@/server/errors";

// Checking a second factor (the sign-in's second step, step-up): an authenticator code or a
// recovery code. Both are spent atomically, so two requests racing with the same code cannot
// both pass: the code's step is written only WHERE totpLastStep IS NULL OR totpLastStep < step,
// and a recovery code is marked used only WHERE usedAt IS NULL. Failures count per account (the
// admin) and per address; once either is used up every try is a 429 until its window ends, and
// the admin is mailed when their account's limit is reached (suspicious-attempts.ts).

/** The body of the second step and of step-up: {code} or {recoveryCode}. */
export const ZSecondFactorRequest = z.object(
  {
    code: z.optional(z.string().check(z.maxLength(64, { error: STAFF_MSG.codeWrong }))),
    recoveryCode: z.optional(z.string().check(z.maxLength(64, { error: STAFF_MSG.recoveryCodeWrong }))),
  },
  { error: "Send the form as a JSON object." },
);
export type SecondFactorRequest = z.infer<typeof ZSecondFactorRequest>;

export function parseSecondFactorRequest(body: unknown): SecondFactorRequest {
  const parsed = ZSecondFactorRequest.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? STAFF_MSG.codeMissing);
  const { code, recoveryCode } = parsed.data;
  if (!code?.trim() && !recoveryCode?.trim()) throw badRequest(STAFF_MSG.codeMissing);
  return parsed.data;
}

/** Spends an authenticator code of the admin; true when it was right and not used before. */
export async function spendTotpCode(adminId: string, typed: string, now: Date): Promise<boolean> {
  const admin = await db.admin.findUnique({ where: { id: adminId }, select: { totpSecret: true, totpEnabledAt: true, totpLastStep: true } });
  if (!admin?.totpSecret || !admin.totpEnabledAt) return false;
  const key = openTotpKey(admin.totpSecret);
  if (!key) return false;
  const step = matchTotpStep(key, typed, now, admin.totpLastStep);
  if (step === null) return false;
  const spent = await db.$executeRaw`
    UPDATE "Admin" SET "totpLastStep" = ${step}, "updatedAt" = ${now}
    WHERE "id" = ${adminId} AND "totpEnabledAt" IS NOT NULL AND ("totpLastStep" IS NULL OR "totpLastStep" < ${step})`;
  return spent === 1;
}

/** Spends a recovery code of the admin; true when it was one of theirs and unused. */
export async function spendRecoveryCode(adminId: string, typed: string, now: Date): Promise<boolean> {
  if (!normaliseRecoveryCode(typed)) return false;
  const spent = await db.adminRecoveryCode.updateMany({ where: { adminId, codeHash: hashRecoveryCode(typed), usedAt: null }, data: { usedAt: now } });
  return spent.count === 1;
}

/**
 * Checks {code} or {recoveryCode} for the admin: throws 429 when throttled, `wrong` when wrong (counted),
 * and resolves when right (the code is spent).
 */
export async function verifySecondFactor({
  adminId,
  input,
  address,
  wrong = "UNAUTHORIZED",
  now = new Date(),
}: {
  adminId: string;
  input: SecondFactorRequest;
  address: string;
  /** 401 at sign-in; 400 for a signed-in admin (a 401 there would mean the session ended). */
  wrong?: "UNAUTHORIZED" | "BAD_REQUEST";
  now?: Date;
}): Promise<void> {
  const accountKey = { rule: ADMIN_CODE_FAILURES_PER_ACCOUNT, subject: adminId };
  const keys = [accountKey, { rule: ADMIN_CODE_FAILURES_PER_ADDRESS, subject: address }];
  await assertNotThrottled(keys, STAFF_MSG.tooManyCodes, now);
  const byRecovery = !input.code?.trim() && Boolean(input.recoveryCode?.trim());
  const right = byRecovery ? await spendRecoveryCode(adminId, input.recoveryCode ?? "", now) : await spendTotpCode(adminId, input.code ?? "", now);
  if (right) return;
  await countAdminFailure(keys, { key: accountKey, adminId, what: "code" }, now);
  throw new AppError(wrong, byRecovery ? STAFF_MSG.recoveryCodeWrong : STAFF_MSG.codeWrong);
}
