"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import { COLORS_KEY, changeColorStatus, deleteColor, fetchAdminColors } from "@/lib/admin/colors-api";
import { failureText } from "@/lib/admin/failure-text";
import { COLOR_NAMES } from "@/lib/constants";
import type { ColorJSON } from "@/lib/types/catalogue-json";
import { toast } from "@/lib/toast";
import { type ColorDialog, ColorFormDialog } from "./color-form-dialog";
import { ColorViews } from "./color-views";
import styles from "./colors.module.css";

/** /admin/colors (back office §2 Colours): the shop's three colours, their status, add and delete. */
export function ColorsPage() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: COLORS_KEY, queryFn: ({ signal }) => fetchAdminColors(signal) });
  const [dialog, setDialog] = useState<ColorDialog>(null);
  const [deleting, setDeleting] = useState<ColorJSON | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: COLORS_KEY });
  const fail = (error: unknown) => toast.error(failureText(error, COLOR_MSG.clientError));

  const status = useMutation({
    mutationFn: (color: ColorJSON) => changeColorStatus(color._id, !color.status),
    onSuccess: (msg) => toast.success(msg),
    onError: fail,
    onSettled: refresh,
  });
  const removal = useMutation({
    mutationFn: (color: ColorJSON) => deleteColor(color._id),
    onSuccess: (msg) => toast.success(msg),
    onError: fail,
    onSettled: () => {
      setDeleting(null);
      return refresh();
    },
  });

  const colors = query.data ?? [];
  const names = colors.map((color) => color.name);
  const allExist = COLOR_NAMES.every((name) => names.includes(name));

  async function reload() {
    const result = await query.refetch();
    if (result.isError) toast.error(COLOR_MSG.fetchFailed);
    else toast.success(COLOR_MSG.refreshed);
  }

  return (
    <>
      <PageHeader title={COLOR_MSG.title} count={query.data ? COLOR_MSG.count(colors.length) : undefined}>
        <button type="button" className={ui.button} onClick={() => void reload()} disabled={query.isFetching}>
          {COLOR_MSG.refresh}
        </button>
        <button type="button" className={ui.primary} onClick={() => setDialog({ mode: "create" })} disabled={!query.data || allExist} aria-describedby={allExist ? "colors-all-exist" : undefined}>
          {COLOR_MSG.add}
        </button>
      </PageHeader>
      {query.data && allExist ? (
        <p id="colors-all-exist" className={`${ui.hint} ${styles.allExist}`}>
          {COLOR_MSG.allExist}
        </p>
      ) : null}
      {query.isPending ? (
        <Loading text={COLOR_MSG.loading} />
      ) : query.isError ? (
        <EmptyState title={COLOR_MSG.fetchFailed} text={failureText(query.error, COLOR_MSG.clientError)}>
          <button type="button" className={ui.button} onClick={() => void query.refetch()}>
            Try again
          </button>
        </EmptyState>
      ) : colors.length === 0 ? (
        <EmptyState title={COLOR_MSG.emptyTitle} text={COLOR_MSG.emptyText}>
          <button type="button" className={ui.primary} onClick={() => setDialog({ mode: "create" })}>
            {COLOR_MSG.add}
          </button>
        </EmptyState>
      ) : (
        <ColorViews
          colors={colors}
          actions={{
            busyId: status.isPending ? (status.variables?._id ?? null) : null,
            onToggle: (color) => status.mutate(color),
            onEdit: (color) => setDialog({ mode: "update", color }),
            onDelete: setDeleting,
          }}
        />
      )}
      <ColorFormDialog
        dialog={dialog}
        existing={names}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={COLOR_MSG.deleteTitle}
        message={
          deleting ? (
            <>
              <p>{COLOR_MSG.deleteConfirm(deleting.name)}</p>
              <p className={ui.hint}>{COLOR_MSG.deleteEffect}</p>
            </>
          ) : (
            ""
          )
        }
        busy={removal.isPending}
        onConfirm={() => deleting && removal.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
