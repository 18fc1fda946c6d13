import { describe, expect, it } from "vitest";
import { PRODUCT_API_MAX_LIMIT } from "@/lib/constants";
import { ZBlogIdParam, ZBlogListQuery, ZIdParam, ZProductListQuery } from "@/lib/schemas/catalogue";

// Query values arrive as strings (URLSearchParams); the schemas coerce, default and explain.
const ID = "ckx9q2v7d0000abcd1234wxyz"; // a Prisma cuid(): "c" + 24 base-36 characters
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error ? `${result.error.issues[0]!.path.join(".")}: ${result.error.issues[0]!.message}` : "ok";

describe("ZProductListQuery", () => {
  it("applies defaults to an empty query", () => {
    const query = ZProductListQuery.parse({});
    expect(query).toMatchObject({ page: 1, sort: "default" });
    expect(query.limit).toBeUndefined();
    expect(query.category_slug).toBeUndefined();
  });

  it("coerces numbers and accepts every documented value", () => {
    const query = ZProductListQuery.parse({
      limit: "12",
      page: "3",
      category_slug: "silver-rings",
      flag: "bestSeller",
      sort: "price-high",
      price_band: "5000-10000",
      color: "rose-gold",
      in_stock: "1",
      exclude: ID,
    });
    expect(query).toEqual({
      limit: 12,
      page: 3,
      category_slug: "silver-rings",
      flag: "bestSeller",
      sort: "price-high",
      price_band: "5000-10000",
      color: "rose-gold",
      in_stock: true,
      exclude: ID,
    });
  });

  it("treats empty, 'null' and 'undefined' as absent (the old client sends category_slug=null)", () => {
    const query = ZProductListQuery.parse({ limit: "", category_slug: "null", flag: "undefined", page: "" });
    expect(query.limit).toBeUndefined();
    expect(query.category_slug).toBeUndefined();
    expect(query.flag).toBeUndefined();
    expect(query.page).toBe(1);
  });

  it("accepts limit 0 (the default page size) up to the maximum", () => {
    expect(ZProductListQuery.parse({ limit: "0" }).limit).toBe(0);
    expect(ZProductListQuery.parse({ limit: String(PRODUCT_API_MAX_LIMIT) }).limit).toBe(PRODUCT_API_MAX_LIMIT);
  });

  it.each([
    [{ limit: "abc" }, "limit: must be a number"],
    [{ limit: "1.5" }, "limit: must be a whole number"],
    [{ limit: "-1" }, "limit: must be 0 or more"],
    [{ limit: "101" }, "limit: must be at most 100"],
    [{ page: "0" }, "page: must be 1 or more"],
    [{ page: "x" }, "page: must be a number"],
    [{ sort: "bogus" }, "sort: must be one of default, newest, price-low, price-high, name"],
    [{ flag: "sale" }, "flag: must be one of newArrival, trendingProd, bestSeller"],
    [{ price_band: "cheap" }, "price_band: must be one of under-1000, 1000-5000, 5000-10000, above-10000"],
    [{ category_slug: "Bad Slug" }, "category_slug: must be a slug (lower-case letters, digits and hyphens)"],
    [{ category_slug: "a--b" }, "category_slug: must be a slug (lower-case letters, digits and hyphens)"],
    [{ category_slug: "x".repeat(121) }, "category_slug: is too long"],
    [{ exclude: "x".repeat(65) }, "exclude: must be a product id"],
    [{ exclude: "abc" }, "exclude: must be a product id"],
    [{ exclude: ID.toUpperCase() }, "exclude: must be a product id"],
    [{ exclude: `${ID}x`.repeat(2) }, "exclude: must be a product id"],
    [{ exclude: "' OR 1=1 --" }, "exclude: must be a product id"],
    [{ color: "Silver" }, "color: must be a slug (lower-case letters, digits and hyphens)"],
    [{ color: "x".repeat(41) }, "color: is too long"],
    [{ in_stock: "yes" }, "in_stock: must be 1, 0, true or false"],
    [{ in_stock: "TRUE" }, "in_stock: must be 1, 0, true or false"],
  ])("rejects %j with %j", (input, message) => {
    expect(firstMessage(ZProductListQuery.safeParse(input))).toBe(message);
  });
});

describe("ZIdParam", () => {
  it("accepts a product id (cuid) only", () => {
    expect(ZIdParam.parse({ id: ID })).toEqual({ id: ID });
    expect(firstMessage(ZIdParam.safeParse({ id: " " }))).toBe("id: id is required");
    for (const id of ["abc", "nope-123", ID.toUpperCase(), `x${ID.slice(1)}`, "c" + "a".repeat(30), "x".repeat(121), `${ID}\u0000`]) {
      expect(firstMessage(ZIdParam.safeParse({ id })), id).toBe("id: must be a product id");
    }
  });
});

describe("ZBlogIdParam", () => {
  it("accepts a post id or a slug", () => {
    expect(ZBlogIdParam.parse({ id: ID })).toEqual({ id: ID });
    expect(ZBlogIdParam.parse({ id: "how-to-care-for-925-sterling-silver" })).toEqual({ id: "how-to-care-for-925-sterling-silver" });
    expect(firstMessage(ZBlogIdParam.safeParse({ id: "x".repeat(121) }))).toBe("id: id is too long");
    expect(firstMessage(ZBlogIdParam.safeParse({ id: "Care Tips" }))).toBe("id: must be a post id or slug");
    expect(firstMessage(ZBlogIdParam.safeParse({ id: "a%00b" }))).toBe("id: must be a post id or slug");
  });
});

describe("ZBlogListQuery", () => {
  it("defaults to page 1 of published posts", () => {
    expect(ZBlogListQuery.parse({})).toMatchObject({ page: 1, status: "published" });
  });

  it("trims search and tag and drops empty ones", () => {
    expect(ZBlogListQuery.parse({ search: "  care ", tag: " rings ", page: "2" })).toMatchObject({ search: "care", tag: "rings", page: 2 });
    expect(ZBlogListQuery.parse({ search: "", tag: "null" })).toMatchObject({ search: undefined, tag: undefined });
  });

  it.each([
    [{ page: "0" }, "page: must be 1 or more"],
    [{ status: "draft" }, "status: must be 'published'"],
    [{ search: "x".repeat(101) }, "search: must be at most 100 characters"],
    [{ tag: "x".repeat(51) }, "tag: must be at most 50 characters"],
  ])("rejects %j with %j", (input, message) => {
    expect(firstMessage(ZBlogListQuery.safeParse(input))).toBe(message);
  });
});
