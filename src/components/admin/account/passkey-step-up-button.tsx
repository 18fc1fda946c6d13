"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useWebAuthnSupport } from "@/components/admin/auth/use-webauthn-support";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { PASSKEYS_KEY, listPasskeys, passkeyErrorText, stepUpWithPasskey } from "@/lib/api/admin/passkeys";
import styles from "./passkeys.module.css";

/**
 * The step-up dialog's "Use a passkey" (issue 43 §2): confirms it is you with one of your own
 * passkeys (the session's second factor counts as given now), then calls onDone. Renders nothing
 * when the admin has no passkey or the browser has no WebAuthn.
 */
export function PasskeyStepUpButton({ onDone }: { onDone: () => void }) {
  const supported = useWebAuthnSupport();
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: ({ signal }) => listPasskeys(signal), enabled: supported });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  // No WebAuthn, no passkey (or no list): no button; the code still works.
  if (!supported || !passkeys.data?.length) return null;

  const confirm = async () => {
    setBusy(true);
    setError("");
    try {
      await stepUpWithPasskey();
      setBusy(false);
      onDone();
    } catch (failure) {
      setError(passkeyErrorText(failure));
      setBusy(false);
    }
  };

  return (
    <div className={styles.stepUp}>
      <button type="button" className={ui.button} onClick={confirm} disabled={busy} aria-busy={busy || undefined} aria-describedby={error ? "passkey-step-up-error" : undefined}>
        {busy ? STAFF_MSG.passkeyStepUpBusy : STAFF_MSG.passkeyStepUp}
      </button>
      {error ? (
        <p id="passkey-step-up-error" className={ui.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
