"use client";

import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog, FormDialog } from "@/components/admin/ui/confirm-dialog";
import { DialogFormActions } from "@/components/admin/ui/dialog-form-actions";
import { TextAreaField, TextField } from "@/components/admin/ui/fields";
import { FormError } from "@/components/admin/ui/form-error";
import ui from "@/components/admin/ui/admin-ui.module.css";
import orders from "@/components/admin/orders/orders.module.css";
import { RETURN_ADMIN_MSG } from "@/lib/admin/return-admin-messages";
import { RETURN_SIZE_MSG } from "@/lib/returns/return-messages";
import { MAX_REJECTION_REASON, type AdminReturnDetailJSON, type ReturnAction } from "@/lib/types/returns";
import { toast } from "@/lib/toast";
import { paiseText, returnStatusLabel } from "./return-format";
import { RETURNS_KEY, type ReturnMove, moveReturn, returnFailureText } from "@/lib/api/admin/returns";

/** Moves made with one press; the others open a dialog first. */
const DIRECT: readonly ReturnAction[] = ["approve", "pick_up", "receive"];

/**
 * The buttons of the moves the server allows now (`actions`: nothing else is offered), with the
 * dialogs of those that need more: Reject (a reason the shopper sees), Refund (the amount, at most
 * what was paid; a cash-on-delivery order's bank transfer reference) and Exchange (a confirmation).
 * A refused move shows the server's msg (a toast, and inside its dialog); each move refreshes the page.
 */
export function ReturnActions({ request }: { request: AdminReturnDetailJSON }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<"reject" | "refund" | "exchange" | null>(null);
  const [error, setError] = useState("");
  // An exchange for a cheaper size of a cash-on-delivery order: the difference's bank transfer reference.
  const [reference, setReference] = useState("");
  const referenceId = useId();
  const refundLess = request.sizeDifference?.refundLessPaise ?? 0;
  const payMore = request.sizeDifference?.payMorePaise ?? 0;
  const needsReference = refundLess > 0 && request.paymentMethod === "cod";

  const move = useMutation({
    mutationFn: (change: ReturnMove) => moveReturn(request.id, change),
    onSuccess: (updated) => {
      toast.success(RETURN_ADMIN_MSG.moved(returnStatusLabel(updated?.status ?? request.status)));
      setDialog(null);
      setError("");
    },
    onError: (failure) => {
      const text = returnFailureText(failure, RETURN_ADMIN_MSG.moveFailed, RETURN_ADMIN_MSG.moveError);
      setError(text);
      toast.error(text);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
  });
  const busy = move.isPending;
  const open = (which: typeof dialog) => {
    setError("");
    setDialog(which);
  };

  return (
    <section className={ui.section}>
      <h2>{RETURN_ADMIN_MSG.actionsHeading}</h2>
      {request.actions.length === 0 ? (
        <p className={ui.muted}>{RETURN_ADMIN_MSG.noActions}</p>
      ) : (
        <div className={orders.buttons}>
          {request.actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === "reject" ? ui.danger : ui.primary}
              disabled={busy}
              onClick={() => {
                if (DIRECT.includes(action)) move.mutate({ action });
                else open(action === "reject" ? "reject" : action === "refund" ? "refund" : "exchange");
              }}
            >
              {RETURN_ADMIN_MSG.actionLabels[action]}
            </button>
          ))}
        </div>
      )}
      {dialog === "reject" ? <RejectDialog busy={busy} error={error} onClose={() => setDialog(null)} onReject={(reason) => move.mutate({ action: "reject", reason })} /> : null}
      {dialog === "refund" ? (
        <RefundDialog request={request} busy={busy} error={error} onClose={() => setDialog(null)} onRefund={(amountPaise, reference) => move.mutate({ action: "refund", amountPaise, ...(reference ? { reference } : {}) })} />
      ) : null}
      <ConfirmDialog
        open={dialog === "exchange"}
        title={RETURN_ADMIN_MSG.exchangeTitle}
        message={
          <>
            <p>{payMore > 0 ? RETURN_SIZE_MSG.exchangeConfirmPayMore(request.number) : RETURN_ADMIN_MSG.exchangeConfirm(request.number)}</p>
            {payMore > 0 ? <p>{RETURN_SIZE_MSG.payMore(paiseText(payMore))}</p> : null}
            {refundLess > 0 ? <p>{RETURN_SIZE_MSG.refundLess(paiseText(refundLess))}</p> : null}
            {needsReference ? (
              <TextField id={referenceId} label={RETURN_SIZE_MSG.referenceLabel} value={reference} onValue={setReference} maxLength={100} autoComplete="off" required />
            ) : null}
            <FormError message={error} />
          </>
        }
        confirmLabel={RETURN_ADMIN_MSG.exchangeSubmit}
        busy={busy}
        onConfirm={() => {
          if (needsReference && !reference.trim()) {
            setError(RETURN_SIZE_MSG.referenceRequired);
            return;
          }
          move.mutate({ action: "exchange", ...(needsReference ? { reference: reference.trim() } : {}) });
        }}
        onCancel={() => setDialog(null)}
      />
    </section>
  );
}

function RejectDialog({ busy, error, onClose, onReject }: { busy: boolean; error: string; onClose: () => void; onReject: (reason: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState("");
  return (
    <FormDialog open title={RETURN_ADMIN_MSG.rejectTitle} onClose={onClose}>
      <form
        className={ui.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setProblem(RETURN_ADMIN_MSG.rejectReasonRequired);
          onReject(reason.trim());
        }}
      >
        <FormError message={error} />
        <TextAreaField
          id={id}
          label={RETURN_ADMIN_MSG.rejectReason}
          value={reason}
          onValue={(value) => {
            setReason(value);
            setProblem("");
          }}
          error={problem || undefined}
          maxLength={MAX_REJECTION_REASON}
          rows={4}
          required
        />
        <DialogFormActions busy={busy} cancelLabel={RETURN_ADMIN_MSG.cancel} submitLabel={RETURN_ADMIN_MSG.rejectSubmit} onCancel={onClose} />
      </form>
    </FormDialog>
  );
}

/** "2,499.50" → 249950 paise; null unless a plain amount with at most two decimals. */
function parseRupees(text: string): number | null {
  const plain = text.trim().replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
}

function RefundDialog({
  request,
  busy,
  error,
  onClose,
  onRefund,
}: {
  request: AdminReturnDetailJSON;
  busy: boolean;
  error: string;
  onClose: () => void;
  onRefund: (amountPaise: number, reference: string | null) => void;
}) {
  const id = useId();
  const bank = request.paymentMethod === "cod";
  const max = request.maxRefundPaise;
  const [amount, setAmount] = useState((max / 100).toFixed(2));
  const [reference, setReference] = useState("");
  const [problems, setProblems] = useState<{ amount?: string; reference?: string }>({});
  return (
    <FormDialog open title={RETURN_ADMIN_MSG.refundTitle} onClose={onClose}>
      <form
        className={ui.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const paise = parseRupees(amount);
          const found = {
            amount: paise === null || paise <= 0 || paise > max ? RETURN_ADMIN_MSG.refundAmountInvalid(paiseText(max)) : undefined,
            reference: bank && !reference.trim() ? RETURN_ADMIN_MSG.refundReferenceRequired : undefined,
          };
          setProblems(found);
          if (found.amount || found.reference || paise === null) return;
          onRefund(paise, bank ? reference.trim() : null);
        }}
      >
        <FormError message={error} />
        <p className={ui.muted}>{bank ? RETURN_ADMIN_MSG.refundBank : RETURN_ADMIN_MSG.refundGateway}</p>
        <TextField
          id={`${id}-amount`}
          label={RETURN_ADMIN_MSG.refundAmount}
          value={amount}
          onValue={(value) => {
            setAmount(value);
            setProblems((current) => ({ ...current, amount: undefined }));
          }}
          inputMode="decimal"
          autoComplete="off"
          hint={RETURN_ADMIN_MSG.refundAmountHint(paiseText(max))}
          error={problems.amount}
          required
        />
        {bank ? (
          <TextField
            id={`${id}-reference`}
            label={RETURN_ADMIN_MSG.refundReferenceLabel}
            value={reference}
            onValue={(value) => {
              setReference(value);
              setProblems((current) => ({ ...current, reference: undefined }));
            }}
            maxLength={100}
            autoComplete="off"
            error={problems.reference}
            required
          />
        ) : null}
        <DialogFormActions busy={busy} cancelLabel={RETURN_ADMIN_MSG.cancel} submitLabel={RETURN_ADMIN_MSG.refundSubmit} onCancel={onClose} />
      </form>
    </FormDialog>
  );
}
