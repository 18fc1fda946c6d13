import type { Metadata } from "next";
import { NewBlogPage } from "@/components/admin/blog/blog-pages";

export const metadata: Metadata = { title: "New post" };

/** /admin/blogs/new (back office §2 Admin blogs). The editor loads lazily inside the form. */
export default function AdminNewBlogPage() {
  return <NewBlogPage />;
}
