"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { APP_TOAST_MS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { toast } from "@/lib/toast";
import { ACCOUNT_API, callAccountApi } from "@/lib/api/account";
import { NEW_PASSWORD_FIELDS, type NewPasswordField, checkNewPassword } from "./form-checks";
import { PasswordField } from "./form-fields";
import { useFormProblem } from "./use-form-problem";
import styles from "./auth.module.css";

const loadSchemas = () => import("@/lib/schemas/account");

type Phase = "reading" | "no-token" | "form" | "done";

/**
 * The page the reset e-mail links to (/reset-password?token=…): a new password and its
 * confirmation → POST /api/user/reset-password. Success says so and links to /login (every
 * session of the account has ended; the customer logs in afresh). A used, expired or unknown token
 * shows the server's msg with a link to ask for a new one. The token is read in the browser, so
 * the page itself is static and the token never reaches a server log as a page request.
 */
export function ResetPasswordForm() {
  const [phase, setPhase] = useState<Phase>("reading");
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [busy, setBusy] = useState(false);
  const [linkDead, setLinkDead] = useState(false);
  const token = useRef("");
  const done = useRef<HTMLDivElement>(null);
  const form = useFormProblem(NEW_PASSWORD_FIELDS);

  useEffect(() => {
    token.current = new URLSearchParams(window.location.search).get("token") ?? "";
    // The address is read after hydration, so the static HTML and the first render agree ('reading').
    setPhase(token.current ? "form" : "no-token");
  }, []);

  function edit(field: NewPasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    let problem: ReturnType<typeof checkNewPassword>;
    try {
      problem = checkNewPassword(values, await loadSchemas());
    } catch {
      return form.showMessage(`${MSG.clientError} ${MSG.clientErrorHint}`);
    }
    if (problem) return form.show(problem);
    setBusy(true);
    const answer = await callAccountApi(ACCOUNT_API.resetPassword, { body: { token: token.current, ...values } });
    setBusy(false);
    if (answer.ok) {
      setPhase("done");
      toast.success(answer.msg || MSG.resetDone, { duration: APP_TOAST_MS });
      requestAnimationFrame(() => done.current?.focus());
      return;
    }
    const message = answer.network ? `${MSG.clientError} ${MSG.clientErrorHint}` : answer.msg || MSG.accountServerError;
    // A used, expired or unknown link: offer a new one.
    setLinkDead(!answer.network && answer.msg === MSG.resetLinkInvalid);
    toast.error(message, { duration: APP_TOAST_MS });
    form.showMessage(message);
  }

  if (phase === "reading") return <p className={styles.hint}>{MSG.accountLoading}</p>;

  if (phase === "no-token") {
    return (
      <div className={styles.form}>
        <p className={styles.alert} role="alert">
          {MSG.resetMissingToken}
        </p>
        <Link href={href.forgotPassword()} className={`btn btn-primary ${styles.submit}`}>
          {MSG.resetAskNew}
        </Link>
      </div>
    );
  }

  if (phase === "done") {
    return (
      <div className={styles.form}>
        <div ref={done} tabIndex={-1} className={styles.notice} role="status">
          {MSG.resetDone}
        </div>
        <Link href={href.login()} className={`btn btn-primary ${styles.submit}`}>
          {MSG.goToLogin}
        </Link>
      </div>
    );
  }

  const field = (name: NewPasswordField) => ({ ...form.fieldProps(name), inputRef: form.refFor(name), value: values[name], onValue: (value: string) => edit(name, value) });

  return (
    <form className={styles.form} onSubmit={submit} onFocus={() => void loadSchemas()} noValidate aria-busy={busy}>
      <PasswordField
        id="reset-password"
        label="New Password"
        autoComplete="new-password"
        required
        hint={MSG.passwordHint(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)}
        {...field("password")}
      />
      <PasswordField id="reset-confirm" label="Confirm New Password" autoComplete="new-password" required {...field("confirmPassword")} />
      {form.formMessage ? (
        <p id={form.alertId} className={styles.alert} role="alert">
          {form.formMessage}
        </p>
      ) : null}
      {linkDead ? (
        <Link href={href.forgotPassword()} className={`btn btn-outline ${styles.submit}`}>
          {MSG.resetAskNew}
        </Link>
      ) : null}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {busy ? MSG.resetSaving : MSG.resetSubmit}
      </button>
    </form>
  );
}
