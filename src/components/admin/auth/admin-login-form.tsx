"use client";

import { AdminLink } from "@/components/admin/ui/admin-link";
import { useState } from "react";
import { EMPTY_SECOND_FACTOR, SecondFactorFields, type SecondFactorValue, secondFactorBody } from "@/components/admin/account/second-factor-fields";
import { TextField } from "@/components/admin/ui/fields";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { failureText } from "@/lib/admin/failure-text";
import { safeAdminNext } from "@/lib/admin/safe-next";
import { adminLogin, sendLoginSecondFactor } from "@/lib/api/admin/auth";
import { ZAdminLoginRequest } from "@/lib/schemas/admin-auth";
import ui from "@/components/admin/ui/admin-ui.module.css";
import styles from "./admin-auth.module.css";
import { AuthAlert, AuthSubmit } from "./auth-form-parts";

/**
 * /adm-login (back office §2 Admin login): e-mail and password; 'Authenticating...' and a disabled
 * button while busy; the server's msg on failure, the typed values kept. On success a full page
 * load of `next` (a back-office path) or /admin, so the server layout sees the new cookie.
 * When the account has a second factor (issue 43), a second step asks for the authenticator's
 * code (or a recovery code) before the session starts.
 */
export function AdminLoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [step, setStep] = useState<"password" | "code" | "passkey">("password");
  const [factor, setFactor] = useState<SecondFactorValue>(EMPTY_SECOND_FACTOR);

  const goNext = () => {
    const next = new URLSearchParams(window.location.search).get("next");
    window.location.assign(safeAdminNext(next, window.location.origin));
  };

  const submitCode = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = secondFactorBody(factor);
    if (!("code" in body ? body.code : body.recoveryCode)) {
      setError(STAFF_MSG.codeMissing);
      document.getElementById(`admin-second-${factor.mode}`)?.focus();
      return;
    }
    setBusy(true);
    setError("");
    try {
      await sendLoginSecondFactor(body);
      goNext();
    } catch (failure) {
      setError(failureText(failure, ADMIN_AUTH_MSG.networkError));
      setBusy(false);
      document.getElementById(`admin-second-${factor.mode}`)?.focus();
    }
  };

  const startAgain = (
    <div className={styles.links}>
      <button
        type="button"
        className={ui.ghost}
        onClick={() => {
          setStep("password");
          setError("");
          setFactor(EMPTY_SECOND_FACTOR);
        }}
      >
        {STAFF_MSG.backToPassword}
      </button>
    </div>
  );

  if (step === "passkey") {
    // An account with passkeys only: the password was right, and the passkey below finishes.
    return (
      <div className={styles.form}>
        <p role="status">{STAFF_MSG.passkeyNeeded}</p>
        {startAgain}
      </div>
    );
  }

  if (step === "code") {
    return (
      <form className={styles.form} onSubmit={submitCode} noValidate aria-describedby={error ? "admin-login-error" : undefined}>
        <AuthAlert id="admin-login-error" message={error} />
        <p>{STAFF_MSG.codeNeeded}</p>
        <SecondFactorFields idPrefix="admin-second" value={factor} onValue={setFactor} autoFocus />
        <AuthSubmit busy={busy} label={STAFF_MSG.verify} busyLabel={STAFF_MSG.verifying} />
        {startAgain}
      </form>
    );
  }

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
      const next = await adminLogin(parsed.data);
      if (next !== "signed-in") {
        setStep(next);
        setBusy(false);
        return;
      }
      goNext();
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
