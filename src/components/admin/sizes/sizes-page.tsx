"use client";

import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { EmptyState } from "@/components/admin/ui/empty-state";
import { ListState } from "@/components/admin/ui/list-state";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import type { AdminSizeJSON, AdminSizeSetJSON } from "@/lib/admin/size-json-types";
import { SIZE_KIND_LABELS, SIZE_MSG } from "@/lib/admin/size-messages";
import { SIZES_KEY, deleteSize, fetchSizeSets } from "@/lib/api/admin/sizes";
import { toast } from "@/lib/toast";
import { SetDialog } from "./set-dialog";
import { SizeDialog, type SizeDialogState } from "./size-dialog";
import { measuresText } from "./size-format";
import styles from "./sizes.module.css";

/** /admin/sizes (issue 42): every size set with its sizes and measurements; add a set, add, edit and delete sizes. */
export function SizesPage() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SIZES_KEY, queryFn: ({ signal }) => fetchSizeSets(signal) });
  const [addingSet, setAddingSet] = useState(false);
  const [sizeDialog, setSizeDialog] = useState<SizeDialogState>(null);
  const [deleting, setDeleting] = useState<{ set: AdminSizeSetJSON; size: AdminSizeJSON } | null>(null);
  const [busy, setBusy] = useState(false);
  const sets = query.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: SIZES_KEY });

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      toast.success(await deleteSize(deleting.set._id, deleting.size._id));
      setDeleting(null);
      await refresh();
    } catch (failure) {
      toast.error(failureText(failure, SIZE_MSG.clientError));
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={SIZE_MSG.title} count={query.data ? SIZE_MSG.count(sets.length) : undefined}>
        <button type="button" className={ui.primary} onClick={() => setAddingSet(true)} disabled={!query.data}>
          {SIZE_MSG.addSet}
        </button>
      </PageHeader>
      <p className={ui.hint}>{SIZE_MSG.intro}</p>
      <ListState
        query={query}
        loading={SIZE_MSG.loading}
        failedTitle={SIZE_MSG.fetchFailed}
        failedText={(error) => failureText(error, SIZE_MSG.clientError)}
        tryAgain="Try again"
        empty={
          sets.length === 0 ? (
            <EmptyState title={SIZE_MSG.emptyTitle} text={SIZE_MSG.emptyText}>
              <button type="button" className={ui.primary} onClick={() => setAddingSet(true)}>
                {SIZE_MSG.addSet}
              </button>
            </EmptyState>
          ) : null
        }
      >
        <div className={styles.sets}>
          {sets.map((set) => (
            <SetSection key={set._id} set={set} onAdd={() => setSizeDialog({ set, size: null })} onEdit={(size) => setSizeDialog({ set, size })} onDelete={(size) => setDeleting({ set, size })} />
          ))}
        </div>
      </ListState>
      <SetDialog
        open={addingSet}
        onClose={() => setAddingSet(false)}
        onSaved={() => {
          setAddingSet(false);
          void refresh();
        }}
      />
      <SizeDialog
        state={sizeDialog}
        onClose={() => setSizeDialog(null)}
        onSaved={() => {
          setSizeDialog(null);
          void refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={SIZE_MSG.deleteTitle}
        message={deleting ? SIZE_MSG.deleteConfirm(deleting.size.label, deleting.set.name) : ""}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function SetSection({ set, onAdd, onEdit, onDelete }: { set: AdminSizeSetJSON; onAdd: () => void; onEdit: (size: AdminSizeJSON) => void; onDelete: (size: AdminSizeJSON) => void }) {
  const headingId = `size-set-${set._id}`;
  return (
    <section className={styles.set} aria-labelledby={headingId}>
      <div className={styles.setHead}>
        <div>
          <h2 id={headingId}>{set.name}</h2>
          <p className={styles.kind}>{SIZE_KIND_LABELS[set.kind]}</p>
        </div>
        <button type="button" className={ui.button} onClick={onAdd} aria-label={SIZE_MSG.addSizeTo(set.name)}>
          {SIZE_MSG.addSize}
        </button>
      </div>
      {set.sizes.length === 0 ? (
        <p className={ui.muted}>{SIZE_MSG.noSizes}</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">{SIZE_MSG.sizeColumn}</th>
                <th scope="col">{SIZE_MSG.measuresColumn}</th>
                <th scope="col">{SIZE_MSG.piecesColumn}</th>
                <th scope="col">{SIZE_MSG.actionsColumn}</th>
              </tr>
            </thead>
            <tbody>
              {set.sizes.map((size) => (
                <tr key={size._id}>
                  <th scope="row">{size.label}</th>
                  <td className={styles.numbers}>{measuresText(set.kind, size)}</td>
                  <td className={styles.numbers}>{SIZE_MSG.pieces(size.products)}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <button type="button" className={ui.button} aria-label={SIZE_MSG.editSizeLabel(size.label)} onClick={() => onEdit(size)}>
                        {SIZE_MSG.editSize}
                      </button>
                      <button type="button" className={ui.ghost} aria-label={SIZE_MSG.deleteSizeLabel(size.label)} onClick={() => onDelete(size)}>
                        {SIZE_MSG.deleteSize}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
