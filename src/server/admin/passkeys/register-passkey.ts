import "server-only";
import { type RegistrationResponseJSON, verifyRegistrationResponse } from "@simplewebauthn/server";
import { Prisma } from "@/generated/prisma/client";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import type { PasskeyAnswerRequest, PasskeyJSON } from "@/lib/schemas/admin-passkeys";
import { recordAudit } from "@/server/admin/audit";
import type { SessionAdmin } from "@/server/auth/authorize";
import { describeDevice } from "@/server/auth/describe-device";
import { db } from "@/server/db";
import { badRequest, conflict } from "@/server/errors";
import { challengeOf, takeChallenge } from "./passkey-challenge";
import { passkeyJSON } from "./passkey-record";
import { clampCounter, relyingParty } from "./relying-party";

/** "Passkey on Chrome, Android" from the browser that made it. */
export function defaultPasskeyName(userAgent: string | null): string {
  return STAFF_MSG.passkeyDefaultName(describeDevice(userAgent).replace(" on ", ", "));
}

/**
 * Checks the browser's answer to the registration options (its challenge, used once; the site's
 * origin and RP id) and stores the new passkey for this admin. Adding a passkey proves the admin
 * holds it, so the session counts as having given its second factor now (step-up window).
 */
export async function registerPasskey({
  admin,
  input,
  userAgent,
  now = new Date(),
}: {
  admin: Pick<SessionAdmin, "id" | "email" | "role" | "sessionId">;
  input: PasskeyAnswerRequest;
  userAgent: string | null;
  now?: Date;
}): Promise<PasskeyJSON> {
  const response = input.response as unknown as RegistrationResponseJSON;
  const expectedChallenge = await takeChallenge({ challenge: challengeOf(response.response.clientDataJSON), purpose: "passkey-register", adminId: admin.id, now });
  const rp = relyingParty();
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({ response, expectedChallenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false });
  } catch {
    throw badRequest(STAFF_MSG.passkeyNotVerified);
  }
  if (!verification.verified) throw badRequest(STAFF_MSG.passkeyNotVerified);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;

  const name = defaultPasskeyName(userAgent);
  try {
    const row = await db.$transaction(async (tx) => {
      const created = await tx.passkey.create({
        data: {
          id: credential.id,
          adminId: admin.id,
          publicKey: new Uint8Array(credential.publicKey),
          counter: clampCounter(credential.counter),
          transports: credential.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          name,
          createdAt: now,
        },
      });
      await tx.session.update({ where: { id: admin.sessionId }, data: { secondFactorAt: now } });
      await recordAudit(tx, admin, { entity: "admin", entityId: admin.id, action: "create", summary: `Added a passkey "${name}" for ${admin.email}` });
      return created;
    });
    return passkeyJSON(row);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw conflict(STAFF_MSG.passkeyAlreadyAdded);
    throw error;
  }
}
