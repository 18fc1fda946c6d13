"use client";

import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog, FormDialog } from "@/components/admin/ui/confirm-dialog";
import { SelectField, TextField } from "@/components/admin/ui/fields";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { ORDERS_KEY, type PaymentMethod, type StatusChange, generatePaymentLink, orderFailureText, updateOrderStatus } from "@/lib/api/admin/orders";
import type { AdminOrderDetailJSON, AdminOrderStatus } from "@/lib/schemas/admin-order";
import { toast } from "@/lib/toast";
// The server's own table of the moves allowed by hand (a pure module): the buttons offer exactly
// what the server accepts, so an illegal move is never offered.
import { canMove as canMoveTo } from "@/lib/admin/order-transitions";
import { COD_MSG } from "@/lib/messages/cod";
import { CodConfirmDialog, CodRejectDialog } from "./cod-order-parts";
import styles from "./orders.module.css";

const METHODS = [
  { value: "phonepe", label: ORDER_ADMIN_MSG.methodLabels.phonepe },
  { value: "paytm", label: ORDER_ADMIN_MSG.methodLabels.paytm },
] as const;

/** Statuses that still await a payment link being sent (again). */
const LINK_STATUSES: readonly AdminOrderStatus[] = ["acknowledged", "payment_pending"];
/** Cancelling these refunds the customer and restocks the pieces (order-transitions.ts PAID_STATUSES). */
const PAID: readonly AdminOrderStatus[] = ["paid", "processing"];

/**
 * The status buttons of back office §4 for the order's current status, the payment link with its
 * Copy button, and their dialogs. Each change refreshes the list and this order (their queries).
 */
export function OrderActions({ order }: { order: AdminOrderDetailJSON }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<"link" | "ship" | "cancel" | "confirm" | "reject" | null>(null);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY });

  const move = useMutation({
    mutationFn: (change: StatusChange) => updateOrderStatus(order._id, change),
    onSuccess: (_order, change) => {
      toast.success(ORDER_ADMIN_MSG.statusUpdated(change.status));
      setDialog(null);
    },
    onError: (error) => toast.error(orderFailureText(error, ORDER_ADMIN_MSG.updateFailed, ORDER_ADMIN_MSG.updateError)),
    onSettled: invalidate,
  });
  const link = useMutation({
    mutationFn: (method: PaymentMethod) => generatePaymentLink(order._id, method),
    onSuccess: ({ msg }, method) => {
      toast.success(msg || ORDER_ADMIN_MSG.linkGenerated(method));
      setDialog(null);
    },
    onError: (error) => toast.error(orderFailureText(error, ORDER_ADMIN_MSG.linkFailed, ORDER_ADMIN_MSG.linkError)),
    onSettled: invalidate,
  });

  const busy = move.isPending || link.isPending;
  const status = order.status;
  // A cash-on-delivery order takes its own road (COD_MOVES): Confirm / Reject, then shipped, then delivered and paid.
  const method = order.payment.method;
  const cod = method === "cod";
  const canMove = (from: AdminOrderStatus, to: AdminOrderStatus) => canMoveTo(from, to, method);
  const buttons: React.ReactNode[] = [];
  if (cod && canMove(status, "confirmed")) buttons.push(<ActionButton key="confirm" label={COD_MSG.confirm} busy={busy} onClick={() => setDialog("confirm")} />);
  if (cod && status === "draft") {
    buttons.push(
      <button key="reject" type="button" className={ui.danger} disabled={busy} onClick={() => setDialog("reject")}>
        {COD_MSG.reject}
      </button>,
    );
  }
  if (canMove(status, "acknowledged")) buttons.push(<ActionButton key="ack" label={ORDER_ADMIN_MSG.acknowledge} busy={busy} onClick={() => move.mutate({ status: "acknowledged" })} />);
  if (LINK_STATUSES.includes(status)) {
    buttons.push(<ActionButton key="link" label={status === "payment_pending" ? ORDER_ADMIN_MSG.resendLink : ORDER_ADMIN_MSG.sendLink} busy={busy} onClick={() => setDialog("link")} />);
  }
  if (canMove(status, "processing")) buttons.push(<ActionButton key="processing" label={ORDER_ADMIN_MSG.markProcessing} busy={busy} onClick={() => move.mutate({ status: "processing" })} />);
  if (canMove(status, "shipped")) buttons.push(<ActionButton key="ship" label={ORDER_ADMIN_MSG.markShipped} busy={busy} onClick={() => setDialog("ship")} />);
  if (canMove(status, "delivered")) buttons.push(<ActionButton key="delivered" label={cod ? COD_MSG.markDeliveredPaid : ORDER_ADMIN_MSG.markDelivered} busy={busy} onClick={() => move.mutate({ status: "delivered" })} />);
  const cancellable = canMove(status, "cancelled") && !(cod && status === "draft");

  return (
    <section className={ui.section}>
      <h2>{ORDER_ADMIN_MSG.actionsHeading}</h2>
      {buttons.length === 0 && !cancellable ? (
        <p className={ui.muted}>{ORDER_ADMIN_MSG.noActions}</p>
      ) : (
        <div className={styles.buttons}>
          {buttons}
          {cancellable ? (
            <button type="button" className={ui.danger} disabled={busy} onClick={() => setDialog("cancel")}>
              {ORDER_ADMIN_MSG.cancelOrder}
            </button>
          ) : null}
        </div>
      )}
      {order.payment.paymentLink && LINK_STATUSES.includes(status) ? <PaymentLinkBox url={order.payment.paymentLink} method={order.payment.method} /> : null}
      <LinkDialog open={dialog === "link"} busy={link.isPending} onClose={() => setDialog(null)} onSend={(method) => link.mutate(method)} />
      <ShipDialog open={dialog === "ship"} busy={move.isPending} onClose={() => setDialog(null)} onShip={(courierName, trackingNumber) => move.mutate({ status: "shipped", courierName, trackingNumber })} />
      <CodConfirmDialog open={dialog === "confirm"} busy={move.isPending} onClose={() => setDialog(null)} onConfirm={(note) => move.mutate({ status: "confirmed", ...(note ? { note } : {}) })} />
      <CodRejectDialog open={dialog === "reject"} busy={move.isPending} onClose={() => setDialog(null)} onReject={(reason) => move.mutate({ status: "cancelled", note: reason })} />
      <ConfirmDialog
        open={dialog === "cancel"}
        title={ORDER_ADMIN_MSG.cancelTitle}
        message={ORDER_ADMIN_MSG.cancelConfirm(order.orderNumber, PAID.includes(status))}
        confirmLabel={ORDER_ADMIN_MSG.cancelSubmit}
        busy={move.isPending}
        onConfirm={() => move.mutate({ status: "cancelled" })}
        onCancel={() => setDialog(null)}
      />
    </section>
  );
}

function ActionButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className={ui.primary} disabled={busy} onClick={onClick}>
      {label}
    </button>
  );
}

/** The link sent to the customer, read-only, with a Copy button (for WhatsApp or e-mail by hand). */
function PaymentLinkBox({ url, method }: { url: string; method: keyof typeof ORDER_ADMIN_MSG.methodLabels | null }) {
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(ORDER_ADMIN_MSG.copied);
    } catch {
      toast.error(ORDER_ADMIN_MSG.copyFailed);
    }
  }
  const label = method ? `${ORDER_ADMIN_MSG.paymentLinkLabel} (${ORDER_ADMIN_MSG.methodLabels[method]})` : ORDER_ADMIN_MSG.paymentLinkLabel;
  return (
    <div className={styles.linkRow}>
      <TextField id={id} label={label} value={url} onValue={() => undefined} readOnly onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className={ui.button} onClick={() => void copy()}>
        {ORDER_ADMIN_MSG.copy}
      </button>
    </div>
  );
}

function LinkDialog({ open, busy, onClose, onSend }: { open: boolean; busy: boolean; onClose: () => void; onSend: (method: PaymentMethod) => void }) {
  const id = useId();
  const [method, setMethod] = useState<PaymentMethod>("phonepe");
  return (
    <FormDialog open={open} title={ORDER_ADMIN_MSG.linkDialogTitle} onClose={onClose}>
      <form
        className={ui.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSend(method);
        }}
      >
        <SelectField id={id} label={ORDER_ADMIN_MSG.linkMethod} value={method} onValue={(value) => setMethod(value === "paytm" ? "paytm" : "phonepe")} options={METHODS} />
        <div className={ui.formActions}>
          <button type="button" className={ui.button} onClick={onClose} disabled={busy}>
            {ORDER_ADMIN_MSG.close}
          </button>
          <button type="submit" className={ui.primary} disabled={busy}>
            {busy ? ORDER_ADMIN_MSG.sending : ORDER_ADMIN_MSG.send}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}

function ShipDialog({ open, busy, onClose, onShip }: { open: boolean; busy: boolean; onClose: () => void; onShip: (courierName: string, trackingNumber: string) => void }) {
  const id = useId();
  const [courier, setCourier] = useState("");
  const [tracking, setTracking] = useState("");
  return (
    <FormDialog open={open} title={ORDER_ADMIN_MSG.shipDialogTitle} onClose={onClose}>
      <form
        className={ui.form}
        onSubmit={(event) => {
          event.preventDefault();
          onShip(courier, tracking);
        }}
      >
        <TextField id={`${id}-courier`} label={ORDER_ADMIN_MSG.courierName} value={courier} onValue={setCourier} maxLength={100} autoComplete="off" />
        <TextField id={`${id}-tracking`} label={ORDER_ADMIN_MSG.trackingNumber} value={tracking} onValue={setTracking} maxLength={100} autoComplete="off" />
        <div className={ui.formActions}>
          <button type="button" className={ui.button} onClick={onClose} disabled={busy}>
            {ORDER_ADMIN_MSG.close}
          </button>
          <button type="submit" className={ui.primary} disabled={busy}>
            {ORDER_ADMIN_MSG.markShippedSubmit}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
