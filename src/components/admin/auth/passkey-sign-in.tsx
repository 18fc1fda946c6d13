"use client";

import { useState } from "react";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { safeAdminNext } from "@/lib/admin/safe-next";
import { passkeyErrorText, signInWithPasskey } from "@/lib/api/admin/passkeys";
import styles from "./admin-auth.module.css";
import own from "./passkey-sign-in.module.css";
import { AuthAlert } from "./auth-form-parts";
import { useWebAuthnSupport } from "./use-webauthn-support";

/**
 * /adm-login's "Sign in with a passkey" (issue 43 §2), under the password form: shown only where the
 * browser has WebAuthn. A passkey stands for both the password and the code. On success the same
 * full page load of `next` (or /admin) as the password form; a refusal in words.
 */
export function PasskeySignIn() {
  const supported = useWebAuthnSupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  if (!supported) return null;

  const start = async () => {
    setBusy(true);
    setError("");
    try {
      await signInWithPasskey();
      const next = new URLSearchParams(window.location.search).get("next");
      window.location.assign(safeAdminNext(next, window.location.origin));
    } catch (failure) {
      setError(passkeyErrorText(failure));
      setBusy(false);
    }
  };

  return (
    <div className={own.passkey}>
      <p className={own.or}>or</p>
      <AuthAlert id="passkey-sign-in-error" message={error} />
      <button type="button" className={`${ui.button} ${styles.submit}`} onClick={start} disabled={busy} aria-busy={busy || undefined} aria-describedby={error ? "passkey-sign-in-error" : undefined}>
        {busy ? STAFF_MSG.passkeySigningIn : STAFF_MSG.passkeySignIn}
      </button>
    </div>
  );
}
