"use client";

import { useEffect } from "react";
import { clearAfterLogout } from "@/hooks/clear-after-logout";
import { userStore } from "@/stores/user-store";
import { ACCOUNT_API, callAccountApi } from "@/lib/api/account";
import { userFromAnswer } from "./user-from-answer";

/** Once per page load, not per client-side navigation (and not twice under React's strict mode). */
let checked = false;

/**
 * Checks, once per page load, that the customer this device remembers still has a session
 * (GET /api/user/me). A 401 means it ended elsewhere (logged out on another device, password
 * changed or reset, account deactivated, a browser-session cookie gone with the browser): this
 * device then forgets the customer, the cart and the wishlist. An answer refreshes the stored
 * name and phone. Visitors (nothing stored) cost no request. Mounted once, in the header.
 */
export function SessionCheck() {
  useEffect(() => {
    const run = () => {
      if (checked) return;
      checked = true;
      const stored = userStore.getState().user;
      if (!stored) return;
      void callAccountApi(ACCOUNT_API.me).then((answer) => {
        // Only this device's customer, and only if nobody logged in or out meanwhile.
        if (userStore.getState().user?._id !== stored._id) return;
        if (!answer.ok && answer.httpStatus === 401) return clearAfterLogout();
        const fresh = answer.ok ? userFromAnswer(answer.body) : null;
        if (!fresh) return; // offline or a server error: keep things as they are
        if (fresh._id === stored._id) return userStore.getState().setUser(fresh);
        // The cookie belongs to someone else (another login in this browser): follow the session.
        clearAfterLogout();
        userStore.getState().setUser(fresh);
        // The merge code loads only for this rare case: a visitor's pages never carry it.
        void import("@/hooks/use-account-sync").then(({ syncAfterLogin }) => syncAfterLogin(fresh)).catch(() => undefined);
      });
    };
    if (userStore.getState().hydrated) {
      run();
      return;
    }
    return userStore.subscribe((state) => {
      if (state.hydrated) run();
    });
  }, []);
  return null;
}
