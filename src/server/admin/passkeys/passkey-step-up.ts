import "server-only";
import { type AuthenticationResponseJSON, type AuthenticatorTransport, type PublicKeyCredentialRequestOptionsJSON, generateAuthenticationOptions } from "@simplewebauthn/server";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import type { PasskeyAnswerRequest } from "@/lib/schemas/admin-passkeys";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { badRequest, forbidden } from "@/server/errors";
import { CHALLENGE_TTL_MS, challengeOf, saveChallenge, takeChallenge } from "./passkey-challenge";
import { relyingParty } from "./relying-party";
import { verifyPasskeyAssertion } from "./verify-passkey-assertion";

/** Options for confirming it is you with one of your own passkeys (allowCredentials: yours only). */
export async function passkeyStepUpOptions({ admin }: { admin: Pick<SessionAdmin, "id"> }): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await db.passkey.findMany({ where: { adminId: admin.id }, select: { id: true, transports: true } });
  if (passkeys.length === 0) throw badRequest(STAFF_MSG.passkeyNoneYet);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    userVerification: "preferred",
    timeout: CHALLENGE_TTL_MS,
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
  });
  await saveChallenge({ challenge: options.challenge, purpose: "passkey-step-up", adminId: admin.id });
  return options;
}

/**
 * Checks the answer with the signed-in admin's own passkey and marks this session's second factor
 * as given now (the step-up window, src/server/auth/second-factor-gate.ts). Another admin's passkey
 * is refused (403) even when its signature is right.
 */
export async function stepUpWithPasskey({ admin, input, now = new Date() }: { admin: Pick<SessionAdmin, "id" | "sessionId">; input: PasskeyAnswerRequest; now?: Date }): Promise<void> {
  const response = input.response as unknown as AuthenticationResponseJSON;
  const expectedChallenge = await takeChallenge({ challenge: challengeOf(response.response.clientDataJSON), purpose: "passkey-step-up", adminId: admin.id, now });
  const passkey = await db.passkey.findFirst({ where: { id: response.id, adminId: admin.id }, select: { id: true, publicKey: true, counter: true, transports: true } });
  if (!passkey) throw forbidden(STAFF_MSG.passkeyNotYours);
  if (!(await verifyPasskeyAssertion({ passkey, response, expectedChallenge, now }))) throw forbidden(STAFF_MSG.passkeyNotVerified);
  await db.session.update({ where: { id: admin.sessionId }, data: { secondFactorAt: now } });
}
