"use client";

import { useMemo, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { type ListView, ListToolbar, type SortOrder } from "@/components/admin/ui/list-toolbar";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import { CATEGORIES_KEY, changeCategoryStatus, deleteCategory, fetchAdminCategories } from "@/lib/admin/categories-api";
import { failureText } from "@/lib/admin/failure-text";
import type { CategoryJSON } from "@/lib/types/catalogue-json";
import { toast } from "@/lib/toast";
import { type CategoryDialog, CategoryFormDialog } from "./category-form-dialog";
import { CategoryGrid, CategoryTable } from "./category-views";

type Sort = "name" | "slug";
const SORTS = [
  { value: "name", label: CATEGORY_MSG.sortName },
  { value: "slug", label: CATEGORY_MSG.sortSlug },
] as const satisfies readonly { value: Sort; label: string }[];

/** /admin/category (back office §2 Categories): the list, its search and sort, and its modals. */
export function CategoriesPage() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => fetchAdminCategories(signal) });
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<Sort>("name");
  const [order, setOrder] = useState<SortOrder>("asc");
  const [view, setView] = useState<ListView>("grid");
  const [dialog, setDialog] = useState<CategoryDialog>(null);
  const [deleting, setDeleting] = useState<CategoryJSON | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
  const fail = (error: unknown) => toast.error(failureText(error, CATEGORY_MSG.clientError));

  const status = useMutation({
    mutationFn: (category: CategoryJSON) => changeCategoryStatus(category._id, !category.status),
    onSuccess: (msg) => toast.success(msg),
    onError: fail,
    onSettled: refresh,
  });
  const removal = useMutation({
    mutationFn: (category: CategoryJSON) => deleteCategory(category._id),
    onSuccess: (msg) => {
      toast.success(msg);
      setDeleting(null);
    },
    onError: (error) => {
      fail(error);
      setDeleting(null);
    },
    onSettled: refresh,
  });

  const all = query.data;
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const matches = (all ?? []).filter((c) => !needle || c.name.toLowerCase().includes(needle) || c.slug.includes(needle));
    const direction = order === "asc" ? 1 : -1;
    return matches.sort((a, b) => direction * a[sort].localeCompare(b[sort], "en", { sensitivity: "base", numeric: true }));
  }, [all, search, sort, order]);

  const actions = {
    busyId: status.isPending ? (status.variables?._id ?? null) : null,
    onToggle: (category: CategoryJSON) => status.mutate(category),
    onEdit: (category: CategoryJSON) => setDialog({ mode: "update", category }),
    onDelete: setDeleting,
  };

  return (
    <>
      <PageHeader title={CATEGORY_MSG.title} count={all ? CATEGORY_MSG.count(all.length) : undefined}>
        <button type="button" className={ui.primary} onClick={() => setDialog({ mode: "create" })}>
          {CATEGORY_MSG.add}
        </button>
      </PageHeader>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        searchLabel={CATEGORY_MSG.searchLabel}
        searchPlaceholder={CATEGORY_MSG.searchPlaceholder}
        sort={sort}
        sorts={SORTS}
        onSort={setSort}
        order={order}
        onOrder={setOrder}
        view={view}
        onView={setView}
      />
      {query.isPending ? (
        <Loading text={CATEGORY_MSG.loading} />
      ) : query.isError ? (
        <EmptyState title={CATEGORY_MSG.fetchFailed} text={failureText(query.error, CATEGORY_MSG.clientError)}>
          <button type="button" className={ui.button} onClick={() => void query.refetch()}>
            Try again
          </button>
        </EmptyState>
      ) : all && all.length === 0 ? (
        <EmptyState title={CATEGORY_MSG.emptyTitle} text={CATEGORY_MSG.emptyText}>
          <button type="button" className={ui.primary} onClick={() => setDialog({ mode: "create" })}>
            {CATEGORY_MSG.add}
          </button>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title={CATEGORY_MSG.noMatchTitle} text={CATEGORY_MSG.noMatchText} />
      ) : view === "grid" ? (
        <CategoryGrid categories={shown} actions={actions} />
      ) : (
        <CategoryTable categories={shown} actions={actions} />
      )}
      <CategoryFormDialog
        dialog={dialog}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={CATEGORY_MSG.deleteTitle}
        message={deleting ? CATEGORY_MSG.deleteConfirm(deleting.name) : ""}
        busy={removal.isPending}
        onConfirm={() => deleting && removal.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
