import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlogArticle } from "@/components/blog/blog-article";
import { BlogContent } from "@/components/blog/blog-content";
import { db } from "@/server/db";
import { getBlogPost } from "@/server/blog/get-blog-post";
import { createBlogPost, uniq } from "../support/factories";

// The article's HTML reaches the page in one place (BlogContent), which sanitizes it on render.
// A post stored with script in it (written straight to the database, as a stolen admin session or
// an old import could) must render without it, through the same data function and component the
// article page uses.

const HOSTILE = [
  `<h2 onclick="steal()">Care</h2>`,
  `<p>Polish <strong>gently</strong>, <em>never</em> scrub. <a href="javascript:alert(1)">Click</a> or read the <a href="/shop/faq">FAQ</a>.</p>`,
  `<img src="x" onerror="alert(1)">`,
  `<script>alert(1)</script>`,
  `<svg onload="alert(1)"><circle r="1"/></svg>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<ul><li>One</li><li style="color:red">Two</li></ul>`,
  `<a href="JaVaScRiPt:alert(1)" onmouseover="alert(1)">Sneaky</a>`,
].join("");

function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<(svg|iframe|img)\b/i);
  expect(html).not.toContain("style=");
}

const u = uniq();
let post: Awaited<ReturnType<typeof createBlogPost>>;

beforeAll(async () => {
  post = await createBlogPost({ slug: `hostile-${u}`, title: `Hostile ${u}`, contentHtml: HOSTILE, tags: ["care"] });
  // Make sure the row really holds the script (the factory writes it as given, bypassing any save-time sanitizing).
  expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).contentHtml).toContain("<script>");
});

afterAll(async () => {
  await db.blogPost.delete({ where: { id: post.id } });
});

describe("an article stored with script renders without it", () => {
  it("through the article page's data function and component", async () => {
    const article = await getBlogPost(post.slug);
    expect(article).not.toBeNull();
    const html = renderToStaticMarkup(createElement(BlogArticle, { post: article! }));
    expectInert(html);
    // What the editor meant survives: headings, paragraphs, bold, italic, safe links, lists.
    expect(html).toContain("<h2>Care</h2>");
    expect(html).toContain("<strong>gently</strong>");
    expect(html).toContain("<em>never</em>");
    expect(html).toContain('<a href="/shop/faq" rel="noopener noreferrer nofollow">FAQ</a>');
    expect(html).toContain("<li>One</li><li>Two</li>");
    expect(html).toContain(`Hostile ${u}`);
  });

  it("also when the HTML reaches the component without the data layer's sanitizing", async () => {
    const raw = await db.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expectInert(renderToStaticMarkup(createElement(BlogContent, { html: raw.contentHtml })));
    const article = (await getBlogPost(post.slug))!;
    expectInert(renderToStaticMarkup(createElement(BlogArticle, { post: { ...article, contentHtml: raw.contentHtml } })));
  });
});
