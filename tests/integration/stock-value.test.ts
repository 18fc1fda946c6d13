import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import * as stockRoute from "@/app/api/admin/reports/stock/route";
import { db } from "@/server/db";
import { latestSilverRate } from "@/server/pricing/by-weight-breakup";
import { stockValue } from "@/server/reports/stock-value";
import { stockValueCsv } from "@/server/reports/stock-value-csv";
import { createCategory, createProduct } from "../support/factories";
import { adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";
import { createSizedProduct } from "./orders-sizes-support";

// The stock's value now (issue 45 §3) on real PostgreSQL, for pieces of a category of this file's
// own: by weight at today's rate (metal and making worked out by hand here), fixed at their price,
// per size, only active pieces with stock.

let rate = 0;
let categoryId = "";
let categoryName = "";
let byWeightId = "";
let fixedId = "";
let sizedId = "";

const BY_WEIGHT = { pricingMode: "by_weight", purity: 925, makingChargeKind: "per_gram", makingChargeValue: 2_000, otherChargesPaise: 0 } as const;
/** rate × 925/1000 × grams, to the paisa. */
const metalOf = (weightMg: number) => Math.round((rate * 925 * weightMg) / 1_000_000);

beforeAll(async () => {
  rate = (await latestSilverRate(db))?.paisePerGram ?? (await db.silverRate.create({ data: { paisePerGram: 9_500, setBy: "test" } })).paisePerGram;
  const category = await createCategory();
  categoryId = category.id;
  categoryName = (await db.category.findUniqueOrThrow({ where: { id: category.id } })).name;
  byWeightId = (await createProduct({ categoryId, price: 1_500, stock: 3 })).id;
  await db.product.update({ where: { id: byWeightId }, data: { ...BY_WEIGHT, netWeightMg: 10_000 } });
  fixedId = (await createProduct({ categoryId, price: 2_499, stock: 4 })).id;
  await createProduct({ categoryId, price: 999, stock: 0 });
  const inactive = await createProduct({ categoryId, price: 999, stock: 2 });
  await db.product.update({ where: { id: inactive.id }, data: { active: false } });
  const sized = await createSizedProduct({
    categoryId,
    sizes: [
      { label: "12", stock: 2, price: 1_200, netWeightMg: 5_000 },
      { label: "14", stock: 0, price: 1_300, netWeightMg: 5_500 },
      { label: "16", stock: 1, price: 1_400, netWeightMg: 6_000 },
    ],
  });
  sizedId = sized.id;
  await db.product.update({ where: { id: sizedId }, data: { ...BY_WEIGHT, netWeightMg: 5_000 } });
});

describe("stock value", () => {
  it("values a by-weight piece's metal and making at today's rate, times its stock", async () => {
    const { rows } = await stockValue();
    const row = rows.find((r) => r.productId === byWeightId)!;
    expect(row.stock).toBe(3);
    expect(row.unit.metalPaise).toBe(metalOf(10_000));
    expect(row.unit.makingPaise).toBe(20_000);
    expect(row.total.metalPaise).toBe(3 * metalOf(10_000));
    expect(row.total.makingPaise).toBe(3 * 20_000);
    expect(row.unit.metalPaise + row.unit.makingPaise + row.unit.otherPaise + row.unit.gstPaise + row.unit.roundingPaise).toBe(row.unit.listPaise);
  });

  it("values a fixed-price piece at its selling price, and leaves out sold-out and inactive pieces", async () => {
    const { rows } = await stockValue();
    const mine = rows.filter((r) => r.category === categoryName);
    const fixed = mine.find((r) => r.productId === fixedId)!;
    expect(fixed).toMatchObject({ stock: 4, unit: { metalPaise: 0, makingPaise: 0, valuePaise: 249_900 }, total: { valuePaise: 4 * 249_900 } });
    expect(mine.map((r) => r.productId).sort()).toEqual([byWeightId, fixedId, sizedId, sizedId].sort());
  });

  it("values a sized piece per size, from each size's own weight", async () => {
    const { rows, categories } = await stockValue();
    const sizes = rows.filter((r) => r.productId === sizedId);
    expect(sizes.map((r) => [r.size, r.stock])).toEqual([["12", 2], ["16", 1]]);
    expect(sizes[0]!.total.metalPaise).toBe(2 * metalOf(5_000));
    expect(sizes[1]!.total.metalPaise).toBe(metalOf(6_000));
    expect(sizes[1]!.unit.makingPaise).toBe(12_000);
    const category = categories.find((c) => c.category === categoryName)!;
    expect(category.pieces).toBe(3 + 4 + 2 + 1);
    expect(category.total.valuePaise).toBe(rows.filter((r) => r.category === categoryName).reduce((sum, r) => sum + r.total.valuePaise, 0));
  });

  it("writes the CSV with a line per size and the category's total", async () => {
    const stock = await stockValue();
    const parsed = Papa.parse<Record<string, string>>(stockValueCsv(stock), { header: true, skipEmptyLines: true });
    const total = parsed.data.find((line) => line.Piece === `Total: ${categoryName}`)!;
    expect(Math.round(Number(total.Value) * 100)).toBe(stock.categories.find((c) => c.category === categoryName)!.total.valuePaise);
    expect(parsed.data.filter((line) => line.Category === categoryName && line.Size !== "").map((line) => line.Size)).toEqual(["12", "16"]);
  });

  it("is for the reports permission", async () => {
    const manager = await adminSessionOf(await createAdmin({ role: "manager" }));
    const orders = await adminSessionOf(await createAdmin({ role: "orders" }));
    expect((await callAsAdmin(stockRoute.GET, manager, { method: "GET" })).status).toBe(200);
    expect((await callAsAdmin(stockRoute.GET, orders, { method: "GET" })).status).toBe(403);
    expect((await callAsAdmin(stockRoute.GET, orders, { method: "GET", url: "http://localhost/api/admin/reports/stock?format=csv" })).status).toBe(403);
    expect((await callAsAdmin(stockRoute.GET, manager, { method: "GET", url: "http://localhost/api/admin/reports/stock?format=pdf" })).status).toBe(400);
  });
});
