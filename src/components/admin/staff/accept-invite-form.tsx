"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { AuthAlert, AuthSubmit } from "@/components/admin/auth/auth-form-parts";
import styles from "@/components/admin/auth/admin-auth.module.css";
import { TextField } from "@/components/admin/ui/fields";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { failureText } from "@/lib/admin/failure-text";
import { acceptInvite } from "@/lib/api/admin/staff";
import { ZInviteAcceptRequest } from "@/lib/schemas/admin-staff";
import { toast } from "@/lib/toast";

/**
 * The invitation's form: the e-mail (shown, for the password manager), a password and a reset
 * secret. Success: a toast and /adm-login with the e-mail. Failure: the server's words, the typed
 * values kept, focus on the message.
 */
export function AcceptInviteForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [resetSecret, setResetSecret] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const alertRef = useRef<HTMLDivElement>(null);

  const fail = (message: string) => {
    setError(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZInviteAcceptRequest.safeParse({ token, password, resetSecret });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? STAFF_MSG.acceptFillAll);
    setBusy(true);
    setError("");
    try {
      const msg = await acceptInvite(parsed.data);
      toast.success(msg || STAFF_MSG.accepted);
      router.push("/adm-login");
    } catch (failure) {
      fail(failureText(failure, STAFF_MSG.acceptFillAll));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div ref={alertRef} tabIndex={-1}>
        <AuthAlert id="invite-error" message={error} />
      </div>
      <TextField id="invite-email" label={STAFF_MSG.inviteEmailLabel} type="email" autoComplete="username" value={email} onValue={() => {}} readOnly />
      <TextField
        id="invite-password"
        label={STAFF_MSG.acceptPasswordLabel}
        type="password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
        hint={STAFF_MSG.acceptPasswordHint}
        required
      />
      <TextField
        id="invite-secret"
        label={STAFF_MSG.acceptSecretLabel}
        type="password"
        autoComplete="off"
        value={resetSecret}
        onValue={setResetSecret}
        hint={STAFF_MSG.acceptSecretHint}
        required
      />
      <AuthSubmit busy={busy} label={STAFF_MSG.acceptSubmit} busyLabel={STAFF_MSG.acceptSending} />
    </form>
  );
}
