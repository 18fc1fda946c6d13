import "server-only";
import { type AdminBlogPost, blogSlug } from "@/lib/schemas/admin-blog";
import { changedFields, recordAudit } from "@/server/admin/audit";
import { type Actor, type BlogForm } from "@/server/admin/blog/blog-form";
import { adminBlogSelect, assertSlugFree, findBlogPost, lockBlogPost, toAdminBlogPost, uniqueViolation } from "@/server/admin/blog/blog-record";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { deleteStoredMedia, storeImage } from "@/server/media/storage";

/**
 * PUT /api/admin/blogs/{id}: the form's fields and a new cover when one is sent. The slug follows
 * the title until the post is first published and is kept after that, so a shared or indexed
 * address never breaks (postSlug). publishedAt is set the first time the post is published and kept after that (an
 * unpublished and republished post keeps its date). The replaced cover is deleted once the change
 * has committed (a demo picture, which has no storage key, never is); a failed save deletes the
 * new one instead. Both the old and the new slug's cached pages are expired.
 */
export async function updateBlogPost({ admin, id, form }: { admin: Actor; id: string; form: BlogForm }): Promise<AdminBlogPost> {
  const { title, excerpt, tags, contentHtml, status } = form.fields;
  // A clear 404 or 409 before any picture is stored; the transaction checks again under the lock.
  const current = await findBlogPost(db, id);
  await assertSlugFree(db, postSlug(current, title), id);

  const stored = form.cover ? await storeImage(form.cover, "blog") : null;
  let result;
  try {
    result = await db.$transaction(async (tx) => {
      const before = await lockBlogPost(tx, id);
      const slug = postSlug(before, title);
      await assertSlugFree(tx, slug, id);
      const publishedAt = before.publishedAt ?? (status === "published" ? new Date() : null);
      const after = { title, slug, excerpt, tags, contentHtml, status, publishedAt, ...(stored && { coverUrl: stored.url, coverKey: stored.key }) };
      const changes = changedFields(before, after, ["title", "slug", "excerpt", "tags", "contentHtml", "status", "publishedAt", "coverUrl"]);
      const changed = Object.keys(changes).length > 0;
      const row = changed ? await tx.blogPost.update({ where: { id }, data: after, select: adminBlogSelect }) : before;
      if (changed) {
        // The article itself is too long for the log: it says that the content changed, not how.
        if (changes.contentHtml) changes.contentHtml = ["(previous content)", "(new content)"];
        await recordAudit(tx, admin, { entity: "blog_post", entityId: id, action: "update", summary: `Updated blog post "${title}" (${slug})`, changes });
      }
      return { row, changed, oldSlug: before.slug, replacedKey: stored ? before.coverKey : null };
    });
  } catch (error) {
    if (stored) await deleteStoredMedia([stored.key]);
    throw uniqueViolation(error, postSlug(current, title));
  }
  if (result.changed) refreshStorefront({ blogPosts: [id, result.oldSlug, result.row.slug], blog: true });
  await deleteStoredMedia([result.replacedKey]);
  return toAdminBlogPost(result.row);
}

/** The post's address: made from the title while it has never been published, fixed after that. */
export function postSlug(post: { slug: string; publishedAt: Date | null }, title: string): string {
  return post.publishedAt ? post.slug : blogSlug(title);
}
