import { describe, expect, it } from "vitest";
import { inAppPath, prefetchPath, type AnchorFacts, type ClickFacts } from "@/lib/in-app-link";

const HERE = "https://shop.example/shop/product?sort=new";
const plain: ClickFacts = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, more: Partial<AnchorFacts> = {}): AnchorFacts => ({ href, target: "", download: false, ...more });

describe("inAppPath", () => {
  it("navigates a plain click on a page of the shop in the app, keeping query and hash", () => {
    expect(inAppPath(plain, link("https://shop.example/prod-detail/abc"), HERE)).toBe("/prod-detail/abc");
    expect(inAppPath(plain, link("/shop/search?q=ring#results"), HERE)).toBe("/shop/search?q=ring#results");
    expect(inAppPath(plain, link("/"), HERE)).toBe("/");
    expect(inAppPath(plain, link("?sort=price-asc"), HERE)).toBe("/shop/product?sort=price-asc");
  });

  it("leaves a click another handler took (next/link) to it", () => {
    expect(inAppPath({ ...plain, defaultPrevented: true }, link("/cart"), HERE)).toBeNull();
  });

  it("leaves new-tab and other-button clicks to the browser", () => {
    for (const click of [{ button: 1 }, { button: 2 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }]) {
      expect(inAppPath({ ...plain, ...click }, link("/cart"), HERE)).toBeNull();
    }
  });

  it("leaves links with a target or a download to the browser", () => {
    expect(inAppPath(plain, link("/cart", { target: "_blank" }), HERE)).toBeNull();
    expect(inAppPath(plain, link("/cart", { download: true }), HERE)).toBeNull();
    expect(inAppPath(plain, link("/cart", { target: "_self" }), HERE)).toBe("/cart");
  });

  it("leaves other sites, other schemes, jumps within the page, the API and files to the browser", () => {
    expect(inAppPath(plain, link("https://wa.me/919999999999"), HERE)).toBeNull();
    expect(inAppPath(plain, link("http://shop.example/cart"), HERE)).toBeNull();
    expect(inAppPath(plain, link("mailto:hello@shop.example"), HERE)).toBeNull();
    expect(inAppPath(plain, link("tel:+919999999999"), HERE)).toBeNull();
    expect(inAppPath(plain, link("#main"), HERE)).toBeNull();
    expect(inAppPath(plain, link("/api/orders/SA-1/invoice"), HERE)).toBeNull();
    expect(inAppPath(plain, link("/api"), HERE)).toBeNull();
    expect(inAppPath(plain, link("/sitemap.xml"), HERE)).toBeNull();
    expect(inAppPath(plain, link("/media/demo/p/ring.webp"), HERE)).toBeNull();
  });

  it("navigates to the same page with another hash only when the path or query differs", () => {
    expect(inAppPath(plain, link("/shop/product#top"), HERE)).toBe("/shop/product#top");
  });
});

describe("prefetchPath", () => {
  it("prefetches the page a click would open, without its hash", () => {
    expect(prefetchPath(link("/shop/search?q=ring#results"), HERE)).toBe("/shop/search?q=ring");
    expect(prefetchPath(link("/prod-detail/abc"), HERE)).toBe("/prod-detail/abc");
  });

  it("prefetches nothing a click would leave to the browser", () => {
    expect(prefetchPath(link("https://wa.me/919999999999"), HERE)).toBeNull();
    expect(prefetchPath(link("/cart", { target: "_blank" }), HERE)).toBeNull();
    expect(prefetchPath(link("#main"), HERE)).toBeNull();
    expect(prefetchPath(link("/api/health"), HERE)).toBeNull();
  });
});
