"use client";

import { useId, useState } from "react";
import { AdminLink } from "@/components/admin/ui/admin-link";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { EmptyState } from "@/components/admin/ui/empty-state";
import { SelectField } from "@/components/admin/ui/fields";
import { ListState } from "@/components/admin/ui/list-state";
import { LoadMore } from "@/components/admin/ui/load-more";
import { PageHeader } from "@/components/admin/ui/page-header";
import { useDebounced } from "@/components/admin/ui/use-debounced";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { BLOG_MSG } from "@/lib/admin/blog-messages";
import { failureText } from "@/lib/admin/failure-text";
import { formatDate } from "@/lib/format";
import type { AdminBlogPost, AdminBlogStatus } from "@/lib/schemas/admin-blog";
import { toast } from "@/lib/toast";
import { BLOGS_KEY, deleteBlog, fetchAdminBlogs } from "@/lib/api/admin/blog";
import styles from "./blog.module.css";

const STATUS_FILTERS = [
  { value: "draft", label: BLOG_MSG.draft },
  { value: "published", label: BLOG_MSG.published },
] as const;

/** /admin/blogs: every post, drafts too, newest change first, 20 at a time; search, status filter, delete. */
export function BlogListPage() {
  const queryClient = useQueryClient();
  const id = useId();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<AdminBlogStatus | "">("");
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);
  // One request per pause in the typing, not per key.
  const settled = useDebounced(search.trim());

  const list = useInfiniteQuery({
    queryKey: [...BLOGS_KEY, { search: settled, status }],
    queryFn: ({ pageParam, signal }) => fetchAdminBlogs({ page: pageParam, search: settled, status, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });

  const removal = useMutation({
    mutationFn: (post: AdminBlogPost) => deleteBlog(post.id),
    onSuccess: (msg) => toast.success(msg),
    onError: (error) => toast.error(failureText(error, BLOG_MSG.clientError)),
    onSettled: () => {
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: BLOGS_KEY });
    },
  });

  const posts = list.data?.pages.flatMap((page) => page.posts) ?? [];
  const total = list.data?.pages[0]?.total;
  const filtered = settled !== "" || status !== "";

  return (
    <>
      <PageHeader title={BLOG_MSG.title} count={total !== undefined ? BLOG_MSG.count(total) : undefined}>
        <AdminLink className={ui.primary} href="/admin/blogs/new">
          {BLOG_MSG.newPost}
        </AdminLink>
      </PageHeader>
      <div className={styles.filters}>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-search`}>
            {BLOG_MSG.searchLabel}
          </label>
          <input id={`${id}-search`} type="search" className={ui.input} value={search} placeholder={BLOG_MSG.searchPlaceholder} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <SelectField
          id={`${id}-status`}
          label={BLOG_MSG.statusFilterLabel}
          value={status}
          onValue={(value) => setStatus(value === "draft" || value === "published" ? value : "")}
          options={STATUS_FILTERS}
          placeholder={BLOG_MSG.allStatuses}
        />
      </div>
      <ListState
        query={list}
        loading={BLOG_MSG.loading}
        failedTitle={BLOG_MSG.fetchFailed}
        failedText={(error) => failureText(error, BLOG_MSG.clientError)}
        tryAgain={BLOG_MSG.tryAgain}
        empty={
          posts.length === 0 ? (
            filtered ? (
              <EmptyState title={BLOG_MSG.noMatchTitle} text={BLOG_MSG.noMatchText} />
            ) : (
              <EmptyState title={BLOG_MSG.emptyTitle} text={BLOG_MSG.emptyText}>
                <AdminLink className={ui.primary} href="/admin/blogs/new">
                  {BLOG_MSG.newPost}
                </AdminLink>
              </EmptyState>
            )
          ) : null
        }
      >
        <ul className={`${ui.cards} ${styles.list}`} aria-label={BLOG_MSG.title}>
          {posts.map((post) => (
            <li key={post.id} className={ui.card}>
              <h2 className={styles.postTitle}>{post.title}</h2>
              <div className={styles.meta}>
                <span className={`${ui.badge} ${post.status === "published" ? styles.published : ui.inactive}`}>{post.status === "published" ? BLOG_MSG.published : BLOG_MSG.draft}</span>
                <span className={ui.muted}>{post.publishedAt ? formatDate(post.publishedAt) : BLOG_MSG.notPublished}</span>
              </div>
              <div className={styles.rowActions}>
                <AdminLink className={ui.button} href={`/admin/blogs/${post.id}/edit`} aria-label={BLOG_MSG.editLabel(post.title)}>
                  {BLOG_MSG.edit}
                </AdminLink>
                <button type="button" className={ui.danger} onClick={() => setDeleting(post)} aria-label={BLOG_MSG.deleteLabel(post.title)}>
                  {BLOG_MSG.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
        <LoadMore hasMore={list.hasNextPage} fetching={list.isFetchingNextPage} label={BLOG_MSG.loadMore} busyLabel={BLOG_MSG.loadingMore} onMore={() => void list.fetchNextPage()} />
      </ListState>
      <ConfirmDialog
        open={deleting !== null}
        title={BLOG_MSG.deleteTitle}
        message={deleting ? BLOG_MSG.deleteConfirm(deleting.title) : ""}
        busy={removal.isPending}
        onConfirm={() => deleting && removal.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
