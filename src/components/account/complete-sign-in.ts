"use client";

import { syncAfterLogin } from "@/hooks/use-account-sync";
import { APP_TOAST_MS } from "@/lib/constants";
import { toast } from "@/lib/toast";
import { firstName, type StoredUser, userStore } from "@/stores/user-store";
import { callbackFromLocation } from "./callback-url";

/**
 * After a login, a registration or Google (storefront §7.2): the success toast, the customer
 * stored on this device, this device's cart and wishlist merged with the server's, then on to
 * `?callbackUrl` (same-site paths only) or home. Returns where it went.
 */
export async function completeSignIn(
  user: StoredUser,
  message: string,
  describe: (firstName: string) => string,
  navigate: (path: string) => void,
): Promise<string> {
  toast.success(message, { description: describe(firstName(user)), duration: APP_TOAST_MS });
  userStore.getState().setUser(user);
  try {
    await syncAfterLogin(user);
  } catch {
    // The sync reports its own failures (the spec's merge messages); signing in has succeeded regardless.
  }
  const next = callbackFromLocation();
  navigate(next);
  return next;
}
