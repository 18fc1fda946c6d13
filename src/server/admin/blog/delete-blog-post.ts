import "server-only";
import { recordAudit } from "@/server/admin/audit";
import { type Actor } from "@/server/admin/blog/blog-form";
import { lockBlogPost } from "@/server/admin/blog/blog-record";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { deleteStoredMedia } from "@/server/media/storage";

/** DELETE /api/admin/blogs/{id}: the post leaves the storefront at once; its cover file is deleted after the commit. */
export async function deleteBlogPost({ admin, id }: { admin: Actor; id: string }): Promise<void> {
  const before = await db.$transaction(async (tx) => {
    const row = await lockBlogPost(tx, id);
    await tx.blogPost.delete({ where: { id } });
    await recordAudit(tx, admin, {
      entity: "blog_post",
      entityId: id,
      action: "delete",
      summary: `Deleted blog post "${row.title}" (${row.slug})`,
      changes: { title: [row.title, null], slug: [row.slug, null], status: [row.status, null] },
    });
    return row;
  });
  refreshStorefront({ blogPosts: [id, before.slug], blog: true });
  await deleteStoredMedia([before.coverKey]);
}
