import { describe, expect, it } from "vitest";
import { DEFAULT_VIEW, isCachedView, listFromPath, listFromSegment, listSegment, queryFromView, viewFromQuery, viewPath } from "@/lib/listing-views";

describe("listing views", () => {
  it("maps public listing paths to lists, and nothing else", () => {
    expect(listFromPath("/shop/product")).toEqual({ kind: "all" });
    expect(listFromPath("/shop/product/necklace/")).toEqual({ kind: "category", slug: "necklace" });
    expect(listFromPath("/shop/new-arrivals")).toEqual({ kind: "flag", listing: "new-arrivals" });
    for (const path of ["/shop/blog", "/shop/search", "/shop/product/a/b", "/prod-detail/x"]) expect(listFromPath(path)).toBeNull();
  });

  it("writes one canonical view per state: defaults and junk dropped, order fixed", () => {
    const all = { kind: "all" } as const;
    expect(viewFromQuery(all, new URLSearchParams(""))).toBe(DEFAULT_VIEW);
    expect(viewFromQuery(all, new URLSearchParams("utm_source=x&sort=default&page=1"))).toBe(DEFAULT_VIEW);
    const a = viewFromQuery(all, new URLSearchParams("page=2&sort=price-low&stock=1"));
    const b = viewFromQuery(all, new URLSearchParams("stock=true&sort=price-low&page=2&page=3"));
    expect(a).toBe(b);
    expect(a).toMatch(/^[a-z0-9~_-]+$/);
    // A sort the product list does not offer falls back to the default.
    expect(viewFromQuery(all, new URLSearchParams("sort=name"))).toBe(DEFAULT_VIEW);
    expect(viewFromQuery({ kind: "flag", listing: "best-sellers" }, new URLSearchParams("sort=name"))).toBe("sort~name");
  });

  it("reads a view back into the query it stands for", () => {
    const list = { kind: "flag", listing: "new-arrivals" } as const;
    const view = viewFromQuery(list, new URLSearchParams("band=1000-5000&sort=name&color=rose-gold&page=2"));
    expect(queryFromView(view)).toEqual({ sort: "name", band: "1000-5000", color: "rose-gold", page: "2" });
    expect(queryFromView(DEFAULT_VIEW)).toEqual({});
    expect(viewPath(list, view)).toBe(`/shop/v/new-arrivals/${view}`);
  });

  it("caches every plain page but only the first pages of sorted or filtered views", () => {
    const all = { kind: "all" } as const;
    expect(isCachedView(all, new URLSearchParams("page=400"))).toBe(true);
    expect(isCachedView(all, new URLSearchParams("sort=price-low&page=3"))).toBe(true);
    expect(isCachedView(all, new URLSearchParams("sort=price-low&page=4"))).toBe(false);
    expect(isCachedView(all, new URLSearchParams("stock=1&page=9"))).toBe(false);
  });

  it("round-trips list segments and refuses malformed ones", () => {
    for (const list of [{ kind: "all" }, { kind: "category", slug: "mens-rings" }, { kind: "flag", listing: "gift-cases" }] as const) {
      expect(listFromSegment(listSegment(list))).toEqual(list);
    }
    for (const segment of ["c.Bad_Slug", "c.", "everything", ""]) expect(listFromSegment(segment)).toBeNull();
  });
});
