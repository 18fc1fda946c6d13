import { describe, expect, it } from "vitest";
import {
  MAX_CACHED_VIEWS,
  readSearchRequest,
  SEARCH_FORM_VIEW,
  searchSegment,
  searchViewFromSegments,
  searchViewPath,
} from "@/server/catalogue/search-views";

const path = (query: string) => searchViewPath(new URLSearchParams(query));

describe("search views", () => {
  it("reads the query as the search page does: the form, a search, or nothing to show", () => {
    expect(readSearchRequest({})).toEqual({ kind: "form" });
    expect(readSearchRequest({ q: "   " })).toEqual({ kind: "form" });
    expect(readSearchRequest({ q: "  Silver Ring " })).toEqual({ kind: "search", view: { q: "Silver Ring", page: 1 } });
    expect(readSearchRequest({ q: "ring", page: "2" })).toEqual({ kind: "search", view: { q: "ring", page: 2 } });
    for (const raw of [{ page: "2" }, { q: "ring", page: "0" }, { q: "ring", page: "x" }, { q: "a".repeat(101) }, { q: ["a", "b"], page: "1" }]) {
      expect(readSearchRequest(raw), JSON.stringify(raw)).toEqual({ kind: "invalid" });
    }
  });

  it("rewrites the form and the first pages of a search to one view per (trimmed) query and page", () => {
    expect(path("")).toBe(SEARCH_FORM_VIEW);
    expect(path("q=")).toBe(SEARCH_FORM_VIEW);
    // As the page reads it: a repeated q is no text, and without a page that is the form.
    expect(path("q=ring&q=band")).toBe(SEARCH_FORM_VIEW);
    const ring = path("q=silver+ring");
    expect(ring).toBe(`/shop/v/search/${searchSegment("silver ring")}/1`);
    // Blanks around the query, page=1 and other parameters do not make another view.
    expect(path("q=%20silver%20ring%20&page=1&utm_source=x")).toBe(ring);
    // The text is shown as typed, so another spelling is another view.
    expect(path("q=Silver+Ring")).not.toBe(ring);
    expect(path("q=silver+ring&page=3")).toBe(`/shop/v/search/${searchSegment("silver ring")}/3`);
  });

  it("leaves deeper pages, invalid queries and very long ones to the page rendered per request", () => {
    expect(path("q=ring&page=4")).toBeNull();
    expect(path("page=2")).toBeNull();
    expect(path("q=ring&page=abc")).toBeNull();
    expect(path("q=ring&q=band&page=1")).toBeNull();
    expect(path(`q=${"क".repeat(60)}`)).toBeNull(); // 180 bytes: a segment too long for a file name
  });

  it("reads a view's segments back, and only segments a rewrite makes", () => {
    for (const q of ["silver ring", "NK-1001", "100% silver/925 ?#&", "पायल", "..", "."]) {
      expect(searchViewFromSegments(searchSegment(q), "2")).toEqual({ q, page: 2 });
      expect(searchSegment(q)).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    expect(searchViewFromSegments(searchSegment("ring"), "4")).toBeNull();
    expect(searchViewFromSegments(searchSegment("ring"), "01")).toBeNull();
    expect(searchViewFromSegments(searchSegment(" ring"), "1")).toBeNull();
    expect(searchViewFromSegments("not+base64", "1")).toBeNull();
    expect(searchViewFromSegments(`${searchSegment("ring")}=`, "1")).toBeNull();
  });

  it("creates at most MAX_CACHED_VIEWS views, and keeps serving the ones it made", () => {
    const first = path("q=bounded-first");
    for (let i = 0; path(`q=bounded-${i}`) !== null; i++) expect(i).toBeLessThan(MAX_CACHED_VIEWS);
    expect(path("q=one-more")).toBeNull();
    expect(path("q=bounded-first")).toBe(first);
    expect(path("")).toBe(SEARCH_FORM_VIEW);
  });
});
