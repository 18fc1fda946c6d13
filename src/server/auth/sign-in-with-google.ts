import "server-only";
import { env, googleSignInEnabled } from "@/env";
import { MSG } from "@/lib/messages/shop";
import { GOOGLE_PER_ADDRESS } from "@/server/auth/account-rules";
import type { AccountCustomer } from "@/server/auth/customer-fields";
import { findOrCreateGoogleCustomer } from "@/server/auth/find-or-create-google-customer";
import { verifyGoogleIdToken } from "@/server/auth/verify-google-id-token";
import { badRequest, unauthorized } from "@/server/errors";
import { enforceRateLimit } from "@/server/rate-limit";

/** POST /api/user/google-auth's work: 400 when Google sign-in is off, 401 for a token that does not verify. */
export async function signInWithGoogle({ credential, address }: { credential: string; address: string }): Promise<AccountCustomer> {
  if (!googleSignInEnabled() || !env.GOOGLE_CLIENT_ID) throw badRequest(MSG.googleNotConfigured);
  await enforceRateLimit(GOOGLE_PER_ADDRESS, address, MSG.tooManyAccountRequests);
  const identity = await verifyGoogleIdToken(credential, { audience: env.GOOGLE_CLIENT_ID });
  if (!identity) throw unauthorized(MSG.googleFailed);
  return findOrCreateGoogleCustomer(identity);
}
