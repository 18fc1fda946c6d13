import { describe, expect, it } from "vitest";
import { href } from "@/lib/links";
import {
  DEFAULT_LISTING_STATE,
  FLAG_LISTING_SORTS,
  PRODUCT_LIST_SORTS,
  canonicalPath,
  isFiltered,
  listingApiQuery,
  listingPageHref,
  parseListingParams,
  toLinkParams,
} from "@/lib/listing-params";
import { ZProductListQuery } from "@/lib/schemas/catalogue";

describe("parseListingParams", () => {
  it("gives the defaults for an empty query", () => {
    expect(parseListingParams({})).toEqual(DEFAULT_LISTING_STATE);
  });

  it("reads every value a listing link can carry", () => {
    expect(parseListingParams({ sort: "price-high", band: "1000-5000", color: "rose-gold", stock: "1", page: "3" }, FLAG_LISTING_SORTS)).toEqual({
      sort: "price-high",
      band: "1000-5000",
      color: "rose-gold",
      inStock: true,
      size: null,
      page: 3,
    });
    expect(parseListingParams({ size: "12" }).size).toBe("12");
    expect(parseListingParams({ size: "18 in" }).size).toBe("18 in");
  });

  it("reads a size label (issue 42) and refuses anything that is not one", () => {
    expect(parseListingParams({ size: "2-6" }).size).toBe("2-6");
    expect(parseListingParams({ size: "Adjustable" }).size).toBe("Adjustable");
    for (const bad of ["", "<b>", "a".repeat(21), "-12", "12%"]) expect(parseListingParams({ size: bad }).size, bad).toBeNull();
    expect(ZProductListQuery.safeParse({ size: "<b>" }).success).toBe(false);
    expect(ZProductListQuery.parse({ size: "6.5 in" }).size).toBe("6.5 in");
  });

  it("falls back to the default for each bad value, keeping the good ones", () => {
    expect(parseListingParams({ sort: "cheapest", band: "1-2", color: "Rose Gold", stock: "yes", page: "2" })).toEqual({
      ...DEFAULT_LISTING_STATE,
      page: 2,
    });
    expect(parseListingParams({ sort: "name", band: "above-10000" }, FLAG_LISTING_SORTS)).toMatchObject({ sort: "name", band: "above-10000" });
  });

  it("offers each listing only its own sorts", () => {
    // /shop/product has Default, Price: Low to High and Price: High to Low only (storefront §2.6).
    expect(parseListingParams({ sort: "name" }, PRODUCT_LIST_SORTS).sort).toBe("default");
    expect(parseListingParams({ sort: "newest" }, PRODUCT_LIST_SORTS).sort).toBe("default");
    expect(parseListingParams({ sort: "price-low" }, PRODUCT_LIST_SORTS).sort).toBe("price-low");
    expect(parseListingParams({ sort: "newest" }, FLAG_LISTING_SORTS).sort).toBe("newest");
  });

  it("accepts page numbers in plain digits only, from 1 to the deepest page", () => {
    const page = (value: string) => parseListingParams({ page: value }).page;
    expect(page("1")).toBe(1);
    expect(page("12")).toBe(12);
    expect(page("100000")).toBe(100000);
    for (const bad of ["0", "-2", "1.5", "1e3", "0x10", " 2", "2 ", "", "two", "1000000", "99999999999999999999"]) {
      expect(page(bad), bad).toBe(1);
    }
  });

  it("uses the first of a repeated parameter", () => {
    expect(parseListingParams({ sort: ["price-low", "price-high"], page: ["4", "9"], band: ["nope", "under-1000"] })).toEqual({
      ...DEFAULT_LISTING_STATE,
      sort: "price-low",
      page: 4,
      // The first band is bad: default, not the second one.
      band: null,
    });
  });

  it("treats stock as on only for 1 or true", () => {
    expect(parseListingParams({ stock: "1" }).inStock).toBe(true);
    expect(parseListingParams({ stock: "true" }).inStock).toBe(true);
    expect(parseListingParams({ stock: "0" }).inStock).toBe(false);
    expect(parseListingParams({ stock: "" }).inStock).toBe(false);
  });

  it("refuses colour values that are not slugs or are too long", () => {
    expect(parseListingParams({ color: "gold" }).color).toBe("gold");
    expect(parseListingParams({ color: "<script>" }).color).toBeNull();
    expect(parseListingParams({ color: "a".repeat(41) }).color).toBeNull();
  });

  it("never throws, whatever the query holds", () => {
    const weird = [{ sort: undefined }, { page: [] as string[] }, { band: "\u0000" }, { color: "%ZZ" }, { other: "x" }];
    for (const raw of weird) expect(() => parseListingParams(raw)).not.toThrow();
  });
});

describe("isFiltered and canonicalPath", () => {
  it("counts sort, band, colour and in-stock as filters, not the page", () => {
    expect(isFiltered(DEFAULT_LISTING_STATE)).toBe(false);
    expect(isFiltered({ ...DEFAULT_LISTING_STATE, page: 5 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_LISTING_STATE, sort: "price-low" })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LISTING_STATE, band: "under-1000" })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LISTING_STATE, color: "gold" })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LISTING_STATE, inStock: true })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LISTING_STATE, size: "12" })).toBe(true);
    expect(canonicalPath("/shop/product", { ...DEFAULT_LISTING_STATE, size: "12" })).toBe("/shop/product");
  });

  it("makes each plain page canonical to itself and every filtered view canonical to the listing", () => {
    expect(canonicalPath("/shop/product", DEFAULT_LISTING_STATE)).toBe("/shop/product");
    expect(canonicalPath("/shop/product", { ...DEFAULT_LISTING_STATE, page: 2 })).toBe("/shop/product?page=2");
    expect(canonicalPath("/shop/product/necklace", { ...DEFAULT_LISTING_STATE, sort: "price-high", page: 3 })).toBe("/shop/product/necklace");
    expect(canonicalPath("/shop/best-sellers", { ...DEFAULT_LISTING_STATE, band: "5000-10000" })).toBe("/shop/best-sellers");
  });
});

describe("links from a listing state", () => {
  const state = { sort: "price-low", band: "1000-5000", color: "silver", inStock: true, size: "18 in", page: 2 } as const;

  it("writes the same query the href builders write", () => {
    expect(listingPageHref("/shop/product/tops", state)).toBe(href.category("tops", toLinkParams(state)));
    expect(listingPageHref("/shop/product/tops", state, 3)).toBe("/shop/product/tops?sort=price-low&band=1000-5000&color=silver&stock=1&size=18+in&page=3");
    expect(listingPageHref("/shop/product", DEFAULT_LISTING_STATE, 2)).toBe("/shop/product?page=2");
    expect(listingPageHref("/shop/product", DEFAULT_LISTING_STATE, 1)).toBe("/shop/product");
  });

  it("round-trips: a link's query parses back to the same state", () => {
    const link = listingPageHref("/shop/new-arrivals", { ...state, sort: "name" });
    const query = Object.fromEntries(new URL(link, "http://x").searchParams);
    expect(parseListingParams(query, FLAG_LISTING_SORTS)).toEqual({ ...state, sort: "name" });
  });
});

describe("listingApiQuery", () => {
  it("asks the API for the same scope, filters, order and page size", () => {
    const query = listingApiQuery({ categorySlug: "necklace" }, { sort: "price-high", band: "under-1000", color: "gold", inStock: true, size: "12", page: 4 }, 9);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      category_slug: "necklace",
      sort: "price-high",
      price_band: "under-1000",
      color: "gold",
      in_stock: "1",
      size: "12",
      limit: "9",
    });
    expect(listingApiQuery({ flag: "bestSeller" }, DEFAULT_LISTING_STATE, 12)).toBe("flag=bestSeller&limit=12");
  });

  it("is a query the API's own schema accepts", () => {
    const query = listingApiQuery({ flag: "trendingProd", categorySlug: "gift-cases" }, { sort: "name", band: "above-10000", color: "rose-gold", inStock: true, size: "2-6", page: 1 }, 12);
    const parsed = ZProductListQuery.safeParse({ ...Object.fromEntries(new URLSearchParams(query)), page: "2" });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ flag: "trendingProd", category_slug: "gift-cases", sort: "name", price_band: "above-10000", in_stock: true, size: "2-6", limit: 12, page: 2 });
  });
});
