import { HOTP, Secret, TOTP } from "otpauth";

// The authenticator app's codes (RFC 6238): six digits, SHA-1, a new code every 30 seconds, as every
// authenticator app reads an otpauth:// URI by default. Pure (no database, no clock of its own), so
// the windows and the skew are unit-tested.

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps of clock skew accepted either way: the phone's clock may be up to 30 s off. */
export const TOTP_SKEW_STEPS = 1;
export const TOTP_ISSUER = "Silver Aura";

/** The 30-second step a moment falls in (the HOTP counter of RFC 6238). */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** A new random key (160 bits, RFC 4226's recommendation), as base32 (what an app is typed). */
export function newTotpKey(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans: issuer "Silver Aura", the admin's e-mail as the label. */
export function totpUri(keyBase32: string, email: string): string {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(keyBase32),
  }).toString();
}

/** The code of one step (tests and the e2e read codes this way too, with otpauth). */
export function totpCodeAt(keyBase32: string, step: number): string {
  return HOTP.generate({ secret: Secret.fromBase32(keyBase32), algorithm: "SHA1", digits: TOTP_DIGITS, counter: step });
}

/** A typed code with its spaces and dashes taken out ("123 456" → "123456"); null unless six digits. */
export function normaliseTotpCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

function sameCode(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The step a code belongs to, or null: the current step and one either side are tried (skew), and
 * only steps after `lastStep` (the last accepted one) count, so a code is never accepted twice,
 * nor an older code after a newer one.
 */
export function matchTotpStep(keyBase32: string, typed: string, now: Date, lastStep: number | null): number | null {
  const code = normaliseTotpCode(typed);
  if (!code) return null;
  const current = totpStep(now);
  let found: number | null = null;
  for (let step = current - TOTP_SKEW_STEPS; step <= current + TOTP_SKEW_STEPS; step += 1) {
    // Every candidate is computed and compared, so the time taken says nothing about which matched.
    if (sameCode(totpCodeAt(keyBase32, step), code) && (lastStep === null || step > lastStep) && found === null) found = step;
  }
  return found;
}
