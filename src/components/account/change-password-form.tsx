"use client";

import { useState } from "react";
import { APP_TOAST_MS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import { toast } from "@/lib/toast";
import { ACCOUNT_API, callAccountApi } from "@/lib/api/account";
import { CHANGE_PASSWORD_FIELDS, type ChangePasswordField, checkChangePassword } from "./form-checks";
import { PasswordField } from "./form-fields";
import { useFormProblem } from "./use-form-problem";
import styles from "./auth.module.css";

const loadSchemas = () => import("@/lib/schemas/account");
const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * 'Change password' on /account (POST /api/user/change-password): the current password is
 * required; the server re-issues this device's session and ends the others'. The fields empty
 * only on success; a refusal keeps what was typed.
 */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const form = useFormProblem(CHANGE_PASSWORD_FIELDS);

  function edit(field: ChangePasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setChanged(false);
    form.clearField(field);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    let problem: ReturnType<typeof checkChangePassword>;
    try {
      problem = checkChangePassword(values, await loadSchemas());
    } catch {
      return form.showMessage(`${MSG.clientError} ${MSG.clientErrorHint}`);
    }
    if (problem) {
      if (problem.formMessage === MSG.passwordsMustMatch) toast.error(problem.formMessage, { duration: APP_TOAST_MS });
      return form.show(problem);
    }
    setBusy(true);
    const answer = await callAccountApi(ACCOUNT_API.changePassword, { body: values });
    setBusy(false);
    if (answer.ok) {
      setValues(EMPTY);
      setChanged(true);
      toast.success(MSG.accountPasswordChanged, { duration: APP_TOAST_MS });
      return;
    }
    const message = answer.network ? `${MSG.clientError} ${MSG.clientErrorHint}` : answer.msg || MSG.accountServerError;
    toast.error(message, { duration: APP_TOAST_MS });
    if (message === MSG.currentPasswordWrong) return form.show({ flagged: [], fieldErrors: { currentPassword: message } });
    form.showMessage(message);
  }

  const field = (name: ChangePasswordField) => ({ ...form.fieldProps(name), inputRef: form.refFor(name), value: values[name], onValue: (value: string) => edit(name, value) });

  return (
    <form className={styles.form} onSubmit={submit} onFocus={() => void loadSchemas()} noValidate aria-busy={busy}>
      <PasswordField id="change-current" label="Current Password" autoComplete="current-password" required {...field("currentPassword")} />
      <PasswordField
        id="change-new"
        label="New Password"
        autoComplete="new-password"
        required
        hint={MSG.passwordHint(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)}
        {...field("newPassword")}
      />
      <PasswordField id="change-confirm" label="Confirm New Password" autoComplete="new-password" required {...field("confirmPassword")} />
      {form.formMessage ? (
        <p id={form.alertId} className={styles.alert} role="alert">
          {form.formMessage}
        </p>
      ) : null}
      {changed ? (
        <p className={styles.notice} role="status">
          {MSG.accountPasswordChanged}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {busy ? MSG.accountSaving : MSG.accountChangePassword}
      </button>
    </form>
  );
}
