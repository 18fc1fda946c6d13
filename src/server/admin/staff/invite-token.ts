import "server-only";
import { absoluteUrl } from "@/env";
import { hashResetToken, newResetToken } from "@/server/auth/reset-token";

// An invitation's link: 32 random bytes in the mail only; the database keeps their SHA-256 (like the
// password-reset token, src/server/auth/reset-token.ts). Valid 48 hours, once.

export const INVITE_LIFETIME_MS = 48 * 60 * 60 * 1000;

export function newInviteToken(now: Date): { token: string; tokenHash: string; expiresAt: Date } {
  const token = newResetToken();
  return { token, tokenHash: hashResetToken(token), expiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS) };
}

export const hashInviteToken = hashResetToken;

export function inviteLink(token: string): string {
  return absoluteUrl(`/adm-invite/${token}`);
}
