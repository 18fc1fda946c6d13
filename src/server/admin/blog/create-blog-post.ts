import "server-only";
import { type AdminBlogPost, blogSlug } from "@/lib/schemas/admin-blog";
import { recordAudit } from "@/server/admin/audit";
import { type Actor, type BlogForm } from "@/server/admin/blog/blog-form";
import { adminBlogSelect, assertSlugFree, toAdminBlogPost, uniqueViolation } from "@/server/admin/blog/blog-record";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { deleteStoredMedia, storeImage } from "@/server/media/storage";

/**
 * POST /api/admin/blogs: a new post, its slug made from the title, published at once or kept as a
 * draft (publishedAt is set when it is first published). The slug is checked before the cover is
 * stored, so a refused form leaves no file behind; a save that fails after storing deletes it again.
 */
export async function createBlogPost({ admin, form }: { admin: Actor; form: BlogForm }): Promise<AdminBlogPost> {
  const { title, excerpt, tags, contentHtml, status } = form.fields;
  const slug = blogSlug(title);
  await assertSlugFree(db, slug);

  const stored = form.cover ? await storeImage(form.cover, "blog") : null;
  let row;
  try {
    row = await db.$transaction(async (tx) => {
      await assertSlugFree(tx, slug);
      const created = await tx.blogPost.create({
        data: {
          slug,
          title,
          excerpt,
          tags,
          contentHtml,
          status,
          publishedAt: status === "published" ? new Date() : null,
          ...(stored && { coverUrl: stored.url, coverKey: stored.key }),
        },
        select: adminBlogSelect,
      });
      await recordAudit(tx, admin, {
        entity: "blog_post",
        entityId: created.id,
        action: "create",
        summary: `Created blog post "${title}" (${slug})`,
        changes: { title: [null, title], slug: [null, slug], status: [null, status] },
      });
      return created;
    });
  } catch (error) {
    if (stored) await deleteStoredMedia([stored.key]);
    throw uniqueViolation(error, slug);
  }
  refreshStorefront({ blogPosts: [row.id, row.slug], blog: true });
  return toAdminBlogPost(row);
}
