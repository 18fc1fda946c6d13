"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { TextField } from "@/components/admin/ui/fields";
import { FormError } from "@/components/admin/ui/form-error";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ApiError } from "@/lib/admin/admin-api";
import { failureText } from "@/lib/admin/failure-text";
import { PRICING_MSG as M } from "@/lib/admin/pricing-messages";
import { ZSilverRateInput } from "@/lib/schemas/silver-rate";
import { toast } from "@/lib/toast";
import { rateInputValue } from "./rate-format";
import { SILVER_RATE_KEY, saveSilverRate } from "./silver-rate-api";
import styles from "./silver-rate.module.css";

const FIELD_ID = "silver-rate";

/**
 * Today's rate: one field and Save. The rate is checked with the server's own rules (the same words)
 * before it is sent, and a refusal from the server shows under the field too; the field keeps what
 * was typed. On success, a toast with the server's msg (how many pieces were repriced), and today's
 * rate and the history are fetched again (the new rate remounts the form with it).
 */
export function SilverRateForm({ currentPaise }: { currentPaise?: number }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(() => rateInputValue(currentPaise));
  const [error, setError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZSilverRateInput.safeParse({ rate: value });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    setServerError(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const { msg } = await saveSilverRate(value.trim());
      toast.success(msg);
      await queryClient.invalidateQueries({ queryKey: SILVER_RATE_KEY });
    } catch (failure) {
      const message = failureText(failure, "Client side error.");
      // A 400 is about the rate (the only thing sent): under the field; anything else above it.
      if (failure instanceof ApiError && failure.httpStatus === 400 && failure.msg) setError(message);
      else setServerError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <FormError message={serverError} />
      <div className={styles.formRow}>
        <TextField id={FIELD_ID} label={M.rateLabel} hint={M.rateHint} value={value} onValue={setValue} error={error} inputMode="decimal" autoComplete="off" spellCheck={false} maxLength={12} />
        <button type="submit" className={`${ui.primary} ${styles.save}`} disabled={busy}>
          {busy ? M.saving : M.save}
        </button>
      </div>
    </form>
  );
}
