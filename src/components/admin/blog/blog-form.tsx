"use client";

import { useId, useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { SelectField, TextAreaField, TextField } from "@/components/admin/ui/fields";
import { FormError } from "@/components/admin/ui/form-error";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { BLOG_MSG } from "@/lib/admin/blog-messages";
import { failureText } from "@/lib/admin/failure-text";
import { type AdminBlogPost, type AdminBlogStatus, BLOG_LIMITS, type BlogField, ZBlogFields, blogErrors, blogSlug } from "@/lib/schemas/admin-blog";
import { toast } from "@/lib/toast";
import { BLOGS_KEY, blogKey, saveBlog } from "@/lib/api/admin/blog";
import { CoverField } from "./cover-field";

// Tiptap (and ProseMirror) load only when the form is shown, in the browser.
const RichTextEditor = dynamic(() => import("./rich-text-editor"), {
  ssr: false,
  loading: () => <p className={ui.loading}>{BLOG_MSG.editorLoading}</p>,
});

const STATUS_OPTIONS = [
  { value: "draft", label: BLOG_MSG.draft },
  { value: "published", label: BLOG_MSG.published },
] as const;

/**
 * The new/edit post form. The slug is made from the title and shown read-only (as the storefront's
 * slugs are made) until the post is first published; then it stays. A refused save keeps
 * everything typed and shows the server's message.
 */
export function BlogForm({ post, onSaved }: { post: AdminBlogPost | null; onSaved?: () => void }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(post?.title ?? "");
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? "");
  const [tags, setTags] = useState(post?.tags.join(", ") ?? "");
  const [contentHtml, setContentHtml] = useState(post?.contentHtml ?? "");
  const [status, setStatus] = useState<AdminBlogStatus>(post?.status ?? "draft");
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | undefined>();
  const [errors, setErrors] = useState<Partial<Record<BlogField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // Ids unique per form: Next keeps a page the admin left in the DOM (hidden), so the new-post form
  // and an edit form can be in the document together, and fixed ids would tie labels to both.
  const id = useId();
  // Once published, a post keeps its address (the server keeps it too: update-blog-post.ts).
  const fixedSlug = post?.publishedAt ? post.slug : null;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { title, excerpt, tags, contentHtml, status };
    const parsed = ZBlogFields.safeParse(values);
    setErrors(parsed.success ? {} : blogErrors(parsed.error));
    setServerError(null);
    if (!parsed.success || coverError) return;

    setBusy(true);
    setProgress(cover ? 0 : null);
    try {
      const saved = await saveBlog(post?.id ?? null, values, cover, setProgress);
      toast.success(saved.msg);
      await queryClient.invalidateQueries({ queryKey: BLOGS_KEY });
      // Next keeps a visited page's state when it is left (React Activity): the edit page shows
      // the saved post next time, and the new-post page starts empty (onSaved remounts it).
      queryClient.setQueryData(blogKey(saved.post.id), saved.post);
      onSaved?.();
      router.push("/admin/blogs");
    } catch (error) {
      // Everything typed stays: the owner fixes the one thing and saves again.
      const text = failureText(error, BLOG_MSG.clientError);
      setServerError(text);
      toast.error(text);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-busy={busy}>
      <FormError message={serverError} />
      <section className={ui.section}>
        <TextField id={`${id}-title`} label={BLOG_MSG.titleLabel} value={title} onValue={setTitle} error={errors.title} maxLength={BLOG_LIMITS.title} required autoComplete="off" />
        <TextField id={`${id}-slug`} label={BLOG_MSG.slugLabel} value={fixedSlug ?? blogSlug(title)} onValue={() => {}} readOnly hint={fixedSlug ? BLOG_MSG.slugKeptHint : BLOG_MSG.slugHint} />
        <TextAreaField id={`${id}-excerpt`} label={BLOG_MSG.excerptLabel} value={excerpt} onValue={setExcerpt} error={errors.excerpt} hint={BLOG_MSG.excerptHint} maxLength={BLOG_LIMITS.excerpt} rows={3} />
        <TextField id={`${id}-tags`} label={BLOG_MSG.tagsLabel} value={tags} onValue={setTags} error={errors.tags} hint={BLOG_MSG.tagsHint} autoComplete="off" />
        <CoverField idPrefix={id} currentUrl={post?.coverUrl ?? null} error={coverError} onFile={setCover} onError={setCoverError} />
      </section>
      <section className={ui.section}>
        <div className={ui.field}>
          <span id={`${id}-content-label`} className={ui.label}>
            {BLOG_MSG.contentLabel}
          </span>
          <RichTextEditor initialHtml={post?.contentHtml ?? ""} onChange={setContentHtml} idPrefix={id} labelledBy={`${id}-content-label`} describedBy={errors.contentHtml ? `${id}-content-error` : undefined} invalid={Boolean(errors.contentHtml)} />
          {errors.contentHtml ? (
            <p id={`${id}-content-error`} className={ui.error}>
              {errors.contentHtml}
            </p>
          ) : null}
        </div>
        <SelectField id={`${id}-status`} label={BLOG_MSG.statusLabel} value={status} onValue={(value) => setStatus(value === "published" ? "published" : "draft")} options={STATUS_OPTIONS} error={errors.status} />
      </section>
      {progress !== null ? <progress className={ui.progress} max={100} value={progress} aria-label="Upload progress" /> : null}
      <div className={ui.formActions}>
        <button type="button" className={ui.button} onClick={() => router.push("/admin/blogs")} disabled={busy}>
          {BLOG_MSG.cancel}
        </button>
        <button type="submit" className={ui.primary} disabled={busy}>
          {busy ? BLOG_MSG.saving : BLOG_MSG.save}
        </button>
      </div>
    </form>
  );
}
