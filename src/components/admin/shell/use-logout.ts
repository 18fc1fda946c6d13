"use client";

import { useState } from "react";
import { adminLogout } from "@/lib/api/admin/auth";
import { ADMIN_LOGIN_PATH } from "@/lib/api/admin/client";

/**
 * Logout (back office §2): the server ends the session and clears the cookie, then a full page load
 * of /adm-login, so no admin data stays in memory (the query cache goes with the page).
 */
export function useLogout(): { logout: () => void; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const logout = () => {
    setBusy(true);
    void adminLogout()
      .catch(() => {
        // Whatever happened, leave: the login page shows whether the session is gone.
      })
      .finally(() => window.location.assign(ADMIN_LOGIN_PATH));
  };
  return { logout, busy };
}
