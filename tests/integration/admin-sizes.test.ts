import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import type { AdminProductJSON } from "@/lib/admin/product-json-types";
import type { AdminSizeSetJSON } from "@/lib/admin/size-json-types";
import { MEASURE_WORDS, PRODUCT_SIZE_MSG, SIZE_MSG, sizeProblem } from "@/lib/admin/size-messages";
import { priceByWeight, sellingPriceByWeight } from "@/lib/pricing/by-weight";
import { db } from "@/server/db";
import { lowStockProducts } from "@/server/admin/dashboard/low-stock";
import { previewSilverRate } from "@/server/admin/pricing/silver-rate";
import * as setsRoute from "@/app/api/admin/sizes/route";
import * as setRoute from "@/app/api/admin/sizes/[setId]/route";
import * as sizeRoute from "@/app/api/admin/sizes/[setId]/[sizeId]/route";
import * as createRoute from "@/app/api/product/create/route";
import * as updateRoute from "@/app/api/product/update/[id]/route";
import * as rateRoute from "@/app/api/admin/silver-rate/route";
import * as listRoute from "@/app/api/admin/products/route";
import { createCategory, createColor, uniq } from "../support/factories";
import { createCustomer } from "./accounts-support";
import { adminSessionOf, callAsAdmin, callMultipart, createAdmin, pngFile, type TestAdmin } from "./admin-support";

// Sizes in the back office (issue 42): the size sets and their sizes (/api/admin/sizes), a piece's
// sizes on the add and edit calls (stock per size, the piece's stock their sum, codes, per-size
// weight and price, the server's words naming the size), repricing at a new silver rate per size,
// and the dashboard's low-stock list per size. Every change audited.

const mediaDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const os = await import("node:os");
  const p = await import("node:path");
  const dir = await mkdtemp(p.join(os.tmpdir(), "admin-sizes-int-"));
  process.env.MEDIA_DIR = dir;
  return dir;
});

afterAll(async () => {
  const { rm } = await import("node:fs/promises");
  await rm(mediaDir, { recursive: true, force: true });
});

let admin: TestAdmin;
let token: string;
let categoryId: string;
let colorId: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
  categoryId = (await createCategory()).id;
  colorId = (await createColor()).id;
  // A known last rate, whatever the files before set (the changes below stay within 10 % of it).
  await db.silverRate.create({ data: { paisePerGram: 9_000, setBy: "test" } });
});

const MISSING_ID = "cmissingmissingmissing0000";
const addSet = (body: unknown) => callAsAdmin(setsRoute.POST, token, { method: "POST", body });
const listSets = async () => (await callAsAdmin(setsRoute.GET, token, { method: "GET" })).body!.sets as AdminSizeSetJSON[];
const addSize = (setId: string, body: unknown) => callAsAdmin(setRoute.POST, token, { method: "POST", params: { setId }, body });
const editSize = (setId: string, sizeId: string, body: unknown) => callAsAdmin(sizeRoute.PATCH, token, { method: "PATCH", params: { setId, sizeId }, body });
const deleteSize = (setId: string, sizeId: string) => callAsAdmin(sizeRoute.DELETE, token, { method: "DELETE", params: { setId, sizeId } });

/** A ring set with the given labels (diameter and circumference made up from the label). */
async function ringSet(labels: string[]) {
  const set = await addSet({ name: `Rings ${uniq()}`, kind: "ring" });
  expect(set.status, JSON.stringify(set.body)).toBe(201);
  const setId = (set.body!.set as AdminSizeSetJSON)._id;
  const ids: Record<string, string> = {};
  for (const label of labels) {
    const res = await addSize(setId, { label, innerDiameterMm: 10 + Number(label) / 2, circumferenceMm: 40 + Number(label) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids[label] = (res.body!.size as { _id: string })._id;
  }
  return { setId, ids };
}

function productForm(fields: Record<string, string | string[]>, images: File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
  for (const image of images) form.append("images", image);
  return form;
}

const baseFields = (overrides: Record<string, string | string[]> = {}) => ({
  name: `Sized Ring ${uniq()}`,
  description: "A ring in sizes.",
  price: "1500",
  discount: "10",
  quantity: "4",
  weight: "3.5",
  categoryID: categoryId,
  colors: [colorId],
  ...overrides,
});
const BY_WEIGHT = { pricingMode: "by_weight", purity: "925", makingChargeKind: "per_gram", makingCharge: "12", otherCharges: "0" };

async function create(fields: Record<string, string | string[]>) {
  return callMultipart(createRoute.POST, { form: productForm(fields, [await pngFile()]), adminToken: token });
}
function update(id: string, fields: Record<string, string | string[]>) {
  return callMultipart(updateRoute.PATCH, { form: productForm(fields, []), adminToken: token, method: "PATCH", params: { id } });
}
const sizesField = (lines: { size: string; stock: string | number; sku?: string; netWeight?: string }[]) => JSON.stringify(lines);
const sizeRows = (productId: string) =>
  db.productSize.findMany({ where: { productId }, select: { sizeId: true, stock: true, sku: true, netWeightMg: true, pricePaise: true, sellingPricePaise: true }, orderBy: { size: { position: "asc" } } });

describe("/api/admin/sizes: size sets and their sizes", () => {
  it("adds a set once (409 for the same name in any case), and refuses a set without a name or kind", async () => {
    const name = `Toe rings ${uniq()}`;
    const created = await addSet({ name, kind: "ring" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ msg: SIZE_MSG.setCreated, set: { name, kind: "ring", sizes: [] } });
    const again = await addSet({ name: name.toUpperCase(), kind: "bangle" });
    expect(again.status).toBe(409);
    expect(again.body!.msg).toBe(SIZE_MSG.setNameTaken(name));
    expect((await addSet({ name: "", kind: "ring" })).body!.msg).toBe(SIZE_MSG.setNameRequired);
    const badKind = await addSet({ name: `Other ${uniq()}`, kind: "shoe" });
    expect(badKind.status).toBe(400);
    expect(badKind.body!.msg).toBe(SIZE_MSG.kindRequired);
    const audit = await db.auditLog.findFirst({ where: { entity: "size_set", entityId: (created.body!.set as AdminSizeSetJSON)._id, action: "create" } });
    expect(audit).toMatchObject({ actor: admin.email, changes: { name: [null, name], kind: [null, "ring"] } });
  });

  it("adds sizes with the measurements of the set's kind, last in the set unless placed, and lists them in order", async () => {
    const { setId } = await ringSet([]);
    const circumference = MEASURE_WORDS.circumferenceMm;
    expect((await addSize(setId, { label: "12", innerDiameterMm: 16.1 })).body!.msg).toBe(SIZE_MSG.measureRequired(circumference));
    expect((await addSize(setId, { label: "12", innerDiameterMm: 16.1, circumferenceMm: 50.5, lengthInches: 7 })).body!.msg).toBe(SIZE_MSG.measureNotForKind);
    expect((await addSize(setId, { label: "12", innerDiameterMm: "-1", circumferenceMm: 50.5 })).body!.msg).toBe(SIZE_MSG.measureInvalid(MEASURE_WORDS.innerDiameterMm));
    expect((await addSize(setId, { label: " ", innerDiameterMm: 16.1, circumferenceMm: 50.5 })).body!.msg).toBe(SIZE_MSG.labelRequired);
    const twelve = await addSize(setId, { label: "12", innerDiameterMm: "16.1", circumferenceMm: 50.5 });
    expect(twelve.status).toBe(201);
    expect(twelve.body!.size).toMatchObject({ label: "12", position: 0, innerDiameterMm: 16.1, circumferenceMm: 50.5, lengthInches: null, products: 0 });
    expect((await addSize(setId, { label: "14", innerDiameterMm: 17.2, circumferenceMm: 53.9 })).body!.size).toMatchObject({ position: 1 });
    const ten = await addSize(setId, { label: "10", innerDiameterMm: 15.4, circumferenceMm: 48.4, position: 0 });
    expect(ten.status).toBe(201);
    const dup = await addSize(setId, { label: "12", innerDiameterMm: 16.1, circumferenceMm: 50.5 });
    expect(dup.status).toBe(409);
    expect(dup.body!.msg).toBe(SIZE_MSG.labelTaken("12"));
    expect((await addSize(MISSING_ID, { label: "9", innerDiameterMm: 1, circumferenceMm: 2 })).status).toBe(404);

    const set = (await listSets()).find((one) => one._id === setId)!;
    expect(set.sizes.map((size) => size.label)).toEqual(["10", "12", "14"]);

    // Other kinds: a bangle has a diameter only, a length inches only, a free size nothing.
    const bangle = (await addSet({ name: `Bangles ${uniq()}`, kind: "bangle" })).body!.set as AdminSizeSetJSON;
    expect((await addSize(bangle._id, { label: "2-6", innerDiameterMm: 60.33 })).status).toBe(201);
    expect((await addSize(bangle._id, { label: "2-8", innerDiameterMm: 63.5, circumferenceMm: 199 })).body!.msg).toBe(SIZE_MSG.measureNotForKind);
    const length = (await addSet({ name: `Lengths ${uniq()}`, kind: "length" })).body!.set as AdminSizeSetJSON;
    expect((await addSize(length._id, { label: "18 in" })).body!.msg).toBe(SIZE_MSG.measureRequired(MEASURE_WORDS.lengthInches));
    expect((await addSize(length._id, { label: "18 in", lengthInches: 18 })).body!.size).toMatchObject({ lengthInches: 18 });
    const free = (await addSet({ name: `Free ${uniq()}`, kind: "free" })).body!.set as AdminSizeSetJSON;
    expect((await addSize(free._id, { label: "Adjustable", innerDiameterMm: 17 })).body!.msg).toBe(SIZE_MSG.measureNotForKind);
    expect((await addSize(free._id, { label: "Adjustable" })).status).toBe(201);
  });

  it("edits a size's label, measurements and place (audited), and deletes it only when no piece offers it", async () => {
    const { setId, ids } = await ringSet(["8", "10"]);
    const edited = await editSize(setId, ids["8"]!, { label: "9", innerDiameterMm: 15.1, circumferenceMm: 47.4, position: 5 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body!.size).toMatchObject({ label: "9", innerDiameterMm: 15.1, circumferenceMm: 47.4, position: 5 });
    expect((await editSize(setId, ids["8"]!, { label: "10", innerDiameterMm: 15.1, circumferenceMm: 47.4 })).status).toBe(409);
    expect((await editSize(setId, MISSING_ID, { label: "11", innerDiameterMm: 1, circumferenceMm: 2 })).status).toBe(404);
    const audit = await db.auditLog.findFirst({ where: { entity: "size_set", entityId: setId, summary: { startsWith: 'Updated size "8"' } } });
    expect(audit?.changes).toMatchObject({ label: ["8", "9"], position: [0, 5], innerDiameterMm: [14, 15.1] });

    // A piece offers size 10: it stays; size 9 (offered by none) goes.
    const piece = await create(baseFields({ sizeSet: setId, sizes: sizesField([{ size: ids["10"]!, stock: 2 }]) }));
    expect(piece.status, JSON.stringify(piece.body)).toBe(201);
    const refused = await deleteSize(setId, ids["10"]!);
    expect(refused.status).toBe(409);
    expect(refused.body!.msg).toBe(SIZE_MSG.sizeInUse("10", 1));
    expect((await deleteSize(setId, ids["8"]!)).status).toBe(200);
    expect(await db.size.findUnique({ where: { id: ids["8"]! } })).toBeNull();
    expect(await db.auditLog.count({ where: { entity: "size_set", entityId: setId, summary: { startsWith: 'Deleted size "9"' } } })).toBe(1);
    const listed = (await listSets()).find((one) => one._id === setId)!;
    expect(listed.sizes).toEqual([expect.objectContaining({ label: "10", products: 1 })]);
  });
});

describe("a piece's sizes on the add and edit calls", () => {
  it("a fixed-price ring in sizes: stock per size, the piece's stock their sum, every size at the piece's price, codes upper-cased", async () => {
    const { setId, ids } = await ringSet(["8", "10", "12"]);
    const res = await create(baseFields({ quantity: "99", sizeSet: setId, sizes: sizesField([{ size: ids["8"]!, stock: 3, sku: "lr-8" }, { size: ids["12"]!, stock: "5" }]) }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const product = res.body!.product as AdminProductJSON;
    expect(product.quantity).toBe(8);
    expect(product.sizeSet).toMatchObject({ _id: setId, kind: "ring" });
    expect(product.sizes).toEqual([
      { _id: ids["8"], label: "8", stock: 3, sku: "LR-8", netWeight: null, price: 1500, total_price: 1350 },
      { _id: ids["12"], label: "12", stock: 5, sku: null, netWeight: null, price: 1500, total_price: 1350 },
    ]);
    const stored = await db.product.findUniqueOrThrow({ where: { id: product._id }, select: { stock: true, sizeSetId: true } });
    expect(stored).toEqual({ stock: 8, sizeSetId: setId });

    // The admin list shows the sizes with their stock.
    const list = await callAsAdmin(listRoute.GET, token, { method: "GET", url: `http://localhost/api/admin/products?q=${encodeURIComponent(product.name)}` });
    const listed = (list.body!.products as AdminProductJSON[]).find((one) => one._id === product._id)!;
    expect(listed.sizes.map((size) => `${size.label}: ${size.stock}`)).toEqual(["8: 3", "12: 5"]);

    // The audit entry records the sizes.
    const audit = await db.auditLog.findFirst({ where: { entity: "product", entityId: product._id, action: "create" } });
    expect(audit?.changes).toMatchObject({ sizes: [null, "8: 3 (LR-8), 12: 5"], stock: [null, 8] });
  });

  it("refuses bad sizes in words naming the size, and a code another piece's size has (409)", async () => {
    const { setId, ids } = await ringSet(["8", "10"]);
    const other = await ringSet(["8"]);
    const cases: [Record<string, string>, number, string][] = [
      [{ sizeSet: setId, sizes: "[]" }, 400, PRODUCT_SIZE_MSG.pickSizes],
      [{ sizeSet: setId, sizes: "not json" }, 400, PRODUCT_SIZE_MSG.badSizes],
      [{ sizeSet: MISSING_ID, sizes: sizesField([{ size: ids["8"]!, stock: 1 }]) }, 400, PRODUCT_SIZE_MSG.unknownSet],
      [{ sizeSet: setId, sizes: sizesField([{ size: other.ids["8"]!, stock: 1 }]) }, 400, PRODUCT_SIZE_MSG.notInSet],
      [{ sizeSet: setId, sizes: sizesField([{ size: ids["8"]!, stock: 1 }, { size: ids["10"]!, stock: "-2" }]) }, 400, sizeProblem("10", PRODUCT_SIZE_MSG.stockInvalid)],
      [{ sizeSet: setId, sizes: sizesField([{ size: ids["8"]!, stock: "1.5" }]) }, 400, sizeProblem("8", PRODUCT_SIZE_MSG.stockInvalid)],
      [{ sizeSet: setId, sizes: sizesField([{ size: ids["8"]!, stock: 1, sku: "x" }]) }, 400, sizeProblem("8", PRODUCT_SIZE_MSG.skuInvalid)],
      [{ sizeSet: setId, sizes: sizesField([{ size: ids["8"]!, stock: 1, sku: "AB-1" }, { size: ids["10"]!, stock: 1, sku: "ab-1" }]) }, 400, sizeProblem("10", PRODUCT_SIZE_MSG.skuTwice("AB-1"))],
      [{ ...BY_WEIGHT, sizeSet: setId, sizes: sizesField([{ size: ids["8"]!, stock: 1, netWeight: "3" }, { size: ids["10"]!, stock: 1 }]) }, 400, sizeProblem("10", PRODUCT_SIZE_MSG.weightRequired)],
      [{ ...BY_WEIGHT, sizeSet: setId, sizes: sizesField([{ size: ids["8"]!, stock: 1, netWeight: "0" }]) }, 400, sizeProblem("8", PRODUCT_SIZE_MSG.weightInvalid)],
    ];
    for (const [fields, status, msg] of cases) {
      const res = await create(baseFields(fields));
      expect([res.status, res.body!.msg], JSON.stringify(fields)).toEqual([status, msg]);
    }
    const sku = `SZ-${uniq().toUpperCase()}`;
    expect((await create(baseFields({ sizeSet: setId, sizes: sizesField([{ size: ids["8"]!, stock: 1, sku }]) }))).status).toBe(201);
    const taken = await create(baseFields({ sizeSet: other.setId, sizes: sizesField([{ size: other.ids["8"]!, stock: 1, sku: sku.toLowerCase() }]) }));
    expect(taken.status).toBe(409);
    expect(taken.body!.msg).toBe(sizeProblem("8", PRODUCT_SIZE_MSG.skuTaken(sku)));
  });

  it("by weight: each size priced from its own weight with the piece's terms and discount, the piece at its lowest size's price and weight", async () => {
    const { setId, ids } = await ringSet(["8", "20"]);
    const res = await create(baseFields({ ...BY_WEIGHT, discount: "5", sizeSet: setId, sizes: sizesField([{ size: ids["20"]!, stock: 2, netWeight: "4.2" }, { size: ids["8"]!, stock: 1, netWeight: "3.1" }]) }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const product = res.body!.product as AdminProductJSON;
    const rate = (await db.silverRate.findFirstOrThrow({ orderBy: [{ setAt: "desc" }, { id: "desc" }] })).paisePerGram;
    const settings = await db.siteSettings.findUnique({ where: { id: 1 } });
    const priceOf = (mg: number) =>
      priceByWeight({ ratePaisePerGram: rate, purity: 925, netWeightMg: mg, making: { kind: "per_gram", paisePerGram: 1200 }, otherPaise: 0, gstBps: settings?.gstRateBps ?? 300, roundToRupee: settings?.roundByWeightPrices ?? true }).totalPaise;
    const round = settings?.roundByWeightPrices ?? true;
    const rows = await sizeRows(product._id);
    expect(rows).toEqual([
      { sizeId: ids["8"], stock: 1, sku: null, netWeightMg: 3100, pricePaise: priceOf(3100), sellingPricePaise: sellingPriceByWeight(priceOf(3100), 5, round) },
      { sizeId: ids["20"], stock: 2, sku: null, netWeightMg: 4200, pricePaise: priceOf(4200), sellingPricePaise: sellingPriceByWeight(priceOf(4200), 5, round) },
    ]);
    expect(priceOf(4200)).toBeGreaterThan(priceOf(3100));
    const piece = await db.product.findUniqueOrThrow({ where: { id: product._id }, select: { pricePaise: true, sellingPricePaise: true, netWeightMg: true, stock: true } });
    expect(piece).toEqual({ pricePaise: priceOf(3100), sellingPricePaise: sellingPriceByWeight(priceOf(3100), 5, round), netWeightMg: 3100, stock: 3 });
  });

  it("an edit: a size taken off goes (with the cart lines of it), stock and codes change, and no sizes makes the typed stock the piece's", async () => {
    const { setId, ids } = await ringSet(["8", "10", "12"]);
    const created = await create(baseFields({ sizeSet: setId, sizes: sizesField([{ size: ids["8"]!, stock: 2, sku: `A-${uniq()}` }, { size: ids["10"]!, stock: 3 }]) }));
    const id = (created.body!.product as AdminProductJSON)._id;
    const customer = await createCustomer();
    await db.cartItem.create({ data: { customerId: customer.id, productId: id, sizeId: ids["8"]!, qty: 1 } });
    await db.cartItem.create({ data: { customerId: customer.id, productId: id, sizeId: ids["10"]!, qty: 1 } });

    // Size 8 off, 12 on, 10's stock and price change (the piece's price changes too).
    const edited = await update(id, baseFields({ price: "1800", discount: "0", sizeSet: setId, sizes: sizesField([{ size: ids["10"]!, stock: 0, sku: "b-10" }, { size: ids["12"]!, stock: 6 }]) }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((edited.body!.product as AdminProductJSON).sizes.map((size) => [size.label, size.stock, size.sku, size.total_price])).toEqual([
      ["10", 0, "B-10", 1800],
      ["12", 6, null, 1800],
    ]);
    expect((await db.product.findUniqueOrThrow({ where: { id } })).stock).toBe(6);
    expect(await db.cartItem.findMany({ where: { customerId: customer.id }, select: { sizeId: true } })).toEqual([{ sizeId: ids["10"] }]);
    const audit = await db.auditLog.findFirst({ where: { entity: "product", entityId: id, action: "update" }, orderBy: { createdAt: "desc" } });
    expect((audit?.changes as Record<string, unknown>).sizes).toEqual([expect.stringContaining("8: 2"), "10: 0 (B-10), 12: 6"]);

    // An edit that leaves sizes out keeps them (and their sum), whatever quantity it sends.
    const kept = await update(id, baseFields({ price: "1800", discount: "0", quantity: "50" }));
    expect(kept.status).toBe(200);
    expect((await db.product.findUniqueOrThrow({ where: { id } })).stock).toBe(6);
    expect(await db.productSize.count({ where: { productId: id } })).toBe(2);

    // No sizes: one stock count, as the owner typed it; the sized cart line goes.
    const plain = await update(id, baseFields({ price: "1800", discount: "0", quantity: "4", sizeSet: "" }));
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body!.product).toMatchObject({ quantity: 4, sizeSet: null, sizes: [] });
    expect(await db.productSize.count({ where: { productId: id } })).toBe(0);
    expect(await db.cartItem.count({ where: { customerId: customer.id } })).toBe(0);
  });
});

describe("a new silver rate reprices every size", () => {
  it("a size-20 and a size-8 ring change by different amounts; the piece keeps its lowest size's price; the preview counts pieces", async () => {
    const { setId, ids } = await ringSet(["8", "20"]);
    const res = await create(baseFields({ ...BY_WEIGHT, discount: "0", sizeSet: setId, sizes: sizesField([{ size: ids["8"]!, stock: 1, netWeight: "3" }, { size: ids["20"]!, stock: 1, netWeight: "6" }]) }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = (res.body!.product as AdminProductJSON)._id;
    const before = await sizeRows(id);
    const latest = (await db.silverRate.findFirstOrThrow({ orderBy: [{ setAt: "desc" }, { id: "desc" }] })).paisePerGram;
    const next = latest + 400;

    const preview = await previewSilverRate(next);
    expect(preview.pieces.count).toBe(await db.product.count({ where: { pricingMode: "by_weight" } }));

    const set = await callAsAdmin(rateRoute.POST, token, { method: "POST", body: { rate: (next / 100).toFixed(2) } });
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    const after = await sizeRows(id);
    const rise = after.map((row, i) => row.sellingPricePaise - before[i]!.sellingPricePaise);
    expect(rise[0]).toBeGreaterThan(0);
    expect(rise[1]).toBeGreaterThan(rise[0]!);
    const piece = await db.product.findUniqueOrThrow({ where: { id }, select: { pricePaise: true, sellingPricePaise: true, netWeightMg: true } });
    expect(piece).toEqual({ pricePaise: after[0]!.pricePaise, sellingPricePaise: after[0]!.sellingPricePaise, netWeightMg: 3000 });
  });

  it("a size that its weight would price past the ceiling is refused, naming the size", async () => {
    const { setId, ids } = await ringSet(["8"]);
    const res = await create(baseFields({ ...BY_WEIGHT, sizeSet: setId, sizes: sizesField([{ size: ids["8"]!, stock: 1, netWeight: "10000" }]), makingCharge: "10000" }));
    // ₹10,000 a gram of making on 10 kg is past the ₹1 crore ceiling at any rate: refused, naming the size.
    expect(res.status).toBe(400);
    const start = PRODUCT_MSG.byWeightPriceTooHigh("\u0000", "").split("\u0000")[0]!;
    expect(res.body!.msg as string).toMatch(/^Size 8: /);
    expect((res.body!.msg as string).startsWith(sizeProblem("8", start))).toBe(true);
  });
});

describe("the dashboard's low stock, per size", () => {
  it("lists a sized piece once for each size at or below the threshold, naming the size", async () => {
    await db.siteSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
    const threshold = (await db.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).lowStockThreshold;
    const { setId, ids } = await ringSet(["8", "10", "12"]);
    const res = await create(baseFields({ name: `AAA low ${uniq()}`, sizeSet: setId, sizes: sizesField([{ size: ids["8"]!, stock: 0 }, { size: ids["10"]!, stock: threshold + 50 }, { size: ids["12"]!, stock: threshold }]) }));
    const id = (res.body!.product as AdminProductJSON)._id;
    const { products, total } = await lowStockProducts();
    const mine = products.filter((entry) => entry._id === id);
    // Stock 0 comes first of all: size 8 is always on the list.
    expect(mine[0]).toMatchObject({ sizeId: ids["8"], size: "8", stock: 0 });
    if (total <= 10) expect(mine.map((entry) => entry.size)).toEqual(["8", "12"]);
    expect(mine.map((entry) => entry.size)).not.toContain("10");
    // The total counts unsized pieces and sizes.
    const unsized = await db.product.count({ where: { active: true, stock: { lte: threshold }, sizes: { none: {} } } });
    const sizes = await db.productSize.count({ where: { stock: { lte: threshold }, product: { active: true } } });
    expect(total).toBe(unsized + sizes);
  });
});
