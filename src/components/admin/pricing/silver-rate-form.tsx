"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { TextField } from "@/components/admin/ui/fields";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { FormError } from "@/components/admin/ui/form-error";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ApiError } from "@/lib/api/admin/client";
import { failureText } from "@/lib/admin/failure-text";
import { PRICING_MSG as M } from "@/lib/admin/pricing-messages";
import { formatRupees } from "@/lib/format";
import { ZSilverRateInput } from "@/lib/schemas/silver-rate";
import { toast } from "@/lib/toast";
import { rateInputValue } from "./rate-format";
import { SILVER_RATE_KEY, type SilverRatePreview, previewSilverRate, saveSilverRate } from "@/lib/api/admin/silver-rate";
import styles from "./silver-rate.module.css";

const FIELD_ID = "silver-rate";

const signed = (paise: number) => (paise < 0 ? `−${formatRupees(-paise)}` : `+${formatRupees(paise)}`);
const percentOf = (bps: number) => `${bps < 0 ? "−" : "+"}${(Math.abs(bps) / 100).toFixed(1)} %`;

/** The first confirmation's words: the change of rate, how many pieces change and by how much. */
function PreviewText({ preview }: { preview: SilverRatePreview }) {
  const { pieces } = preview;
  return (
    <>
      <p>
        {preview.same
          ? M.confirmSame
          : preview.previous === null || preview.changeBps === null
            ? M.confirmNoRate
            : M.confirmChange(formatRupees(preview.previous), formatRupees(preview.paisePerGram), percentOf(preview.changeBps))}
      </p>
      {preview.same ? null : (
        <p>
          {M.confirmPieces(pieces.changed)}
          {pieces.changed > 0 ? ` ${M.confirmRange(signed(pieces.lowestChange), signed(pieces.highestChange), signed(pieces.totalChange))}` : null}
        </p>
      )}
    </>
  );
}

/**
 * Today's rate: one field and Save. The rate is checked with the server's own rules (the same words)
 * before it is sent; then the server's preview is asked for and shown for confirmation (how many
 * pieces change and by how much); a change of more than 10 % asks a second time (the server refuses
 * it without that confirmation too). A refusal from the server shows under the field; the field keeps
 * what was typed. On success, a toast with the server's msg, and today's rate and the history are
 * fetched again (the new rate remounts the form with it).
 */
export function SilverRateForm({ currentPaise }: { currentPaise?: number }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(() => rateInputValue(currentPaise));
  const [error, setError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<SilverRatePreview | null>(null);
  const [step, setStep] = useState<"closed" | "first" | "large">("closed");

  function failed(failure: unknown) {
    const message = failureText(failure, "Client side error.");
    // A 400 is about the rate (the only thing sent): under the field; anything else above it.
    if (failure instanceof ApiError && failure.httpStatus === 400 && failure.msg) setError(message);
    else setServerError(message);
    toast.error(message);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZSilverRateInput.safeParse({ rate: value });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    setServerError(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const answer = await previewSilverRate(value.trim());
      if (answer.refusal) {
        setError(answer.refusal);
        return;
      }
      setPreview(answer);
      setStep("first");
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  async function save(confirmLargeChange: boolean) {
    setBusy(true);
    try {
      const { msg } = await saveSilverRate(value.trim(), confirmLargeChange);
      setStep("closed");
      toast.success(msg);
      await queryClient.invalidateQueries({ queryKey: SILVER_RATE_KEY });
    } catch (failure) {
      setStep("closed");
      failed(failure);
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
          {busy ? (step === "closed" ? M.checking : M.saving) : M.save}
        </button>
      </div>
      <ConfirmDialog
        open={step === "first" && preview !== null}
        title={M.confirmTitle}
        message={preview ? <PreviewText preview={preview} /> : null}
        confirmLabel={M.confirmYes}
        busy={busy}
        onConfirm={() => (preview?.largeChange ? setStep("large") : void save(false))}
        onCancel={() => setStep("closed")}
      />
      <ConfirmDialog
        open={step === "large" && preview !== null}
        title={M.confirmBigTitle}
        message={preview?.changeBps != null ? <p>{M.confirmBigText(percentOf(preview.changeBps))}</p> : null}
        confirmLabel={M.confirmBigYes}
        busy={busy}
        onConfirm={() => void save(true)}
        onCancel={() => setStep("closed")}
      />
    </form>
  );
}
