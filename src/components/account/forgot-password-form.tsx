"use client";

import { useRef, useState } from "react";
import { APP_TOAST_MS } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import { toast } from "@/lib/toast";
import { ACCOUNT_API, callAccountApi } from "@/lib/api/account";
import { checkForgot } from "./form-checks";
import { TextField } from "./form-fields";
import { useFormProblem } from "./use-form-problem";
import styles from "./auth.module.css";

const FIELDS = ["email"] as const;

/**
 * 'Forgot password?' (linked from /login, storefront §2.1): the e-mail goes to
 * POST /api/user/forgot-password, and the page says the same thing whether or not an account
 * exists for it (the server answers alike, so nobody can probe for customers' addresses). Only a
 * throttled or malformed request, or no connection, shows something else.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useFormProblem(FIELDS);
  const notice = useRef<HTMLDivElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = checkForgot({ email });
    if (problem) return form.show(problem);
    setBusy(true);
    const answer = await callAccountApi(ACCOUNT_API.forgotPassword, { body: { email: email.trim() } });
    setBusy(false);
    if (answer.ok) {
      setSent(true);
      requestAnimationFrame(() => notice.current?.focus());
      return;
    }
    const message = answer.network ? `${MSG.clientError} ${MSG.clientErrorHint}` : answer.msg || MSG.accountServerError;
    toast.error(message, { duration: APP_TOAST_MS });
    form.showMessage(message);
  }

  if (sent) {
    return (
      // Focused when it appears (the form and its button are gone), so it is read out whole.
      <div ref={notice} tabIndex={-1} className={styles.notice} role="status">
        <p>
          <strong>{MSG.forgotSent}</strong>
        </p>
        <p>{MSG.forgotSentHint}</p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        id="forgot-email"
        label="Email Address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onValue={(value) => {
          setEmail(value);
          form.clearField("email");
        }}
        {...form.fieldProps("email")}
        inputRef={form.refFor("email")}
      />
      {form.formMessage ? (
        <p id={form.alertId} className={styles.alert} role="alert">
          {form.formMessage}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {busy ? MSG.forgotSending : MSG.forgotSubmit}
      </button>
    </form>
  );
}
