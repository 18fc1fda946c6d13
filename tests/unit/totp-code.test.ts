import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { matchTotpStep, newTotpKey, normaliseTotpCode, totpStep, totpUri } from "@/server/admin/two-factor/totp-code";

// The authenticator code's windows (RFC 6238, 30-second steps), the one step of clock skew either
// way, and the refusal of a step at or before the last accepted one. Codes are made by otpauth
// itself at a given moment, as an authenticator app would.

const key = newTotpKey();
const codeAt = (time: number) => TOTP.generate({ secret: Secret.fromBase32(key), timestamp: time });
const NOW = Date.UTC(2026, 10, 29, 12, 0, 10);
const now = new Date(NOW);
const STEP = 30_000;

describe("matchTotpStep", () => {
  it("accepts this step's code and says which step it was", () => {
    expect(matchTotpStep(key, codeAt(NOW), now, null)).toBe(totpStep(now));
  });

  it("accepts one step of skew either way, not two", () => {
    expect(matchTotpStep(key, codeAt(NOW - STEP), now, null)).toBe(totpStep(now) - 1);
    expect(matchTotpStep(key, codeAt(NOW + STEP), now, null)).toBe(totpStep(now) + 1);
    expect(matchTotpStep(key, codeAt(NOW - 2 * STEP), now, null)).toBeNull();
    expect(matchTotpStep(key, codeAt(NOW + 2 * STEP), now, null)).toBeNull();
  });

  it("refuses a code whose step was already used, or an older one", () => {
    const step = totpStep(now);
    expect(matchTotpStep(key, codeAt(NOW), now, step)).toBeNull();
    expect(matchTotpStep(key, codeAt(NOW - STEP), now, step)).toBeNull();
    expect(matchTotpStep(key, codeAt(NOW + STEP), now, step)).toBe(step + 1);
  });

  it("refuses a wrong code, another key's code and things that are not six digits", () => {
    const right = codeAt(NOW);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    expect(matchTotpStep(key, wrong, now, null)).toBeNull();
    expect(matchTotpStep(newTotpKey(), right, now, null)).toBeNull();
    expect(matchTotpStep(key, "12345", now, null)).toBeNull();
    expect(matchTotpStep(key, "abcdef", now, null)).toBeNull();
  });

  it("takes a code typed with a space or a dash", () => {
    const code = codeAt(NOW);
    expect(matchTotpStep(key, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(totpStep(now));
    expect(normaliseTotpCode("123-456")).toBe("123456");
  });
});

describe("totpUri", () => {
  it("names the shop as issuer and the admin's e-mail, with the key", () => {
    const uri = new URL(totpUri(key, "owner@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("issuer")).toBe("Silver Aura");
    expect(uri.searchParams.get("secret")).toBe(key);
    expect(decodeURIComponent(uri.pathname)).toContain("owner@example.com");
  });
});
