import "server-only";
import { randomBytes } from "node:crypto";
import { type PublicKeyCredentialCreationOptionsJSON, generateRegistrationOptions } from "@simplewebauthn/server";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { CHALLENGE_TTL_MS, saveChallenge } from "./passkey-challenge";
import { relyingParty } from "./relying-party";

/**
 * The admin's WebAuthn user handle: random bytes made at their first registration and kept
 * (Admin.webauthnUserId), never their id or e-mail, so a passkey says nothing about who holds it.
 */
async function webauthnUserId(adminId: string): Promise<string> {
  await db.admin.updateMany({ where: { id: adminId, webauthnUserId: null }, data: { webauthnUserId: randomBytes(32).toString("base64url") } });
  const row = await db.admin.findUniqueOrThrow({ where: { id: adminId }, select: { webauthnUserId: true } });
  if (!row.webauthnUserId) throw new Error("webauthnUserId missing after it was set");
  return row.webauthnUserId;
}

/**
 * Options for adding a passkey: a discoverable credential (residentKey "required", so it can sign in
 * without an e-mail), user verification preferred, no attestation, and the admin's existing passkeys
 * excluded (the browser refuses to make a second one on the same authenticator).
 */
export async function passkeyRegistrationOptions({ admin }: { admin: Pick<SessionAdmin, "id" | "email" | "name"> }): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty();
  const [userHandle, existing] = await Promise.all([
    webauthnUserId(admin.id),
    db.passkey.findMany({ where: { adminId: admin.id }, select: { id: true, transports: true } }),
  ]);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: admin.email,
    userDisplayName: admin.name,
    userID: new Uint8Array(Buffer.from(userHandle, "base64url")),
    timeout: CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await saveChallenge({ challenge: options.challenge, purpose: "passkey-register", adminId: admin.id });
  return options;
}
