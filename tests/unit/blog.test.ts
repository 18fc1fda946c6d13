import { describe, expect, it } from "vitest";
import { absoluteUrl } from "@/env";
import { blogListIndexing, blogListTitle, blogViewPath, pageFromBlogView, parseBlogListParams } from "@/lib/blog-list-params";
import { blogPageJSON, blogPostJSON } from "@/lib/json/blog";
import { href } from "@/lib/links";
import type { BlogPost } from "@/lib/types/blog";
import { blogPostingJsonLd } from "@/server/seo/json-ld";

function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: "cm0post0000000000000000001",
    slug: "how-to-care-for-925-sterling-silver",
    title: "How to Care for Your 925 Sterling Silver Jewellery",
    author: "Ananya Mehra",
    tags: ["silver care", "tips"],
    coverUrl: "/media/demo/blog/1.webp",
    excerpt: "Silver darkens when it meets air and moisture.",
    status: "published",
    createdAt: "2025-01-01T00:00:00.000Z",
    publishedAt: "2025-01-03T10:00:00.000Z",
    updatedAt: "2025-02-01T00:00:00.000Z",
    contentHtml: "<p>Hello</p>",
    ...overrides,
  };
}

describe("href.blog", () => {
  it("is the plain list for page 1 and no filters, and leaves out empty values", () => {
    expect(href.blog()).toBe("/shop/blog");
    expect(href.blog({ page: 1, search: "", tag: undefined })).toBe("/shop/blog");
  });

  it("carries search, tag and page in one order, encoded", () => {
    expect(href.blog({ page: 2 })).toBe("/shop/blog?page=2");
    expect(href.blog({ tag: "silver care", search: "care & polish", page: 3 })).toBe("/shop/blog?search=care+%26+polish&tag=silver+care&page=3");
    expect(href.blogPost("what-the-925-hallmark-means")).toBe("/shop/blog/what-the-925-hallmark-means");
  });
});

describe("parseBlogListParams", () => {
  it("reads page, search and tag, trimmed", () => {
    expect(parseBlogListParams({ page: "2", search: "  polish ", tag: " silver care " })).toEqual({ page: 2, search: "polish", tag: "silver care" });
    expect(parseBlogListParams({})).toEqual({ page: 1 });
  });

  it.each([["0"], ["-1"], ["abc"], ["1.5"], ["2e1"], [" 2"], ["10001"], ["9999999"], [""]])("reads page=%j as page 1", (page) => {
    expect(parseBlogListParams({ page }).page).toBe(1);
  });

  it("uses the first of repeated values and drops empty and control-character-only ones", () => {
    expect(parseBlogListParams({ page: ["3", "4"], tag: ["rings", "gifting"] })).toEqual({ page: 3, tag: "rings" });
    expect(parseBlogListParams({ search: "   ", tag: "\u0000\u0007" })).toEqual({ page: 1 });
    expect(parseBlogListParams({ search: "care\nguide" }).search).toBe("care guide");
  });

  it("cuts over-long texts to what the API accepts", () => {
    const state = parseBlogListParams({ search: "s".repeat(300), tag: "t".repeat(80) });
    expect(state.search).toHaveLength(100);
    expect(state.tag).toHaveLength(50);
  });
});

describe("blogListIndexing and blogListTitle", () => {
  it("makes the plain list canonical to /shop/blog and each page canonical to itself", () => {
    expect(blogListIndexing({ page: 1 }, 8)).toEqual({ canonical: "/shop/blog", index: true });
    expect(blogListIndexing({ page: 2 }, 8)).toEqual({ canonical: "/shop/blog?page=2", index: true });
    expect(blogListIndexing({ page: 2, tag: "rings" }, 8)).toEqual({ canonical: "/shop/blog?tag=rings&page=2", index: true });
  });

  it("keeps search results and empty views out of the index", () => {
    expect(blogListIndexing({ page: 1, search: "care" }, 3)).toEqual({ canonical: "/shop/blog", index: false });
    expect(blogListIndexing({ page: 1, tag: "made-up" }, 0)).toEqual({ canonical: "/shop/blog?tag=made-up", index: false });
  });

  it("names the tag and the page past the first", () => {
    expect(blogListTitle("Blog", { page: 1 })).toBe("Blog");
    expect(blogListTitle("Blog", { page: 2 })).toBe("Blog – Page 2");
    expect(blogListTitle("Blog", { page: 1, tag: "rings" })).toBe("Articles tagged “rings”");
  });
});

describe("blog JSON (the API's shape)", () => {
  it("maps a post to the spec's fields and leaves out what the API never sent", () => {
    expect(blogPostJSON(post())).toEqual({
      _id: "cm0post0000000000000000001",
      slug: "how-to-care-for-925-sterling-silver",
      title: "How to Care for Your 925 Sterling Silver Jewellery",
      author: "Ananya Mehra",
      tags: ["silver care", "tips"],
      coverImage: { url: "/media/demo/blog/1.webp" },
      excerpt: "Silver darkens when it meets air and moisture.",
      status: "published",
      createdAt: "2025-01-01T00:00:00.000Z",
      publishedAt: "2025-01-03T10:00:00.000Z",
      content: "<p>Hello</p>",
    });
    expect(blogPostJSON(post({ coverUrl: null })).coverImage).toBeNull();
  });

  it("maps a page to blogs, page, pages and total, without bodies", () => {
    const { contentHtml: _body, ...summary } = post();
    const page = blogPageJSON({ items: [summary], page: 1, pages: 1, total: 1 });
    expect(Object.keys(page)).toEqual(["blogs", "page", "pages", "total"]);
    expect(page.blogs[0]).not.toHaveProperty("content");
    expect(page.blogs[0]?._id).toBe(summary.id);
  });
});

describe("blogPostingJsonLd", () => {
  it("describes the article at its absolute URL with dates, cover, author, publisher and keywords", () => {
    const ld = blogPostingJsonLd(post());
    const url = absoluteUrl("/shop/blog/how-to-care-for-925-sterling-silver");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      "@id": `${url}#article`,
      headline: "How to Care for Your 925 Sterling Silver Jewellery",
      description: "Silver darkens when it meets air and moisture.",
      url,
      mainEntityOfPage: url,
      image: [absoluteUrl("/media/demo/blog/1.webp")],
      datePublished: "2025-01-03T10:00:00.000Z",
      dateModified: "2025-02-01T00:00:00.000Z",
      author: { "@type": "Person", name: "Ananya Mehra" },
      publisher: { "@type": "Organization", "@id": `${absoluteUrl("/")}#organization` },
      keywords: "silver care, tips",
    });
  });

  it("credits 'Admin' or no author to the shop, and leaves out a missing cover", () => {
    for (const author of ["Admin", "", "  "]) {
      const ld = blogPostingJsonLd(post({ author, coverUrl: null, publishedAt: null }));
      expect(ld.author).toMatchObject({ "@type": "Organization" });
      expect(ld).not.toHaveProperty("image");
      expect(ld.datePublished).toBe("2025-01-01T00:00:00.000Z");
    }
  });
});

describe("blogViewPath and pageFromBlogView (the static copy of the plain list)", () => {
  const view = (query: string) => blogViewPath(new URLSearchParams(query));

  it("maps the plain list and its pages to /shop/v/blog/{page}, reading the page as the list does", () => {
    expect(view("")).toBe("/shop/v/blog/1");
    expect(view("page=2")).toBe("/shop/v/blog/2");
    expect(view("page=abc")).toBe("/shop/v/blog/1");
    expect(view("page=3&page=4")).toBe("/shop/v/blog/3");
  });

  it("leaves searches, tags and any other parameter to the per-request page", () => {
    for (const query of ["search=care", "tag=rings", "tag=rings&page=2", "page=2&utm_source=x", "search="]) expect(view(query), query).toBeNull();
  });

  it("accepts only a plain page number as a view segment", () => {
    expect(pageFromBlogView("1")).toBe(1);
    expect(pageFromBlogView("10000")).toBe(10000);
    for (const segment of ["0", "01", "-1", "1.0", "abc", "10001", "", "1 "]) expect(pageFromBlogView(segment), segment).toBeNull();
  });
});
