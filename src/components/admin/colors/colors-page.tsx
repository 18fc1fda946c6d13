"use client";

import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { EmptyState } from "@/components/admin/ui/empty-state";
import { ListState } from "@/components/admin/ui/list-state";
import { PageHeader } from "@/components/admin/ui/page-header";
import { useStatusAndDelete } from "@/components/admin/ui/use-status-and-delete";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import { COLORS_KEY, changeColorStatus, deleteColor, fetchAdminColors } from "@/lib/api/admin/colors";
import { failureText } from "@/lib/admin/failure-text";
import { COLOR_NAMES } from "@/lib/constants";
import type { ColorJSON } from "@/lib/types/catalogue-json";
import { toast } from "@/lib/toast";
import { type ColorDialog, ColorFormDialog } from "./color-form-dialog";
import { ColorViews } from "./color-views";
import styles from "./colors.module.css";

/** /admin/colors (back office §2 Colours): the shop's three colours, their status, add and delete. */
export function ColorsPage() {
  const allExistId = useId();
  const query = useQuery({ queryKey: COLORS_KEY, queryFn: ({ signal }) => fetchAdminColors(signal) });
  const [dialog, setDialog] = useState<ColorDialog>(null);
  const rows = useStatusAndDelete<ColorJSON>({ queryKey: COLORS_KEY, changeStatus: changeColorStatus, remove: deleteColor, clientError: COLOR_MSG.clientError });

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
        <button type="button" className={ui.primary} onClick={() => setDialog({ mode: "create" })} disabled={!query.data || allExist} aria-describedby={allExist ? allExistId : undefined}>
          {COLOR_MSG.add}
        </button>
      </PageHeader>
      {query.data && allExist ? (
        <p id={allExistId} className={`${ui.hint} ${styles.allExist}`}>
          {COLOR_MSG.allExist}
        </p>
      ) : null}
      <ListState
        query={query}
        loading={COLOR_MSG.loading}
        failedTitle={COLOR_MSG.fetchFailed}
        failedText={(error) => failureText(error, COLOR_MSG.clientError)}
        tryAgain="Try again"
        empty={
          colors.length === 0 ? (
            <EmptyState title={COLOR_MSG.emptyTitle} text={COLOR_MSG.emptyText}>
              <button type="button" className={ui.primary} onClick={() => setDialog({ mode: "create" })}>
                {COLOR_MSG.add}
              </button>
            </EmptyState>
          ) : null
        }
      >
        <ColorViews
          colors={colors}
          actions={{
            busyId: rows.busyId,
            onToggle: rows.toggle,
            onEdit: (color) => setDialog({ mode: "update", color }),
            onDelete: rows.setDeleting,
          }}
        />
      </ListState>
      <ColorFormDialog
        dialog={dialog}
        existing={names}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void rows.refresh();
        }}
      />
      <ConfirmDialog
        {...rows.confirm}
        title={COLOR_MSG.deleteTitle}
        message={
          rows.deleting ? (
            <>
              <p>{COLOR_MSG.deleteConfirm(rows.deleting.name)}</p>
              <p className={ui.hint}>{COLOR_MSG.deleteEffect}</p>
            </>
          ) : (
            ""
          )
        }
      />
    </>
  );
}
