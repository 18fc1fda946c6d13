"use client";

import { useId, useState } from "react";
import { FormDialog } from "@/components/admin/ui/confirm-dialog";
import { TextAreaField } from "@/components/admin/ui/fields";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { COD_MSG } from "@/lib/messages/cod";
import { formatRupees } from "@/lib/format";
import styles from "./orders.module.css";

/** The cash-on-delivery fee above a COD order's total. */
export function CodFeeRow({ feeRupees }: { feeRupees: number }) {
  return (
    <div className={styles.breakupRow} data-testid="cod-fee">
      <span>
        {COD_MSG.method} · {COD_MSG.codFee}
      </span>
      <span className={styles.money}>{formatRupees(Math.round(feeRupees * 100))}</span>
    </div>
  );
}

/** Confirm a placed COD order after the call: the owner may add a note for the history (nothing is written for them). */
export function CodConfirmDialog({ open, busy, onClose, onConfirm }: { open: boolean; busy: boolean; onClose: () => void; onConfirm: (note: string) => void }) {
  const id = useId();
  const [note, setNote] = useState("");
  return (
    <FormDialog open={open} title={COD_MSG.confirmTitle} onClose={onClose}>
      <form
        className={ui.form}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(note.trim());
        }}
      >
        <p>{COD_MSG.confirmText}</p>
        <TextAreaField id={`${id}-note`} label={COD_MSG.confirmNote} value={note} onValue={setNote} maxLength={500} rows={2} />
        <div className={ui.formActions}>
          <button type="button" className={ui.button} onClick={onClose} disabled={busy}>
            {ORDER_ADMIN_MSG.close}
          </button>
          <button type="submit" className={ui.primary} disabled={busy}>
            {COD_MSG.confirmSubmit}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}

/** Reject a placed COD order after the confirmation call: a reason is required (the customer's mail and the timeline carry it). */
export function CodRejectDialog({ open, busy, onClose, onReject }: { open: boolean; busy: boolean; onClose: () => void; onReject: (reason: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  return (
    <FormDialog open={open} title={COD_MSG.rejectTitle} onClose={onClose}>
      <form
        className={ui.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setError(COD_MSG.reasonRequired);
            document.getElementById(`${id}-reason`)?.focus();
            return;
          }
          onReject(reason.trim());
        }}
      >
        <TextAreaField
          id={`${id}-reason`}
          label={COD_MSG.rejectReason}
          value={reason}
          onValue={(value) => {
            setReason(value);
            setError("");
          }}
          error={error}
          maxLength={500}
          rows={3}
          required
        />
        <div className={ui.formActions}>
          <button type="button" className={ui.button} onClick={onClose} disabled={busy}>
            {ORDER_ADMIN_MSG.close}
          </button>
          <button type="submit" className={ui.danger} disabled={busy}>
            {COD_MSG.rejectSubmit}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
