import "server-only";
import { type AuthenticationResponseJSON, type PublicKeyCredentialRequestOptionsJSON, generateAuthenticationOptions } from "@simplewebauthn/server";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import type { PasskeyAnswerRequest } from "@/lib/schemas/admin-passkeys";
import type { LoginAdmin } from "@/server/admin/auth/login-admin";
import { assertNotThrottled, countFailure } from "@/server/auth/failure-throttle";
import { db } from "@/server/db";
import { unauthorized } from "@/server/errors";
import { enforceRateLimit } from "@/server/rate-limit";
import { CHALLENGE_TTL_MS, challengeOf, saveChallenge, takeChallenge } from "./passkey-challenge";
import { PASSKEY_OPTIONS_PER_ADDRESS, PASSKEY_SIGN_IN_FAILURES_PER_ADDRESS } from "./passkey-rules";
import { relyingParty } from "./relying-party";
import { verifyPasskeyAssertion } from "./verify-passkey-assertion";

/**
 * Options for signing in with a passkey: no allowCredentials (a discoverable credential: the
 * browser offers the passkeys it holds for this site, and the answer says which one and whose).
 */
export async function passkeySignInOptions({ address }: { address: string }): Promise<PublicKeyCredentialRequestOptionsJSON> {
  await enforceRateLimit(PASSKEY_OPTIONS_PER_ADDRESS, address, STAFF_MSG.passkeyTooMany);
  const options = await generateAuthenticationOptions({ rpID: relyingParty().id, userVerification: "preferred", timeout: CHALLENGE_TTL_MS });
  await saveChallenge({ challenge: options.challenge, purpose: "passkey-sign-in" });
  return options;
}

/**
 * Signs in with a passkey alone (it stands for both the password and the code): the challenge is
 * taken (once, 5 minutes), the passkey found by its credential id, its admin must be active, and
 * the signature and counter must verify. Any failure is the same 401 and counts against the
 * address's limit; once used up, a 429 with Retry-After.
 */
export async function signInWithPasskey({ input, address, now = new Date() }: { input: PasskeyAnswerRequest; address: string; now?: Date }): Promise<LoginAdmin> {
  const keys = [{ rule: PASSKEY_SIGN_IN_FAILURES_PER_ADDRESS, subject: address }];
  await assertNotThrottled(keys, STAFF_MSG.passkeyTooMany, now);
  const response = input.response as unknown as AuthenticationResponseJSON;
  try {
    const expectedChallenge = await takeChallenge({ challenge: challengeOf(response.response.clientDataJSON), purpose: "passkey-sign-in", now });
    const passkey = await db.passkey.findUnique({
      where: { id: response.id },
      select: {
        id: true,
        publicKey: true,
        counter: true,
        transports: true,
        admin: { select: { id: true, name: true, email: true, sessionVersion: true, active: true, webauthnUserId: true } },
      },
    });
    if (!passkey || !passkey.admin.active) throw unauthorized(STAFF_MSG.passkeyNotRecognised);
    // The user handle the authenticator returns must be this admin's (when it sends one).
    const userHandle = response.response.userHandle;
    if (userHandle && userHandle !== passkey.admin.webauthnUserId) throw unauthorized(STAFF_MSG.passkeyNotRecognised);
    if (!(await verifyPasskeyAssertion({ passkey, response, expectedChallenge, now }))) throw unauthorized(STAFF_MSG.passkeyNotRecognised);
    const { id, name, email, sessionVersion } = passkey.admin;
    return { id, name, email, sessionVersion, hasSecondFactor: true, hasAuthenticatorApp: false };
  } catch (error) {
    await countFailure(keys, now);
    throw error;
  }
}
