import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getProduct } from "@/app/api/product/[id]/route";
import { GET as getProducts } from "@/app/api/product/route";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { db } from "@/server/db";
import { createCategory, createProduct, uniq } from "../support/factories";

// The listing's size filter (issue 42) through the real product list route against PostgreSQL:
// `?size=<label>` lists the pieces offering a size of that label with stock, from every set that
// has the label; a label no piece comes in is a 400; the product JSON lists a piece's sizes.

type Body = { status: 0 | 1; msg: string; prod?: ProductJSON[] | ProductJSON; total?: number };

async function list(query: string) {
  const response = await getProducts(new NextRequest(`http://localhost/api/product?${query}`), { params: Promise.resolve({}) } as never);
  return { status: response.status, body: (await response.json()) as Body };
}

const u = uniq();
const label = (n: number) => `Z${u}-${n}`;
let category: Awaited<ReturnType<typeof createCategory>>;
const piece: Record<string, Awaited<ReturnType<typeof createProduct>>> = {};
let sizeIds: Record<string, string> = {};

beforeAll(async () => {
  category = await createCategory({ slug: `sized-${u}` });
  const ringSet = await db.sizeSet.create({
    data: { name: `Rings ${u}`, kind: "ring", sizes: { create: [1, 2, 3].map((n) => ({ label: label(n), position: n, innerDiameterMm: 15 + n, circumferenceMm: 47 + n })) } },
    include: { sizes: true },
  });
  // Another set sharing one label: the filter takes both.
  const otherSet = await db.sizeSet.create({
    data: { name: `Toe rings ${u}`, kind: "ring", sizes: { create: [{ label: label(2), position: 1 }] } },
    include: { sizes: true },
  });
  sizeIds = Object.fromEntries(ringSet.sizes.map((s) => [s.label, s.id]));
  const otherTwo = otherSet.sizes[0]!.id;

  const sized = async (name: string, stock: Record<string, number>, setId: string, active = true) => {
    const product = await createProduct({ categoryId: category.id, name: `${name} ${u}`, stock: 0, active });
    await db.product.update({ where: { id: product.id }, data: { sizeSetId: setId } });
    for (const [sizeId, count] of Object.entries(stock)) {
      await db.productSize.create({ data: { productId: product.id, sizeId, stock: count, pricePaise: 199_900, sellingPricePaise: 199_900 } });
    }
    return product;
  };
  piece.both = await sized("Both", { [sizeIds[label(1)]!]: 2, [sizeIds[label(2)]!]: 1 }, ringSet.id);
  piece.oneSoldOutTwo = await sized("Sold out two", { [sizeIds[label(1)]!]: 1, [sizeIds[label(2)]!]: 0 }, ringSet.id);
  piece.otherSet = await sized("Other set", { [otherTwo]: 3 }, otherSet.id);
  piece.hidden = await sized("Hidden", { [sizeIds[label(2)]!]: 5 }, ringSet.id, false);
  piece.unsized = await createProduct({ categoryId: category.id, name: `Unsized ${u}`, stock: 9 });
});

const names = (body: Body) => (body.prod as ProductJSON[]).map((p) => p.name.replace(` ${u}`, "")).sort();

describe("GET /api/product?size=", () => {
  it("lists the active pieces with a size of that label in stock, in any set", async () => {
    const { status, body } = await list(`category_slug=sized-${u}&size=${encodeURIComponent(label(2))}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(["Both", "Other set"]);
    expect(body.total).toBe(2);
  });

  it("leaves out a piece whose size is sold out, and pieces without sizes", async () => {
    const { body } = await list(`category_slug=sized-${u}&size=${encodeURIComponent(label(1))}`);
    expect(names(body)).toEqual(["Both", "Sold out two"]);
  });

  it("combines with the other filters", async () => {
    const { body } = await list(`category_slug=sized-${u}&size=${encodeURIComponent(label(1))}&price_band=above-10000`);
    expect(names(body)).toEqual([]);
  });

  it("answers 400 for a size no piece comes in, and for a value that is not a size", async () => {
    const unknown = await list(`size=${encodeURIComponent(label(3))}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ status: 0, msg: "Unknown size." });
    const bad = await list(`size=${encodeURIComponent("<b>")}`);
    expect(bad.status).toBe(400);
  });

  it("the product JSON lists the sizes with stock, prices in paise, and the set", async () => {
    const response = await getProduct(new NextRequest(`http://localhost/api/product/${piece.oneSoldOutTwo!.id}`), { params: Promise.resolve({ id: piece.oneSoldOutTwo!.id }) });
    const body = (await response.json()) as { prod: ProductJSON };
    expect(body.prod.size_set).toMatchObject({ name: `Rings ${u}`, kind: "ring" });
    expect(body.prod.sizes.map((s) => [s.label, s.quantity, s.price_paise, s.total_price_paise])).toEqual([
      [label(1), 1, 199_900, 199_900],
      [label(2), 0, 199_900, 199_900],
    ]);
    // The piece's stock is its sizes' (the database keeps it).
    expect(body.prod.quantity).toBe(1);
  });
});
