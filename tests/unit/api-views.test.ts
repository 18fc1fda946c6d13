import { describe, expect, it } from "vitest";
import { apiViewFromSegments, apiViewPath, MAX_CACHED_API_VIEWS } from "@/server/catalogue/api-views";

const path = (pathname: string, query = "") => apiViewPath(pathname, new URLSearchParams(query));
/** The internal path's last two segments, as the route receives them. */
const segments = (internal: string) => internal.split("/").slice(-2) as [string, string];
const ID = `c${"a1".repeat(12)}`;

describe("catalogue API views", () => {
  it("gives each valid product query one spelling, whatever the order, defaults or unread parameters", () => {
    const first = path("/api/product", "limit=12");
    expect(first).toMatch(/^\/api\/v\/products\/[A-Za-z0-9_-]+$/);
    expect(path("/api/product", "page=1&limit=12&sort=default")).toBe(first);
    expect(path("/api/product", "limit=12&utm_source=x")).toBe(first);
    const filtered = path("/api/product", "category_slug=ring&sort=price-low&page=2&in_stock=true");
    expect(path("/api/product", "in_stock=1&page=2&sort=price-low&category_slug=ring")).toBe(filtered);
    expect(filtered).not.toBe(first);
    expect(path("/api/product", "limit=12&page=2")).not.toBe(first);
  });

  it("reads back from its segments exactly the query the public route would have parsed", () => {
    const view = apiViewFromSegments(...segments(path("/api/product", "category_slug=ring&sort=price-low&page=2&in_stock=1&limit=24")!));
    expect(view).toEqual({
      kind: "products",
      query: { category_slug: "ring", sort: "price-low", page: 2, in_stock: true, limit: 24 },
    });
    expect(apiViewFromSegments(...segments(path("/api/product/search", "q=%20silver%20ring%20&page=2")!))).toEqual({
      kind: "search",
      query: { q: "silver ring", page: 2, limit: expect.any(Number) },
    });
    expect(path(`/api/product/${ID}`)).toBe(`/api/v/product/${ID}`);
    expect(apiViewFromSegments("product", ID)).toEqual({ kind: "product", id: ID });
    expect(path("/api/category", "anything=1")).toBe("/api/v/categories/all");
    expect(apiViewFromSegments("categories", "all")).toEqual({ kind: "categories" });
  });

  it("leaves every query the route would refuse to the public route, which answers its 400", () => {
    for (const query of ["limit=0x10", "page=1&page=2", "limit=%00", "sort=nope", "page=0", "limit=101"]) {
      expect(path("/api/product", query), query).toBeNull();
    }
    expect(path("/api/product/search", "")).toBeNull();
    expect(path("/api/product/search", `q=${"a".repeat(101)}`)).toBeNull();
    expect(path("/api/product/nope")).toBeNull();
    expect(path(`/api/product/${ID}/more`)).toBeNull();
    expect(path("/api/product/search/x")).toBeNull();
    expect(path("/api/blog", "page=1")).toBeNull();
  });

  it("names a view only by the segments a rewrite produces", () => {
    const canonical = segments(path("/api/product", "limit=12")!)[1];
    const otherSpelling = Buffer.from("page=1&limit=12&sort=default").toString("base64url");
    expect(apiViewFromSegments("products", otherSpelling)).toBeNull();
    expect(apiViewFromSegments("products", `${canonical}=`)).toBeNull();
    expect(apiViewFromSegments("products", Buffer.from("limit=nope").toString("base64url"))).toBeNull();
    expect(apiViewFromSegments("product", " " + ID)).toBeNull();
    expect(apiViewFromSegments("categories", "some")).toBeNull();
    expect(apiViewFromSegments("orders", "all")).toBeNull();
    expect(apiViewFromSegments("_", "_")).toBeNull();
  });

  it("creates at most MAX_CACHED_API_VIEWS views per process, and keeps serving the ones it made", () => {
    const kept = path("/api/product", "limit=3")!;
    let made = 0;
    for (let i = 1; path("/api/product/search", `q=bounded-${i}`) !== null; i++) made = i;
    expect(made).toBeLessThan(MAX_CACHED_API_VIEWS);
    expect(made).toBeGreaterThan(MAX_CACHED_API_VIEWS - 20); // the views the tests above made
    expect(path("/api/product", "limit=3")).toBe(kept);
    expect(path("/api/product", "limit=4")).toBeNull();
  });
});
