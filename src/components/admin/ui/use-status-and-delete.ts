"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureText } from "@/lib/admin/failure-text";
import { toast } from "@/lib/toast";

/**
 * A catalogue list's row actions (categories, colours): the active/inactive toggle and the
 * delete asked for in a confirm dialog. Each toasts the server's message, then the list is asked
 * for again. `deleting` is the row the confirm dialog is open for.
 */
export function useStatusAndDelete<Row extends { _id: string; status: boolean }>({
  queryKey,
  changeStatus,
  remove,
  clientError,
}: {
  queryKey: readonly unknown[];
  changeStatus: (id: string, active: boolean) => Promise<string>;
  remove: (id: string) => Promise<string>;
  /** What a failure without a server message says ('Client side error'). */
  clientError: string;
}) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<Row | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const fail = (error: unknown) => toast.error(failureText(error, clientError));

  const status = useMutation({
    mutationFn: (row: Row) => changeStatus(row._id, !row.status),
    onSuccess: (msg) => toast.success(msg),
    onError: fail,
    onSettled: refresh,
  });
  const removal = useMutation({
    mutationFn: (row: Row) => remove(row._id),
    onSuccess: (msg) => toast.success(msg),
    onError: fail,
    onSettled: () => {
      setDeleting(null);
      return refresh();
    },
  });

  return {
    refresh,
    /** The row whose toggle is on its way to the server. */
    busyId: status.isPending ? (status.variables?._id ?? null) : null,
    toggle: (row: Row) => status.mutate(row),
    deleting,
    setDeleting,
    /** The confirm dialog's open, busy, confirm and cancel (the page gives its words). */
    confirm: {
      open: deleting !== null,
      busy: removal.isPending,
      onConfirm: () => {
        if (deleting) removal.mutate(deleting);
      },
      onCancel: () => setDeleting(null),
    },
  };
}
