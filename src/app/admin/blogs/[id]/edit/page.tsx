import type { Metadata } from "next";
import { EditBlogPage } from "@/components/admin/blog/blog-pages";

export const metadata: Metadata = { title: "Edit post" };

/**
 * /admin/blogs/{id}/edit (back office §2 Admin blogs). The client island reads the id from the URL
 * and loads the post itself, so this page holds no request data of its own.
 */
export default function AdminEditBlogPage() {
  return <EditBlogPage />;
}
