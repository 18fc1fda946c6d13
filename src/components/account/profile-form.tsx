"use client";

import { useState } from "react";
import { APP_TOAST_MS } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import { toast } from "@/lib/toast";
import { type StoredUser, userStore } from "@/stores/user-store";
import { ACCOUNT_API, callAccountApi } from "@/lib/api/account";
import { userFromAnswer } from "./user-from-answer";
import { PROFILE_FIELDS, type ProfileField, checkProfile } from "./form-checks";
import { TextField } from "./form-fields";
import { useFormProblem } from "./use-form-problem";
import styles from "./auth.module.css";

const loadSchemas = () => import("@/lib/schemas/account");

/**
 * 'Your details' on /account: name and phone (PATCH /api/user/profile, the same schema on both
 * sides). The e-mail is the login and shows read-only. The saved answer replaces the stored user,
 * so the header's greeting follows a new name at once.
 */
export function ProfileForm({ user }: { user: StoredUser }) {
  const [values, setValues] = useState({ name: user.name, phone: user.phone ?? "" });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useFormProblem(PROFILE_FIELDS);

  function edit(field: ProfileField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setSaved(false);
    form.clearField(field);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    let problem: ReturnType<typeof checkProfile>;
    try {
      problem = checkProfile(values, await loadSchemas());
    } catch {
      return form.showMessage(`${MSG.clientError} ${MSG.clientErrorHint}`);
    }
    if (problem) return form.show(problem);
    setBusy(true);
    const answer = await callAccountApi(ACCOUNT_API.profile, { method: "PATCH", body: { name: values.name.trim(), phone: values.phone.trim() || null } });
    setBusy(false);
    const fresh = answer.ok ? userFromAnswer(answer.body) : null;
    if (fresh) {
      userStore.getState().setUser(fresh);
      setValues({ name: fresh.name, phone: fresh.phone ?? "" });
      setSaved(true);
      toast.success(MSG.accountProfileSaved, { duration: APP_TOAST_MS });
      return;
    }
    const message = !answer.ok && answer.network ? `${MSG.clientError} ${MSG.clientErrorHint}` : answer.msg || MSG.accountServerError;
    toast.error(message, { duration: APP_TOAST_MS });
    form.showMessage(message);
  }

  const field = (name: ProfileField) => ({ ...form.fieldProps(name), inputRef: form.refFor(name), value: values[name], onValue: (value: string) => edit(name, value) });

  return (
    <form className={styles.form} onSubmit={submit} onFocus={() => void loadSchemas()} noValidate aria-busy={busy}>
      <TextField id="profile-name" label="Full Name" autoComplete="name" required {...field("name")} />
      <TextField id="profile-email" label="Email Address" type="email" value={user.email} onValue={() => undefined} readOnly hint={MSG.accountEmailFixed} />
      <TextField id="profile-phone" label="Phone Number (optional)" type="tel" autoComplete="tel" inputMode="tel" hint={MSG.accountPhoneHint} {...field("phone")} />
      {form.formMessage ? (
        <p id={form.alertId} className={styles.alert} role="alert">
          {form.formMessage}
        </p>
      ) : null}
      {saved ? (
        <p className={styles.notice} role="status">
          {MSG.accountProfileSaved}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {busy ? MSG.accountSaving : MSG.accountSaveProfile}
      </button>
    </form>
  );
}
