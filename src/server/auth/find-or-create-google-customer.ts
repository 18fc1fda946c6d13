import "server-only";
import { ACCOUNT_NAME_MAX } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import { type AccountCustomer, SESSION_CUSTOMER_FIELDS } from "@/server/auth/customer-fields";
import type { GoogleIdentity } from "@/server/auth/verify-google-id-token";
import { db } from "@/server/db";
import { unauthorized } from "@/server/errors";

/**
 * The one customer for a verified Google identity: found by Google id, else by e-mail (then the
 * Google id is linked to that account, which Google has just shown belongs to this person), else
 * created without a password. A deactivated customer, or an e-mail account already linked to
 * another Google id, is refused (401 'Google login failed').
 */
export async function findOrCreateGoogleCustomer(identity: GoogleIdentity, attempt = 0): Promise<AccountCustomer> {
  const select = { ...SESSION_CUSTOMER_FIELDS, active: true, googleId: true } as const;
  const customer =
    (await db.customer.findUnique({ where: { googleId: identity.googleId }, select })) ??
    (await db.customer.findUnique({ where: { email: identity.email }, select }));
  try {
    if (!customer) {
      const name = (identity.name ?? identity.email.split("@")[0] ?? identity.email).slice(0, ACCOUNT_NAME_MAX);
      return await db.customer.create({ data: { name, email: identity.email, googleId: identity.googleId }, select: SESSION_CUSTOMER_FIELDS });
    }
    if (!customer.active || (customer.googleId !== null && customer.googleId !== identity.googleId)) throw unauthorized(MSG.googleFailed);
    if (customer.googleId === null) await db.customer.update({ where: { id: customer.id }, data: { googleId: identity.googleId } });
  } catch (error) {
    // Two first sign-ins at once: the unique index let one create; the other finds it on a second look.
    if ((error as { code?: unknown }).code === "P2002" && attempt === 0) return findOrCreateGoogleCustomer(identity, 1);
    throw error;
  }
  const { active: _active, googleId: _googleId, ...sessionCustomer } = customer;
  return sessionCustomer;
}
