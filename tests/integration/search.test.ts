import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as searchRoute } from "@/app/api/product/search/route";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { searchProducts } from "@/server/catalogue/search-products";
import { createCategory, createProduct, uniq } from "../support/factories";

// Storefront search (GET /api/product/search and searchProducts) against the real database with
// pg_trgm. The database is shared with other test files, so every word searched for here is one
// no other data uses, and assertions look at this file's rows. Names carry no unique suffix: the
// search matches any one word of the query, and a suffix shared by all would match them all.

type Body = { status: 0 | 1; msg: string; prod: ProductJSON[]; total: number; page: number; pages: number; limit: number };

async function search(query: string) {
  const response = await searchRoute(new NextRequest(`http://localhost/api/product/search?${query}`), { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

const u = uniq();
const U = u.toUpperCase();
const names = (products: ProductJSON[]) => products.map((p) => p.name);
const codes = (products: ProductJSON[]) => products.map((p) => p.code);

let anklets: Awaited<ReturnType<typeof createCategory>>;
const anklet: Record<string, Awaited<ReturnType<typeof createProduct>>> = {};

beforeAll(async () => {
  anklets = await createCategory({ name: `Anklets ${u}`, slug: `anklets-${u}` });
  const other = await createCategory({ slug: `search-other-${u}` });
  const hidden = await createCategory({ name: `Hidden ${u}`, slug: `search-hidden-${u}`, active: false });
  const a = anklets.id;
  // Names without the word "anklet": they are found through their category's name.
  anklet.one = await createProduct({ categoryId: a, name: "Payal One" });
  anklet.two = await createProduct({ categoryId: a, name: "Payal Two" });
  anklet.three = await createProduct({ categoryId: a, name: "Payal Three" });
  anklet.four = await createProduct({ categoryId: a, name: "Payal Four" });
  anklet.five = await createProduct({ categoryId: a, name: "Payal Five" });
  // Codes: the exact one, and one that only contains it; the longer one also names it, so it
  // would win on every other count.
  await createProduct({ categoryId: other.id, code: `ZQ-${U}1`, name: "Plain Band" });
  await createProduct({ categoryId: other.id, code: `ZQ-${U}12`, name: `Band like zq-${u}1` });
  // A made-up word for the typo test, and the literal % and _ tests.
  await createProduct({ categoryId: other.id, name: "Quokkaberry Pendant" });
  await createProduct({ categoryId: other.id, name: "Festive 100% Silver" });
  await createProduct({ categoryId: other.id, name: "Snake_Chain" });
  // Would match, but must never be shown.
  await createProduct({ categoryId: other.id, name: "Quokkaberry Inactive", active: false });
  await createProduct({ categoryId: hidden.id, name: "Quokkaberry Hidden" });
});

describe("GET /api/product/search", () => {
  it("answers in the /api/product envelope with a public cache header", async () => {
    const res = await search("q=payal");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, total: 5, page: 1, pages: 1, limit: 12 });
    expect(res.headers.get("cache-control")).toBe("public, s-maxage=60, stale-while-revalidate=300");
    expect(res.body.prod[0]).toMatchObject({ category_id: { _id: anklets.id }, price_paise: 199900 });
  });

  it("ranks the exact code first, whatever its case, before a code that contains it", async () => {
    const res = await search(`q=zq-${u}1`);
    expect(res.status).toBe(200);
    expect(codes(res.body.prod).slice(0, 2)).toEqual([`ZQ-${U}1`, `ZQ-${U}12`]);
  });

  it("finds a misspelt name (a letter dropped, two letters swapped)", async () => {
    for (const typo of ["quokkabery", "qoukkaberry"]) {
      const res = await search(`q=${typo}`);
      expect(names(res.body.prod), typo).toContain("Quokkaberry Pendant");
    }
  });

  it("matches the category name: every product of the category, none of the others", async () => {
    const res = await search("q=anklets");
    expect(res.body.total).toBe(5);
    expect(new Set(res.body.prod.map((p) => p._id))).toEqual(new Set(Object.values(anklet).map((p) => p.id)));
    // A typo in the category name (a letter dropped) still finds it.
    const typo = await search("q=anklts");
    expect(typo.body.prod.map((p) => p.category_id._id)).toContain(anklets.id);
  });

  it("matches % and _ literally, not as wildcards", async () => {
    const percent = await search(`q=${encodeURIComponent("%")}`);
    expect(names(percent.body.prod)).toContain("Festive 100% Silver");
    expect(percent.body.prod.every((p) => p.name.includes("%"))).toBe(true);
    const underscore = await search(`q=_`);
    expect(names(underscore.body.prod)).toContain("Snake_Chain");
    expect(underscore.body.prod.every((p) => p.name.includes("_"))).toBe(true);
  });

  it("never shows an inactive product or a product of an inactive category", async () => {
    const res = await search("q=quokkaberry");
    expect(names(res.body.prod)).toContain("Quokkaberry Pendant");
    expect(names(res.body.prod)).not.toContain("Quokkaberry Inactive");
    expect(names(res.body.prod)).not.toContain("Quokkaberry Hidden");
  });

  it("pages without overlap in a stable order, and a page past the end is empty with the total", async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await search(`q=anklets&limit=2&page=${page}`));
    expect(pages.map((p) => p.body.prod.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.body.total === 5 && p.body.pages === 3)).toBe(true);
    const seen = pages.flatMap((p) => p.body.prod.map((x) => x._id));
    expect(new Set(seen).size).toBe(5);
    const again = await search("q=anklets&limit=2&page=1");
    expect(again.body.prod.map((p) => p._id)).toEqual(pages[0]!.body.prod.map((p) => p._id));
    const past = await search("q=anklets&limit=2&page=9");
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ prod: [], total: 5, page: 9, pages: 3, limit: 2 });
  });

  it("refuses a missing, empty or too long q with 400 and the envelope", async () => {
    for (const query of ["", "q=", "q=++", `q=${"a".repeat(101)}`, "q=ring&limit=49", "q=ring&page=0"]) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect(res.body.status, query).toBe(0);
      expect(res.headers.get("cache-control"), query).toBe("no-store");
    }
  });
});

describe("searchProducts", () => {
  it("ignores case and extra spaces in the query", async () => {
    const a = await searchProducts({ q: "  PAYAL   ", limit: 12 });
    const b = await searchProducts({ q: "payal", limit: 12 });
    expect(a.total).toBe(5);
    expect(a.items.map((p) => p.id)).toEqual(b.items.map((p) => p.id));
  });

  it("returns the domain Product in paise", async () => {
    const page = await searchProducts({ q: "payal one" });
    expect(page.items[0]).toMatchObject({ id: anklet.one!.id, pricePaise: 199900, category: { id: anklets.id } });
  });
});
