"use client";

import { useEffect, useId, useRef, useState } from "react";
import { PasskeyStepUpButton } from "@/components/admin/account/passkey-step-up-button";
import { EMPTY_SECOND_FACTOR, SecondFactorFields, type SecondFactorValue, secondFactorBody } from "@/components/admin/account/second-factor-fields";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { failureText } from "@/lib/admin/failure-text";
import { confirmStepUp } from "@/lib/api/admin/auth";

// "Confirm it is you" (issue 43 step-up): opened by the back office's client (adminJson) when a call
// answers 403 with X-Step-Up: required. A code from the app, a recovery code or a passkey; on
// success the call is sent again. Cancel (or Escape) gives the original refusal back. Rendered by
// the shell's StepUpPrompt (src/components/admin/shell/step-up-prompt.tsx), inside the back office's
// providers, and loaded only when first needed.

export function StepUpDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [value, setValue] = useState<SecondFactorValue>(EMPTY_SECOND_FACTOR);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = secondFactorBody(value);
    if (!("code" in body ? body.code : body.recoveryCode)) {
      setError(STAFF_MSG.codeMissing);
      return;
    }
    setBusy(true);
    setError("");
    try {
      await confirmStepUp(body);
      onDone(true);
    } catch (failure) {
      setError(failureText(failure, ADMIN_AUTH_MSG.networkError));
      setBusy(false);
      requestAnimationFrame(() => document.getElementById(`step-up-${value.mode}`)?.focus());
    }
  };

  return (
    <dialog
      ref={ref}
      className={ui.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDone(false);
      }}
    >
      <h2 id={titleId}>{STAFF_MSG.stepUpTitle}</h2>
      <p>{STAFF_MSG.stepUpIntro}</p>
      <form className={ui.form} onSubmit={submit} noValidate>
        <SecondFactorFields idPrefix="step-up" value={value} onValue={setValue} error={error} autoFocus />
        <PasskeyStepUpButton onDone={() => onDone(true)} />
        <div className={ui.dialogActions}>
          <button type="button" className={ui.button} onClick={() => onDone(false)} disabled={busy}>
            {STAFF_MSG.cancel}
          </button>
          <button type="submit" className={ui.primary} disabled={busy} aria-busy={busy || undefined}>
            {busy ? STAFF_MSG.verifying : STAFF_MSG.verify}
          </button>
        </div>
      </form>
    </dialog>
  );
}
