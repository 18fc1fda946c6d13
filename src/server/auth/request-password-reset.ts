import "server-only";
import { absoluteUrl } from "@/env";
import { RESET_TOKEN_TTL_MS } from "@/lib/constants";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { FORGOT_MAILS_PER_ACCOUNT, FORGOT_PER_ADDRESS } from "@/server/auth/account-rules";
import { hashResetToken, newResetToken } from "@/server/auth/reset-token";
import { db } from "@/server/db";
import { resetPasswordMail } from "@/server/mail/reset-password-mail";
import { sendMail } from "@/server/mail/send-mail";
import { enforceRateLimit, hitRateLimit } from "@/server/rate-limit";

/**
 * "Forgot password?": for an active customer with this e-mail, a new one-hour, one-time link
 * (older open links of theirs stop working) is mailed. The caller answers the same whatever
 * happened here (unknown e-mail, deactivated account, too many mails for the account, mail failure),
 * so the answer never tells whether an account exists. 5 requests per address per 15 minutes (429).
 */
export async function requestPasswordReset({ email, address, now = new Date() }: { email: string; address: string; now?: Date }): Promise<void> {
  await enforceRateLimit(FORGOT_PER_ADDRESS, address, MSG.tooManyAccountRequests, now);
  const customer = await db.customer.findUnique({ where: { email }, select: { id: true, name: true, email: true, active: true } });
  if (!customer?.active) return;
  if (!(await hitRateLimit(FORGOT_MAILS_PER_ACCOUNT, customer.id, now)).allowed) return;

  const token = newResetToken();
  await db.$transaction([
    db.passwordResetToken.updateMany({ where: { customerId: customer.id, usedAt: null }, data: { usedAt: now } }),
    db.passwordResetToken.create({
      data: { customerId: customer.id, tokenHash: hashResetToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) },
    }),
  ]);
  try {
    await sendMail(resetPasswordMail({ to: customer.email, name: customer.name, link: absoluteUrl(href.resetPassword(token)) }), now);
  } catch (error) {
    // Logged for the owner; the shopper gets the usual answer (and can ask again).
    console.error("password reset mail failed", error);
  }
}
