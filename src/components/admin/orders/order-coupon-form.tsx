"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { TextField } from "@/components/admin/ui/fields";
import { FormError } from "@/components/admin/ui/form-error";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { applyOrderCoupon, orderKey, removeOrderCoupon } from "@/lib/api/admin/orders";
import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import type { AdminOrderDetailJSON } from "@/lib/schemas/admin-order";
import { toast } from "@/lib/toast";

/** The order's applied coupon code (issue 44), null without one. */
function appliedCode(order: AdminOrderDetailJSON): string | null {
  return order.offers.find((offer) => offer.code !== null)?.code ?? null;
}

/** Whether the owner may still add or remove a code: an order request, draft or acknowledged, before its payment link. */
export function canChangeCoupon(order: AdminOrderDetailJSON): boolean {
  return order.source === "request" && (order.status === "draft" || order.status === "acknowledged") && !order.payment.paymentLink;
}

/**
 * An order request's coupon code: Apply (PUT /api/admin/orders/{id}/offer { code }) or Remove
 * (DELETE on the same path), each answering { order }. A refusal is shown in the server's words
 * and what was typed stays.
 */
export function OrderCouponForm({ order }: { order: AdminOrderDetailJSON }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const applied = appliedCode(order);

  async function send(method: "PUT" | "DELETE") {
    if (method === "PUT" && code.trim() === "") {
      setError(M.orderCouponRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = method === "PUT" ? await applyOrderCoupon(order._id, code) : await removeOrderCoupon(order._id);
      if (answer.order) queryClient.setQueryData(orderKey(order._id), answer.order);
      toast.success(answer.msg ? answer.msg : method === "PUT" ? M.orderCouponApplied : M.orderCouponRemoved);
      if (method === "PUT") setCode("");
    } catch (failure) {
      const message = failureText(failure, M.clientError);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={ui.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{M.orderCouponHeading}</h2>
      {applied ? <p>{M.orderCouponAppliedCode(applied)}</p> : null}
      <form
        className={ui.form}
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void send("PUT");
        }}
      >
        <FormError message={error} />
        <TextField id={`${id}-code`} label={M.orderCouponLabel} hint={M.orderCouponHint} value={code} onValue={setCode} autoComplete="off" maxLength={40} spellCheck={false} autoCapitalize="characters" />
        <div className={ui.formActions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            {M.orderCouponApply}
          </button>
          {applied ? (
            <button type="button" className={ui.button} disabled={busy} onClick={() => void send("DELETE")}>
              {M.orderCouponRemove}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
