import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { sessionSecret } from "@/env";

// The authenticator key at rest: AES-256-GCM with a key derived (HKDF-SHA256) from the session
// secret, its own info string so no other part of the shop shares the key. Stored as
// "v1.<iv>.<tag>.<ciphertext>" (base64url). A database dump alone does not give the keys away.

const INFO = "silver-aura.admin-totp-key.v1";

function boxKey(): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret(), "silver-aura", INFO, 32));
}

export function sealTotpKey(keyBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", boxKey(), iv);
  const sealed = Buffer.concat([cipher.update(keyBase32, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The key, or null when the box is not ours (another secret, tampered). */
export function openTotpKey(box: string): string | null {
  const [version, iv, tag, sealed] = box.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", boxKey(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
