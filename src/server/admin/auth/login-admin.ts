import "server-only";
import { env } from "@/env";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import type { AdminLoginRequest } from "@/lib/schemas/admin-auth";
import {
  ADMIN_LOGIN_FAILURES_PER_ACCOUNT,
  ADMIN_LOGIN_FAILURES_PER_ADDRESS,
  DEMO_ADMIN_PASSWORD,
  refusesDemoPassword,
} from "@/server/admin/auth/admin-auth-rules";
import { dummyPasswordHash } from "@/server/auth/dummy-hash";
import { countAdminFailure } from "@/server/admin/auth/suspicious-attempts";
import { assertNotThrottled } from "@/server/auth/failure-throttle";
import { hashSecret, needsRehash, verifySecret } from "@/server/auth/password";
import { db } from "@/server/db";
import { forbidden, unauthorized } from "@/server/errors";

/** The admin a sign-in starts a session for. */
export interface LoginAdmin {
  id: string;
  name: string;
  email: string;
  sessionVersion: number;
  /** Whether the admin has an authenticator app or a passkey: then the password alone starts no session. */
  hasSecondFactor: boolean;
  /** Whether the second step can take an authenticator code (else only a passkey can finish). */
  hasAuthenticatorApp: boolean;
}

/**
 * Checks an admin's e-mail and password. An unknown e-mail, a wrong password and a deactivated
 * admin all get the same 401 after the same argon2 work (an unknown e-mail is verified against a
 * dummy hash), and count against the account's and the address's failure limits; once either is
 * used up every attempt is a 429 with Retry-After until its window ends. The demo password is
 * refused on a real production server, even when right, so a forgotten seed never opens a shop.
 * When the account's failures reach its limit the admin is mailed (suspicious-attempts.ts).
 */
export async function loginAdmin({
  input,
  address,
  environment = env,
}: {
  input: AdminLoginRequest;
  address: string;
  environment?: { NODE_ENV: string; SHOP_LOCAL: boolean };
}): Promise<LoginAdmin> {
  const accountKey = { rule: ADMIN_LOGIN_FAILURES_PER_ACCOUNT, subject: input.email };
  const keys = [
    accountKey,
    { rule: ADMIN_LOGIN_FAILURES_PER_ADDRESS, subject: address },
  ];
  await assertNotThrottled(keys, ADMIN_AUTH_MSG.tooManyLogins);

  const admin = await db.admin.findUnique({
    where: { email: input.email },
    select: {
      id: true,
      name: true,
      email: true,
      sessionVersion: true,
      active: true,
      passwordHash: true,
      totpEnabledAt: true,
      _count: { select: { passkeys: true } },
    },
  });
  const valid = await verifySecret(input.password, admin?.passwordHash ?? (await dummyPasswordHash()));
  if (!admin || !admin.active || !valid) {
    await countAdminFailure(keys, { key: accountKey, adminId: admin?.id ?? null, what: "password" });
    throw unauthorized(ADMIN_AUTH_MSG.invalidLogin);
  }
  if (input.password === DEMO_ADMIN_PASSWORD && refusesDemoPassword(environment)) throw forbidden(ADMIN_AUTH_MSG.demoPasswordRefused);

  if (needsRehash(admin.passwordHash)) {
    await db.admin.update({ where: { id: admin.id }, data: { passwordHash: await hashSecret(input.password) } });
  }
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    sessionVersion: admin.sessionVersion,
    hasSecondFactor: admin.totpEnabledAt !== null || admin._count.passkeys > 0,
    hasAuthenticatorApp: admin.totpEnabledAt !== null,
  };
}
