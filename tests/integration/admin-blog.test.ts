import { readdir } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BLOG_MSG } from "@/lib/admin/blog-messages";
import type { AdminBlogPost } from "@/lib/schemas/admin-blog";
import { getBlogPost } from "@/server/blog/get-blog-post";
import { listBlogPosts } from "@/server/blog/list-blog-posts";
import { db } from "@/server/db";
import { mediaRoot, readFile } from "@/server/media/local-storage";
import * as listRoute from "@/app/api/admin/blogs/route";
import * as postRoute from "@/app/api/admin/blogs/[id]/route";
import { invalidatedTags } from "../support/next-cache-shim";
import { createBlogPost, uniq } from "../support/factories";
import { adminSessionOf, callAsAdmin, callMultipart, createAdmin, pngFile, type TestAdmin } from "./admin-support";

// The back office's blog (issue 13): every rule and message of the calls, the body's HTML
// sanitized on save (the XSS cases), the cover checked by its bytes and deleted with its post, an
// audit entry per change, and the storefront seeing each change at once.

let admin: TestAdmin;
let token: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
});

const title = (label = "Caring for Silver") => `${label} ${uniq()}`;
const CONTENT = "<h2>Why</h2><p>Silver <strong>shines</strong> with <a href=\"https://example.com\">care</a>.</p>";

function blogForm(fields: Record<string, string>, cover?: File | File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of cover === undefined ? [] : Array.isArray(cover) ? cover : [cover]) form.append("cover", file);
  return form;
}

const fieldsOf = (overrides: Record<string, string> = {}) => ({ title: title(), excerpt: "Short.", tags: "care, silver", contentHtml: CONTENT, status: "draft", ...overrides });
const create = (form: FormData) => callMultipart(listRoute.POST, { form, adminToken: token });
const update = (id: string, form: FormData) => callMultipart(postRoute.PUT, { form, adminToken: token, method: "PUT", params: { id } });
const getOne = (id: string) => callAsAdmin(postRoute.GET, token, { method: "GET", params: { id } });
const remove = (id: string) => callAsAdmin(postRoute.DELETE, token, { method: "DELETE", params: { id } });
const list = (query = "") => callAsAdmin(listRoute.GET, token, { method: "GET", url: `http://localhost/api/admin/blogs${query}` });

async function createOk(fields: Record<string, string>, cover?: File): Promise<AdminBlogPost> {
  const res = await create(blogForm(fields, cover));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body!.post as AdminBlogPost;
}

async function storedBlogFiles(): Promise<number> {
  try {
    return (await readdir(path.join(mediaRoot(), "blog"), { recursive: true })).filter((file) => file.endsWith(".webp")).length;
  } catch {
    return 0;
  }
}

const coverKey = async (id: string) => (await db.blogPost.findUniqueOrThrow({ where: { id }, select: { coverKey: true } })).coverKey;
const lastAudit = (entityId: string, action: string) => db.auditLog.findFirst({ where: { entity: "blog_post", entityId, action }, orderBy: { createdAt: "desc" } });

describe("POST /api/admin/blogs", () => {
  it("creates a draft: slug from the title, tags split, fields it does not show ignored, an audit entry, the storefront told", async () => {
    const name = title("Men's Rings & Chains");
    invalidatedTags.length = 0;
    const post = await createOk({ ...fieldsOf({ title: `  ${name} `, tags: " care,Silver ,, care , gifts " }), slug: "my-own", author: "Mallory", publishedAt: "2020-01-01", coverUrl: "https://evil.example/x.png" });
    const slug = name.toLowerCase().replace("'", "").replace(" & ", "-").replaceAll(" ", "-");
    expect(post).toMatchObject({ title: name, slug, author: "Admin", tags: ["care", "Silver", "gifts"], excerpt: "Short.", status: "draft", publishedAt: null, coverUrl: null });
    expect(post.contentHtml).toContain("<strong>shines</strong>");

    const audit = await lastAudit(post.id, "create");
    expect(audit).toMatchObject({ adminId: admin.id, actor: admin.email, summary: `Created blog post "${name}" (${slug})` });
    expect(audit?.changes).toMatchObject({ title: [null, name], status: [null, "draft"] });
    expect(invalidatedTags).toEqual(expect.arrayContaining(["blog", `blog:${slug}`]));
  });

  it("publishes at once: publishedAt set, the post on the storefront's list and page", async () => {
    const post = await createOk(fieldsOf({ status: "published" }));
    expect(post.publishedAt).not.toBeNull();
    const page = await listBlogPosts({ page: 1, search: post.title });
    expect(page.items.map((item) => item.slug)).toEqual([post.slug]);
    expect((await getBlogPost(post.slug))?.title).toBe(post.title);
  });

  it("keeps a draft off the storefront", async () => {
    const post = await createOk(fieldsOf({ status: "draft" }));
    expect((await listBlogPosts({ page: 1, search: post.title })).items).toEqual([]);
    expect(await getBlogPost(post.slug)).toBeNull();
  });

  it("stores the cover re-encoded under the blog folder", async () => {
    const post = await createOk(fieldsOf(), await pngFile("../../cover.png"));
    const key = await coverKey(post.id);
    expect(key).toMatch(/^blog\/\d{4}\/[0-9a-f-]{36}\.webp$/);
    expect(post.coverUrl).toBe(`/media/${key}`);
    expect((await readFile(key!))?.subarray(8, 12).toString()).toBe("WEBP");
  });

  it.each([
    [{ title: "" }, BLOG_MSG.titleRequired],
    [{ title: "   " }, BLOG_MSG.titleRequired],
    [{ title: "!!! ???" }, BLOG_MSG.titleNoSlug],
    [{ title: "x".repeat(151) }, BLOG_MSG.titleTooLong(150)],
    [{ excerpt: "x".repeat(501) }, BLOG_MSG.excerptTooLong(500)],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(",") }, BLOG_MSG.tooManyTags(10)],
    [{ tags: "x".repeat(41) }, BLOG_MSG.tagTooLong(40)],
    [{ contentHtml: "" }, BLOG_MSG.contentRequired],
    [{ contentHtml: "<p></p>" }, BLOG_MSG.contentRequired],
    [{ contentHtml: "<script>alert(1)</script><style>p{}</style>" }, BLOG_MSG.contentRequired],
    [{ status: "archived" }, BLOG_MSG.badStatus],
  ])("refuses %j: 400 with the form's words", async (overrides, msg) => {
    const res = await create(blogForm(fieldsOf(overrides)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg });
  });

  it("refuses a missing title and status", async () => {
    const res = await create(blogForm({ contentHtml: CONTENT }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: BLOG_MSG.titleRequired });
  });

  it("refuses a cover over 5 MB while it streams in: 413", async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
    const res = await create(blogForm(fieldsOf(), big));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 0, msg: BLOG_MSG.coverTooLarge });
  });

  it.each([
    ["a text file renamed .png", new File(["not a picture"], "photo.png", { type: "image/png" }), "photo.png"],
    ["an SVG", new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], "logo.svg", { type: "image/svg+xml" }), "logo.svg"],
    ["HTML named .jpg", new File(["<!doctype html><script>alert(1)</script>"], "page.jpg", { type: "image/jpeg" }), "page.jpg"],
  ])("refuses %s as a cover by its bytes: 400, nothing saved or stored", async (_label, file, shown) => {
    const before = await storedBlogFiles();
    const fields = fieldsOf();
    const res = await create(blogForm(fields, file));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: `File "${shown}" is not an image.` });
    expect(await db.blogPost.count({ where: { title: fields.title } })).toBe(0);
    expect(await storedBlogFiles()).toBe(before);
  });

  it("refuses two covers", async () => {
    const res = await create(blogForm(fieldsOf(), [await pngFile("a.png"), await pngFile("b.png")]));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: BLOG_MSG.oneCover });
  });

  it("refuses a taken slug with a 409 before storing the cover", async () => {
    const first = await createOk(fieldsOf());
    const before = await storedBlogFiles();
    // Another title with the same web address.
    const res = await create(blogForm(fieldsOf({ title: first.title.toUpperCase() }), await pngFile()));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 0, msg: BLOG_MSG.slugTaken(first.slug) });
    expect(await storedBlogFiles()).toBe(before);
  });

  it("answers only multipart forms (415 for JSON)", async () => {
    const res = await callAsAdmin(listRoute.POST, token, { body: fieldsOf() });
    expect(res.status).toBe(415);
  });
});

describe("the body's HTML is sanitized on save (XSS)", () => {
  const evil = [
    "<h2>Title</h2>",
    "<script>alert('script')</script>",
    '<p>Text<img src="x" onerror="alert(\'img\')"></p>',
    '<p><a href="javascript:alert(\'link\')">bad link</a> <a href="https://example.com/ok">good link</a></p>',
    '<iframe src="https://evil.example"></iframe>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(2)">styled</p>',
    "<ul><li>one</li></ul><ol><li>two</li></ol><h3>Sub</h3><p><em>it</em> <strong>bo</strong></p>",
  ].join("");

  function expectClean(html: string) {
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain('<a href="https://example.com/ok" rel="noopener noreferrer nofollow">good link</a>');
    expect(html).toContain("<ul><li>one</li></ul><ol><li>two</li></ol><h3>Sub</h3>");
    expect(html).toContain("<em>it</em> <strong>bo</strong>");
  }

  it("strips script, event handlers, javascript: links, iframes and styles from what is saved and served", async () => {
    const post = await createOk(fieldsOf({ contentHtml: evil, status: "published" }));
    const saved = await db.blogPost.findUniqueOrThrow({ where: { id: post.id }, select: { contentHtml: true } });
    expectClean(saved.contentHtml);
    expectClean(post.contentHtml!);
    // The storefront's post page reads the sanitized body.
    const page = await getBlogPost(post.slug);
    expectClean(page!.contentHtml);
  });

  it("sanitizes an update too", async () => {
    const post = await createOk(fieldsOf());
    const res = await update(post.id, blogForm(fieldsOf({ title: post.title, contentHtml: evil })));
    expect(res.status).toBe(200);
    expectClean((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).contentHtml);
  });
});

describe("GET /api/admin/blogs", () => {
  it("lists drafts and published posts, searches the title, filters by status, pages, and leaves out the bodies", async () => {
    const tag = uniq();
    const draft = await createOk(fieldsOf({ title: `Listing ${tag} draft` }));
    const live = await createOk(fieldsOf({ title: `Listing ${tag} live`, status: "published" }));

    const all = await list(`?search=${tag}`);
    expect(all.status).toBe(200);
    expect(all.headers.get("cache-control")).toBe("no-store");
    const posts = all.body!.posts as AdminBlogPost[];
    expect(posts.map((p) => p.id).sort()).toEqual([draft.id, live.id].sort());
    expect(posts[0]!.contentHtml).toBeUndefined();
    expect(all.body).toMatchObject({ page: 1, pages: 1, total: 2 });

    const drafts = await list(`?search=${tag}&status=draft`);
    expect((drafts.body!.posts as AdminBlogPost[]).map((p) => p.id)).toEqual([draft.id]);

    const paged = await list(`?search=${tag}&limit=1&page=2`);
    expect(paged.body).toMatchObject({ page: 2, pages: 2, total: 2 });
    expect((paged.body!.posts as AdminBlogPost[]).length).toBe(1);
  });

  it("matches % and _ literally", async () => {
    const res = await list("?search=%25%25%25");
    expect(res.status).toBe(200);
    expect(res.body!.total).toBe(0);
  });

  it.each(["?status=archived", "?page=0", "?limit=1000"])("refuses %s with a 400", async (query) => {
    expect((await list(query)).status).toBe(400);
  });
});

describe("GET /api/admin/blogs/{id}", () => {
  it("answers a draft with its body", async () => {
    const post = await createOk(fieldsOf());
    const res = await getOne(post.id);
    expect(res.status).toBe(200);
    expect(res.body!.post).toMatchObject({ id: post.id, status: "draft", contentHtml: post.contentHtml });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await getOne("c" + "0".repeat(24));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 0, msg: BLOG_MSG.notFound });
    expect((await getOne("not-an-id")).status).toBe(400);
  });
});

describe("PUT /api/admin/blogs/{id}", () => {
  it("updates: the slug follows the title while never published, publishedAt set when first published and kept, old and new pages expired, an audit entry", async () => {
    const post = await createOk(fieldsOf());
    const renamed = title("Renamed");
    invalidatedTags.length = 0;
    const res = await update(post.id, blogForm(fieldsOf({ title: renamed, status: "published", tags: "new" })));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const updated = res.body!.post as AdminBlogPost;
    expect(updated).toMatchObject({ title: renamed, slug: renamed.toLowerCase().replaceAll(" ", "-"), status: "published", tags: ["new"] });
    expect(updated.publishedAt).not.toBeNull();
    expect(invalidatedTags).toEqual(expect.arrayContaining(["blog", `blog:${post.slug}`, `blog:${updated.slug}`]));

    const audit = await lastAudit(post.id, "update");
    expect(audit?.changes).toMatchObject({ title: [post.title, renamed], status: ["draft", "published"], tags: [["care", "silver"], ["new"]] });

    // Back to draft and published again: the first date is kept.
    await update(post.id, blogForm(fieldsOf({ title: renamed, status: "draft" })));
    const again = await update(post.id, blogForm(fieldsOf({ title: renamed, status: "published" })));
    expect((again.body!.post as AdminBlogPost).publishedAt).toBe(updated.publishedAt);
    expect(await getBlogPost(updated.slug)).not.toBeNull();
  });

  it("keeps a published post's address when its title changes later, so links to it keep working", async () => {
    const post = await createOk(fieldsOf({ status: "published" }));
    const retitled = title("Retitled");
    const res = await update(post.id, blogForm(fieldsOf({ title: retitled, status: "published" })));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.post).toMatchObject({ title: retitled, slug: post.slug });
    expect((await getBlogPost(post.slug))?.title).toBe(retitled);
    expect((await lastAudit(post.id, "update"))?.changes).not.toHaveProperty("slug");
  });

  it("writes no audit entry when nothing changed", async () => {
    const fields = fieldsOf();
    const post = await createOk(fields);
    const res = await update(post.id, blogForm(fields));
    expect(res.status).toBe(200);
    expect(await lastAudit(post.id, "update")).toBeNull();
  });

  it("replaces the cover and deletes the old file after the commit", async () => {
    const post = await createOk(fieldsOf(), await pngFile());
    const oldKey = await coverKey(post.id);
    const res = await update(post.id, blogForm(fieldsOf({ title: post.title }), await pngFile("new.png")));
    expect(res.status).toBe(200);
    const newKey = await coverKey(post.id);
    expect(newKey).not.toBe(oldKey);
    expect(await readFile(oldKey!)).toBeNull();
    expect(await readFile(newKey!)).not.toBeNull();
  });

  it("keeps the cover when none is sent", async () => {
    const post = await createOk(fieldsOf(), await pngFile());
    const key = await coverKey(post.id);
    await update(post.id, blogForm(fieldsOf({ title: post.title })));
    expect(await coverKey(post.id)).toBe(key);
  });

  it("answers 404 for an unknown id, 409 for another post's slug, 400 for a bad field", async () => {
    const other = await createBlogPost({ title: "Taken", slug: `taken-${uniq()}` });
    const post = await createOk(fieldsOf());
    expect((await update("c" + "1".repeat(24), blogForm(fieldsOf()))).status).toBe(404);
    const taken = await update(post.id, blogForm(fieldsOf({ title: other.slug.replaceAll("-", " ") })));
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ status: 0, msg: BLOG_MSG.slugTaken(other.slug) });
    const bad = await update(post.id, blogForm(fieldsOf({ title: "" })));
    expect(bad.body).toEqual({ status: 0, msg: BLOG_MSG.titleRequired });
  });
});

describe("DELETE /api/admin/blogs/{id}", () => {
  it("deletes the post and its cover file, takes it off the storefront, an audit entry", async () => {
    const post = await createOk(fieldsOf({ status: "published" }), await pngFile());
    const key = await coverKey(post.id);
    invalidatedTags.length = 0;
    const res = await remove(post.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, msg: BLOG_MSG.deleted });
    expect(await db.blogPost.findUnique({ where: { id: post.id } })).toBeNull();
    expect(await readFile(key!)).toBeNull();
    expect(invalidatedTags).toEqual(expect.arrayContaining(["blog", `blog:${post.slug}`]));
    expect(await getBlogPost(post.slug)).toBeNull();
    expect((await lastAudit(post.id, "delete"))?.summary).toBe(`Deleted blog post "${post.title}" (${post.slug})`);
  });

  it("answers 404 for an unknown id", async () => {
    const res = await remove("c" + "2".repeat(24));
    expect(res.status).toBe(404);
  });
});
