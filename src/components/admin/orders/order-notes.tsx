"use client";

import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TextAreaField } from "@/components/admin/ui/fields";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { ORDERS_KEY, orderFailureText, saveAdminNotes } from "@/lib/api/admin/orders";
import { toast } from "@/lib/toast";

/** The owner's private notes on the order: edited here, saved on demand (PATCH /api/admin/orders/{id}). */
export function OrderNotes({ orderId, saved }: { orderId: string; saved: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [notes, setNotes] = useState(saved);
  const save = useMutation({
    mutationFn: () => saveAdminNotes(orderId, notes),
    onSuccess: (msg) => {
      toast.success(msg || ORDER_ADMIN_MSG.notesSaved);
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
    onError: (error) => toast.error(orderFailureText(error, ORDER_ADMIN_MSG.notesFailed, ORDER_ADMIN_MSG.notesError)),
  });

  return (
    <section className={ui.section}>
      <h2>{ORDER_ADMIN_MSG.notesHeading}</h2>
      <form
        className={ui.form}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <TextAreaField id={id} label={ORDER_ADMIN_MSG.notesLabel} value={notes} onValue={setNotes} maxLength={5000} />
        <div className={ui.formActions}>
          <button type="submit" className={ui.primary} disabled={save.isPending || notes === saved}>
            {save.isPending ? ORDER_ADMIN_MSG.savingNotes : ORDER_ADMIN_MSG.saveNotes}
          </button>
        </div>
      </form>
    </section>
  );
}
