"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { APP_TOAST_MS } from "@/lib/constants";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { toast } from "@/lib/toast";
import { ACCOUNT_API, callAccountApi } from "@/lib/api/account";
import { userFromAnswer } from "./user-from-answer";
import { completeSignIn } from "./complete-sign-in";
import { LOGIN_FIELDS, checkLogin } from "./form-checks";
import { PasswordField, TextField } from "./form-fields";
import { useFormProblem } from "./use-form-problem";
import styles from "./auth.module.css";

/**
 * The login form (storefront §2.12, §5 Login, §8): e-mail and password (show/hide), 'Remember me'
 * (unticked: the session ends with the browser), 'Forgot password?', and 'Sign In', which reads
 * 'Authenticating...' and is disabled while the call runs. A refusal shows the server's msg as a
 * toast and above the button, and keeps what was typed.
 */
export function LoginForm() {
  const router = useRouter();
  const [values, setValues] = useState({ email: "", password: "", remember: false });
  const [busy, setBusy] = useState(false);
  const form = useFormProblem(LOGIN_FIELDS);

  function edit(field: "email" | "password", value: string) {
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
    const problem = checkLogin(values);
    if (problem) return form.show(problem);
    setBusy(true);
    const answer = await callAccountApi(ACCOUNT_API.login, {
      body: { email: values.email.trim(), password: values.password, remember: values.remember },
    });
    const user = answer.ok ? userFromAnswer(answer.body) : null;
    if (!answer.ok || !user) {
      setBusy(false);
      if (!answer.ok && answer.network) return refuse(MSG.clientError, MSG.clientErrorHint);
      return refuse(answer.msg || MSG.accountServerError);
    }
    // Stays busy until the next page has loaded, so a second click cannot log in twice.
    await completeSignIn(user, answer.msg || MSG.loggedIn, MSG.loginWelcome, (path) => router.replace(path));
  }

  const field = (name: "email" | "password") => ({ ...form.fieldProps(name), inputRef: form.refFor(name), value: values[name], onValue: (value: string) => edit(name, value) });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <TextField id="login-email" label="Email Address" type="email" autoComplete="email" inputMode="email" required {...field("email")} />
      <PasswordField id="login-password" label="Password" autoComplete="current-password" required {...field("password")} />
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" name="remember" checked={values.remember} onChange={(event) => setValues((current) => ({ ...current, remember: event.target.checked }))} />
          {MSG.rememberMe}
        </label>
        <Link href={href.forgotPassword()} className={styles.textLink}>
          {MSG.forgotPasswordLink}
        </Link>
      </div>
      {form.formMessage ? (
        <p id={form.alertId} className={styles.alert} role="alert">
          {form.formMessage}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {busy ? MSG.authenticating : MSG.signIn}
      </button>
    </form>
  );
}
