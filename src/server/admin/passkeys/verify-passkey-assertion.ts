import "server-only";
import { type AuthenticationResponseJSON, type AuthenticatorTransport, verifyAuthenticationResponse } from "@simplewebauthn/server";
import { db } from "@/server/db";
import { clampCounter, relyingParty } from "./relying-party";

export interface StoredPasskey {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/**
 * Checks a browser's signed answer (origin, RP id, challenge, signature with the stored public
 * key, the signature counter) and, when right, records the passkey's new counter and when it was
 * used. Returns false for any answer that does not verify (never throws for a client's bytes).
 * A counter that did not grow (when either side is non-zero) is refused: a cloned authenticator.
 */
export async function verifyPasskeyAssertion({
  passkey,
  response,
  expectedChallenge,
  now = new Date(),
}: {
  passkey: StoredPasskey;
  response: AuthenticationResponseJSON;
  expectedChallenge: string;
  now?: Date;
}): Promise<boolean> {
  const rp = relyingParty();
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
    });
    if (!verification.verified) return false;
    newCounter = verification.authenticationInfo.newCounter;
  } catch {
    return false;
  }
  await db.passkey.update({ where: { id: passkey.id }, data: { counter: clampCounter(newCounter), lastUsedAt: now } });
  return true;
}
