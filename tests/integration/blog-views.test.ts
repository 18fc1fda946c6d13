import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { BLOG_PAGE_SIZE } from "@/lib/constants";
import { db } from "@/server/db";
import { proxy } from "@/proxy";
import { createBlogPost } from "../support/factories";

// src/proxy.ts serves the plain blog list and its pages from their static copy (/shop/v/blog/{page})
// and leaves searches, tags, other parameters and pages past the end to the per-request page.

/** Where the proxy rewrote the request, or null when it let it through to its own route. */
async function rewrittenTo(path: string, method = "GET"): Promise<string | null> {
  const response = await proxy(new NextRequest(`http://localhost${path}`, { method }));
  const target = response?.headers.get("x-middleware-rewrite");
  return target ? new URL(target).pathname : null;
}

describe("blog list views in the proxy", () => {
  it("rewrites the plain list and each existing page, and nothing else", async () => {
    const published = await db.blogPost.count({ where: { status: "published" } });
    // Enough published posts for at least two pages, whatever other tests created.
    const missing = Math.max(0, BLOG_PAGE_SIZE + 1 - published);
    for (let i = 0; i < missing; i++) await createBlogPost({ status: "published" });
    const pages = Math.ceil((published + missing) / BLOG_PAGE_SIZE);

    expect(await rewrittenTo("/shop/blog")).toBe("/shop/v/blog/1");
    expect(await rewrittenTo("/shop/blog?page=2")).toBe("/shop/v/blog/2");
    expect(await rewrittenTo(`/shop/blog?page=${pages}`)).toBe(`/shop/v/blog/${pages}`);
    expect(await rewrittenTo("/shop/blog?page=abc")).toBe("/shop/v/blog/1"); // read as the list reads it
    expect(await rewrittenTo("/shop/blog", "HEAD")).toBe("/shop/v/blog/1");

    // Past the end: the per-request page shows the last page (never a cached page per number).
    expect(await rewrittenTo(`/shop/blog?page=${pages + 1}`)).toBeNull();
    expect(await rewrittenTo("/shop/blog?page=9999")).toBeNull();
    // Open-ended values render per request.
    expect(await rewrittenTo("/shop/blog?search=ring")).toBeNull();
    expect(await rewrittenTo("/shop/blog?tag=care")).toBeNull();
    expect(await rewrittenTo("/shop/blog?page=2&utm_source=x")).toBeNull();
    expect(await rewrittenTo("/shop/blog", "POST")).toBeNull();
  });

  it("keeps the static copy itself unreachable from outside", async () => {
    const response = await proxy(new NextRequest("http://localhost/shop/v/blog/1"));
    expect(new URL(response!.headers.get("x-middleware-rewrite")!).pathname).not.toMatch(/^\/shop\/v\/blog/);
  });
});
