"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { TextField } from "@/components/admin/ui/fields";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { failureText } from "@/lib/admin/failure-text";
import { resetAdminPassword } from "@/lib/api/admin/auth";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { ZAdminResetRequest } from "@/lib/schemas/admin-auth";
import { toast } from "@/lib/toast";
import styles from "./admin-auth.module.css";
import { AuthAlert, AuthSubmit } from "./auth-form-parts";

/**
 * /adm-forgot-password (back office §2 Admin reset password): e-mail, secret key and a new password.
 * Success: a toast and back to /adm-login. Failure: the server's msg, the typed values kept.
 */
export function AdminResetForm() {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [secretKey, setSecretKey] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZAdminResetRequest.safeParse({ email, secretKey, newPassword });
    if (!parsed.success) {
      const messages = parsed.error.issues.map((issue) => issue.message);
      setError(messages.includes(ADMIN_AUTH_MSG.resetFillAll) ? ADMIN_AUTH_MSG.resetFillAll : (messages[0] ?? ADMIN_AUTH_MSG.resetFillAll));
      return;
    }
    setBusy(true);
    setError("");
    try {
      const msg = await resetAdminPassword(parsed.data);
      toast.success(msg ?? ADMIN_AUTH_MSG.passwordReset);
      router.push("/adm-login");
    } catch (failure) {
      setError(failureText(failure, ADMIN_AUTH_MSG.networkError));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <AuthAlert id="admin-reset-error" message={error} />
      <TextField id="reset-email" label={ADMIN_AUTH_MSG.emailLabel} type="email" autoComplete="username" value={email} onValue={setEmail} required />
      <TextField id="reset-secret" label={ADMIN_AUTH_MSG.secretKeyLabel} type="password" autoComplete="off" value={secretKey} onValue={setSecretKey} required />
      <TextField
        id="reset-new-password"
        label={ADMIN_AUTH_MSG.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onValue={setNewPassword}
        hint={`${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters.`}
        required
      />
      <AuthSubmit busy={busy} label={ADMIN_AUTH_MSG.resetSubmit} busyLabel={ADMIN_AUTH_MSG.resetting} />
      <button type="button" className={`${ui.button} ${styles.submit}`} onClick={() => router.push("/adm-login")}>
        {ADMIN_AUTH_MSG.backToLogin}
      </button>
    </form>
  );
}
