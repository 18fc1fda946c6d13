"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { APP_TOAST_MS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { toast } from "@/lib/toast";
import { ACCOUNT_API, callAccountApi } from "@/lib/api/account";
import { SIGNUP_CONSENT } from "@/lib/marketing/consent-messages";
import { userFromAnswer } from "./user-from-answer";
import { completeSignIn } from "./complete-sign-in";
import { REGISTER_FIELDS, type RegisterField, type RegisterValues, checkRegister } from "./form-checks";
import { PasswordField, TextField } from "./form-fields";
import { useFormProblem } from "./use-form-problem";
import styles from "./auth.module.css";

const EMPTY: RegisterValues = { name: "", email: "", password: "", confirmPassword: "", acceptTerms: false };
/** The shared schemas (with zod) are their own chunk: fetched when the shopper first focuses the form. */
const loadSchemas = () => import("@/lib/schemas/account");

/**
 * Register (storefront §2.13, §5 Register, §8): name, e-mail, password, confirmation and the terms
 * box. Checked here in the spec's order ('Please fill all fields and accept terms.', then
 * 'Passwords must match!!', both as toasts too), then by the same schema the server uses. What
 * was typed stays on every refusal.
 */
export function RegisterForm() {
  const router = useRouter();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [busy, setBusy] = useState(false);
  // The separate, unticked marketing box (issue 45, DPDP Act 2023): not a condition of the account.
  const [marketing, setMarketing] = useState(false);
  const form = useFormProblem(REGISTER_FIELDS);

  function edit<F extends RegisterField>(field: F, value: RegisterValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  }

  function refuse(message: string, description?: string) {
    toast.error(message, { description, duration: APP_TOAST_MS });
    form.showMessage(description ? `${message} ${description}` : message);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    let problem: ReturnType<typeof checkRegister>;
    try {
      problem = checkRegister(values, await loadSchemas());
    } catch {
      return refuse(MSG.clientError, MSG.clientErrorHint); // the schema's chunk did not load
    }
    if (problem) {
      if (problem.formMessage) toast.error(problem.formMessage, { duration: APP_TOAST_MS });
      return form.show(problem);
    }
    setBusy(true);
    const answer = await callAccountApi(ACCOUNT_API.register, {
      body: { ...values, name: values.name.trim(), email: values.email.trim(), marketing },
    });
    const user = answer.ok ? userFromAnswer(answer.body) : null;
    if (!answer.ok || !user) {
      setBusy(false);
      if (!answer.ok && answer.network) return refuse(MSG.clientError, MSG.clientErrorHint);
      return refuse(answer.msg || MSG.accountServerError);
    }
    await completeSignIn(user, answer.msg || MSG.registered, MSG.registerWelcome, (path) => router.replace(path));
  }

  const text = (name: "name" | "email" | "password" | "confirmPassword") => ({
    ...form.fieldProps(name),
    inputRef: form.refFor(name),
    value: values[name],
    onValue: (value: string) => edit(name, value),
  });
  const terms = form.fieldProps("acceptTerms");

  return (
    <form className={styles.form} onSubmit={submit} onFocus={() => void loadSchemas()} noValidate aria-busy={busy}>
      <TextField id="register-name" label="Full Name" autoComplete="name" required {...text("name")} />
      <TextField id="register-email" label="Email Address" type="email" autoComplete="email" inputMode="email" required {...text("email")} />
      <PasswordField id="register-password" label="Password" autoComplete="new-password" required hint={MSG.passwordHint(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)} {...text("password")} />
      <PasswordField id="register-confirm" label="Confirm Password" autoComplete="new-password" required {...text("confirmPassword")} />
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            ref={form.refFor("acceptTerms")}
            type="checkbox"
            name="acceptTerms"
            checked={values.acceptTerms}
            onChange={(event) => edit("acceptTerms", event.target.checked)}
            aria-invalid={terms.flaggedBy || terms.error ? true : undefined}
            aria-describedby={terms.flaggedBy}
          />
          <span>
            {MSG.acceptTermsBefore}
            {/* A new tab, so what was typed here stays. */}
            <Link href={href.terms()} target="_blank" rel="noopener">
              {MSG.acceptTermsLink}
            </Link>
          </span>
        </label>
      </div>
      <div className={styles.field}>
        <label className={styles.check}>
          <input type="checkbox" name="marketing" checked={marketing} onChange={(event) => setMarketing(event.target.checked)} aria-describedby="register-marketing-hint" />
          <span>{SIGNUP_CONSENT.box}</span>
        </label>
        <p id="register-marketing-hint" className={styles.hint}>
          {SIGNUP_CONSENT.hint}
        </p>
      </div>
      {form.formMessage ? (
        <p id={form.alertId} className={styles.alert} role="alert">
          {form.formMessage}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {busy ? MSG.registering : MSG.registerSubmit}
      </button>
    </form>
  );
}
