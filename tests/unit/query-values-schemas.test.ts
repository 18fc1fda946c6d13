import { describe, expect, it } from "vitest";
import { BLOG_MAX_PAGE, PRODUCT_LIST_MAX_PAGE, SEARCH_MAX_PAGE, ZBlogListQuery, ZProductListQuery, ZProductSearchQuery } from "@/lib/schemas/catalogue";

// The building blocks of src/lib/schemas/query-values.ts, through the schemas that use them.
// Parsed values are cache keys: one spelling per meaning, everything else a clear 400 message.

type Result = { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
const firstMessage = (result: Result) => (result.error ? `${result.error.issues[0]!.path.join(".")}: ${result.error.issues[0]!.message}` : "ok");

describe("numbers are plain digits", () => {
  it.each(["0x10", "1e2", "1E2", " 12", "12 ", "+5", "١٢", "Infinity", "NaN", "0b11", "1_000", "12abc", " "])("refuses page=%j", (page) => {
    expect(firstMessage(ZProductListQuery.safeParse({ page }))).toBe("page: must be a number");
    expect(firstMessage(ZProductSearchQuery.safeParse({ q: "ring", page }))).toBe("page: must be a number");
    expect(firstMessage(ZBlogListQuery.safeParse({ page }))).toBe("page: must be a number");
    expect(firstMessage(ZProductListQuery.safeParse({ limit: page }))).toBe("limit: must be a number");
  });

  it("names fractions and negatives for what they are", () => {
    expect(firstMessage(ZProductListQuery.safeParse({ page: "1.5" }))).toBe("page: must be a whole number");
    expect(firstMessage(ZProductListQuery.safeParse({ page: "2." }))).toBe("page: must be a whole number");
    expect(firstMessage(ZProductListQuery.safeParse({ page: "-2" }))).toBe("page: must be 1 or more");
    expect(firstMessage(ZProductListQuery.safeParse({ limit: "-1" }))).toBe("limit: must be 0 or more");
  });

  it("reads digits, leading zeros included, and caps the page", () => {
    expect(ZProductListQuery.parse({ page: "007", limit: "12" })).toMatchObject({ page: 7, limit: 12 });
    expect(ZProductListQuery.parse({ page: String(PRODUCT_LIST_MAX_PAGE) }).page).toBe(PRODUCT_LIST_MAX_PAGE);
    expect(firstMessage(ZProductListQuery.safeParse({ page: String(PRODUCT_LIST_MAX_PAGE + 1) }))).toBe("page: is too large");
    expect(firstMessage(ZProductListQuery.safeParse({ page: "9".repeat(400) }))).toBe("page: is too large");
    expect(firstMessage(ZBlogListQuery.safeParse({ page: String(BLOG_MAX_PAGE + 1) }))).toBe("page: is too large");
  });
});

describe("a repeated parameter (a page's searchParams give a list) is refused", () => {
  it.each(["page", "limit", "category_slug", "sort", "exclude", "in_stock", "color"])("%s", (key) => {
    expect(firstMessage(ZProductListQuery.safeParse({ [key]: ["1", "2"] }))).toBe(`${key}: must be given only once`);
  });

  it("in the search and blog schemas too", () => {
    expect(firstMessage(ZProductSearchQuery.safeParse({ q: ["a", "b"] }))).toBe("q: must be given only once");
    expect(firstMessage(ZBlogListQuery.safeParse({ search: ["a", "b"] }))).toBe("search: must be given only once");
  });
});

describe("in_stock", () => {
  it.each([
    ["1", true],
    ["true", true],
    ["0", false],
    ["false", false],
    ["", undefined],
    [undefined, undefined],
  ])("%j → %j", (in_stock, expected) => {
    expect(ZProductListQuery.parse({ in_stock }).in_stock).toBe(expected);
  });
});

describe("ZProductSearchQuery", () => {
  it("trims q and applies the paging defaults", () => {
    expect(ZProductSearchQuery.parse({ q: "  jhumka  " })).toEqual({ q: "jhumka", page: 1, limit: 12 });
    expect(ZProductSearchQuery.parse({ q: "null", page: "2", limit: "48" })).toEqual({ q: "null", page: 2, limit: 48 });
  });

  it.each([
    [{}, "q: is required"],
    [{ q: "" }, "q: is required"],
    [{ q: "   " }, "q: must not be empty"],
    [{ q: "x".repeat(101) }, "q: must be at most 100 characters"],
    [{ q: "ring\u0000" }, "q: must not contain control characters"],
    [{ q: "ri\u001bng" }, "q: must not contain control characters"],
    [{ q: "ring\u007f" }, "q: must not contain control characters"],
    [{ q: "ring", limit: "0" }, "limit: must be 1 or more"],
    [{ q: "ring", limit: "49" }, "limit: must be at most 48"],
    [{ q: "ring", page: "0" }, "page: must be 1 or more"],
    [{ q: "ring", page: String(SEARCH_MAX_PAGE + 1) }, "page: must be at most 1000"],
  ])("rejects %j with %j", (input, message) => {
    expect(firstMessage(ZProductSearchQuery.safeParse(input))).toBe(message);
  });

  it("keeps % and _ as text (the data layer matches them literally)", () => {
    expect(ZProductSearchQuery.parse({ q: "100%_silver" }).q).toBe("100%_silver");
  });
});

describe("ZBlogListQuery text values", () => {
  it("treats a blank search as none, so it shares the cache entry of no search", () => {
    expect(ZBlogListQuery.parse({ search: "   " }).search).toBeUndefined();
  });

  it("refuses control characters in search and tag", () => {
    expect(firstMessage(ZBlogListQuery.safeParse({ search: "care\u0000" }))).toBe("search: must not contain control characters");
    expect(firstMessage(ZBlogListQuery.safeParse({ tag: "tips\n" }))).toBe("ok"); // trailing whitespace is trimmed
    expect(firstMessage(ZBlogListQuery.safeParse({ tag: "ti\nps" }))).toBe("tag: must not contain control characters");
  });
});
