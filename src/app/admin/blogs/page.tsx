import type { Metadata } from "next";
import { BlogListPage } from "@/components/admin/blog/blog-list-page";

export const metadata: Metadata = { title: "Blogs" };

/** /admin/blogs (back office §2 Admin blogs): a client island over the admin API. */
export default function AdminBlogsPage() {
  return <BlogListPage />;
}
