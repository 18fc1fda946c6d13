"use client";

import { useState } from "react";
import { AdminLink } from "@/components/admin/ui/admin-link";
import { useParams } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { BLOG_MSG } from "@/lib/admin/blog-messages";
import { failureText } from "@/lib/admin/failure-text";
import { blogKey, fetchAdminBlog } from "@/lib/api/admin/blog";
import { BlogForm } from "./blog-form";

/** /admin/blogs/new */
export function NewBlogPage() {
  // A new key after each save: the next visit starts from an empty form.
  const [round, setRound] = useState(0);
  return (
    <>
      <PageHeader title={BLOG_MSG.newTitle}>
        <AdminLink className={ui.button} href="/admin/blogs">
          {BLOG_MSG.backToList}
        </AdminLink>
      </PageHeader>
      <BlogForm key={round} post={null} onSaved={() => setRound((value) => value + 1)} />
    </>
  );
}

/** /admin/blogs/{id}/edit: the id from the URL, the post (drafts too) from the admin API. */
export function EditBlogPage() {
  const { id } = useParams<{ id: string }>();
  const query = useQuery({ queryKey: blogKey(id), queryFn: ({ signal }) => fetchAdminBlog(id, signal), staleTime: 0 });
  const post = query.data;
  return (
    <>
      <PageHeader title={BLOG_MSG.editTitle}>
        {post?.status === "published" ? (
          <AdminLink className={ui.button} href={`/shop/blog/${post.slug}`}>
            {BLOG_MSG.viewOnShop}
          </AdminLink>
        ) : null}
        <AdminLink className={ui.button} href="/admin/blogs">
          {BLOG_MSG.backToList}
        </AdminLink>
      </PageHeader>
      {query.isPending ? (
        <Loading text={BLOG_MSG.loading} />
      ) : query.isError ? (
        <EmptyState title={BLOG_MSG.postFetchFailed} text={failureText(query.error, BLOG_MSG.clientError)}>
          <button type="button" className={ui.button} onClick={() => void query.refetch()}>
            {BLOG_MSG.tryAgain}
          </button>
        </EmptyState>
      ) : (
        // Keyed by the post: a refetch after saving starts a clean form.
        <BlogForm key={`${query.data.id}-${query.data.updatedAt}`} post={query.data} />
      )}
    </>
  );
}
