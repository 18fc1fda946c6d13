"use client";

import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { EmptyState } from "@/components/admin/ui/empty-state";
import { ListState } from "@/components/admin/ui/list-state";
import { type ListView, ListToolbar } from "@/components/admin/ui/list-toolbar";
import { PageHeader } from "@/components/admin/ui/page-header";
import { useListSearch } from "@/components/admin/ui/use-list-search";
import { useStatusAndDelete } from "@/components/admin/ui/use-status-and-delete";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import { CATEGORIES_KEY, changeCategoryStatus, deleteCategory, fetchAdminCategories } from "@/lib/api/admin/categories";
import { failureText } from "@/lib/admin/failure-text";
import type { CategoryJSON } from "@/lib/types/catalogue-json";
import { type CategoryDialog, CategoryFormDialog } from "./category-form-dialog";
import { CategoryGrid, CategoryTable } from "./category-views";

type Sort = "name" | "slug";
const SORTS = [
  { value: "name", label: CATEGORY_MSG.sortName },
  { value: "slug", label: CATEGORY_MSG.sortSlug },
] as const satisfies readonly { value: Sort; label: string }[];

/** /admin/category (back office §2 Categories): the list, its search and sort, and its modals. */
export function CategoriesPage() {
  const query = useQuery({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => fetchAdminCategories(signal) });
  const { sort, order, toolbar } = useListSearch<Sort>("name", "asc");
  const [view, setView] = useState<ListView>("grid");
  const [dialog, setDialog] = useState<CategoryDialog>(null);
  const rows = useStatusAndDelete<CategoryJSON>({ queryKey: CATEGORIES_KEY, changeStatus: changeCategoryStatus, remove: deleteCategory, clientError: CATEGORY_MSG.clientError });

  const all = query.data;
  const shown = useMemo(() => {
    // Filtered here, as the admin types: the whole list is on the page.
    const needle = toolbar.search.trim().toLowerCase();
    const matches = (all ?? []).filter((c) => !needle || c.name.toLowerCase().includes(needle) || c.slug.includes(needle));
    const direction = order === "asc" ? 1 : -1;
    return matches.sort((a, b) => direction * a[sort].localeCompare(b[sort], "en", { sensitivity: "base", numeric: true }));
  }, [all, toolbar.search, sort, order]);

  const actions = {
    busyId: rows.busyId,
    onToggle: rows.toggle,
    onEdit: (category: CategoryJSON) => setDialog({ mode: "update", category }),
    onDelete: rows.setDeleting,
  };

  return (
    <>
      <PageHeader title={CATEGORY_MSG.title} count={all ? CATEGORY_MSG.count(all.length) : undefined}>
        <button type="button" className={ui.primary} onClick={() => setDialog({ mode: "create" })}>
          {CATEGORY_MSG.add}
        </button>
      </PageHeader>
      <ListToolbar {...toolbar} searchLabel={CATEGORY_MSG.searchLabel} searchPlaceholder={CATEGORY_MSG.searchPlaceholder} sorts={SORTS} view={view} onView={setView} />
      <ListState
        query={query}
        loading={CATEGORY_MSG.loading}
        failedTitle={CATEGORY_MSG.fetchFailed}
        failedText={(error) => failureText(error, CATEGORY_MSG.clientError)}
        tryAgain="Try again"
        empty={
          all && all.length === 0 ? (
            <EmptyState title={CATEGORY_MSG.emptyTitle} text={CATEGORY_MSG.emptyText}>
              <button type="button" className={ui.primary} onClick={() => setDialog({ mode: "create" })}>
                {CATEGORY_MSG.add}
              </button>
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState title={CATEGORY_MSG.noMatchTitle} text={CATEGORY_MSG.noMatchText} />
          ) : null
        }
      >
        {view === "grid" ? <CategoryGrid categories={shown} actions={actions} /> : <CategoryTable categories={shown} actions={actions} />}
      </ListState>
      <CategoryFormDialog
        dialog={dialog}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void rows.refresh();
        }}
      />
      <ConfirmDialog {...rows.confirm} title={CATEGORY_MSG.deleteTitle} message={rows.deleting ? CATEGORY_MSG.deleteConfirm(rows.deleting.name) : ""} />
    </>
  );
}
