"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { clearAfterLogout } from "@/hooks/clear-after-logout";
import { APP_TOAST_MS } from "@/lib/constants";
import { href } from "@/lib/links";
import { SHELL_MSG } from "@/lib/messages/shell";
import { toast } from "@/lib/toast";
import { ACCOUNT_API, callAccountApi } from "@/lib/api/account";

/**
 * Logout (storefront §2.3, §4 User session): the server ends the session (clears the cookie), then
 * this device forgets the customer, the cart and the wishlist, and the shopper goes home. The
 * device is cleared even when the call fails: someone pressing Logout on a shared computer
 * expects the shop to forget them there.
 */
export function useLogout() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const logout = useCallback(async () => {
    setBusy(true);
    await callAccountApi(ACCOUNT_API.logout, { body: {} });
    clearAfterLogout();
    toast.success(SHELL_MSG.loggedOut, { duration: APP_TOAST_MS });
    setBusy(false);
    router.push(href.home());
  }, [router]);
  return { logout, busy };
}
