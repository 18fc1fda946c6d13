import "server-only";
import { createHash, randomBytes } from "node:crypto";

// A password-reset token: 32 random bytes (base64url, 43 characters) that exist only in the
// e-mail; the database keeps their SHA-256, so a leaked table cannot be used to reset anything.
// A plain hash suffices (no argon2): the token has 256 bits of entropy, nothing to brute-force.

export function newResetToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
