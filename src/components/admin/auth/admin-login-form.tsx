"use client";

import { AdminLink } from "@/components/admin/ui/admin-link";
import { useState } from "react";
import { TextField } from "@/components/admin/ui/fields";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { failureText } from "@/lib/admin/failure-text";
import { safeAdminNext } from "@/lib/admin/safe-next";
import { callApi } from "@/lib/api/client";
import { ZAdminLoginRequest } from "@/lib/schemas/admin-auth";
import styles from "./admin-auth.module.css";
import { AuthAlert, AuthSubmit } from "./auth-form-parts";

/**
 * /adm-login (back office §2 Admin login): e-mail and password; 'Authenticating...' and a disabled
 * button while busy; the server's msg on failure, the typed values kept. On success a full page
 * load of `next` (a back-office path) or /admin, so the server layout sees the new cookie.
 */
export function AdminLoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZAdminLoginRequest.safeParse({ email, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ADMIN_AUTH_MSG.loginFillAll);
      return;
    }
    setBusy(true);
    setError("");
    try {
      await callApi("/api/admin/login", { method: "POST", body: parsed.data });
      const next = new URLSearchParams(window.location.search).get("next");
      window.location.assign(safeAdminNext(next, window.location.origin));
    } catch (failure) {
      setError(failureText(failure, ADMIN_AUTH_MSG.networkError));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={error ? "admin-login-error" : undefined}>
      <AuthAlert id="admin-login-error" message={error} />
      <TextField id="admin-email" label={ADMIN_AUTH_MSG.emailLabel} type="email" autoComplete="username" value={email} onValue={setEmail} required />
      <TextField
        id="admin-password"
        label={ADMIN_AUTH_MSG.passwordLabel}
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        required
      />
      <AuthSubmit busy={busy} label={ADMIN_AUTH_MSG.login} busyLabel={ADMIN_AUTH_MSG.authenticating} />
      <div className={styles.links}>
        <AdminLink href="/adm-forgot-password">{ADMIN_AUTH_MSG.forgotLink}</AdminLink>
      </div>
    </form>
  );
}
