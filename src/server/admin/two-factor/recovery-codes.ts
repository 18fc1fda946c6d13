import "server-only";
import { createHmac, randomInt } from "node:crypto";
import { sessionSecret } from "@/env";

// Recovery codes: ten per admin, each "xxxxx-xxxxx" from an alphabet without look-alikes (50 bits),
// shown once and stored only as an HMAC-SHA256 (keyed from the session secret): random codes this
// long need no slow hash, and the HMAC lets a typed code be found with one indexed equality.

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"; // no i, l, o, 0, 1

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes: string[] = [];
  for (let n = 0; n < count; n += 1) {
    let raw = "";
    for (let i = 0; i < 10; i += 1) raw += ALPHABET[randomInt(ALPHABET.length)];
    codes.push(`${raw.slice(0, 5)}-${raw.slice(5)}`);
  }
  return codes;
}

/** A typed code as stored: lower case, without spaces and dashes; null when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, "");
  return code.length === 10 && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

export function hashRecoveryCode(code: string): string {
  const normal = normaliseRecoveryCode(code) ?? code;
  return createHmac("sha256", sessionSecret()).update(`silver-aura.recovery-code:${normal}`).digest("base64url");
}
