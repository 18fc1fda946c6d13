import { readdir } from "node:fs/promises";
import path from "node:path";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { PRODUCT_SIZE_MSG, sizeProblem } from "@/lib/admin/size-messages";
import { priceByWeight } from "@/lib/pricing/by-weight";
import type { BulkRowError } from "@/lib/admin/product-json-types";
import { db } from "@/server/db";
import { mediaRoot } from "@/server/media/local-storage";
import * as bulkRoute from "@/app/api/product/bulk-create/route";
import { rowPayload } from "@/components/admin/products/bulk-add/bulk-rows";
import { rowsFromCsv } from "@/components/admin/products/bulk-add/csv-import";
import { createCategory, createColor, createProduct, uniq } from "../support/factories";
import { adminSessionOf, callMultipart, createAdmin, mp4File, pngFile } from "./admin-support";

// POST /api/product/bulk-create (back office §2 Bulk add, §5 Bulk): every row checked first and
// every problem reported by row and field; all rows created or none; each file stored once, and
// deleted again when the save fails.

// src/env.ts reads MEDIA_DIR when first imported, so the temporary folder is set before any import.
const mediaDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const os = await import("node:os");
  const p = await import("node:path");
  const dir = await mkdtemp(p.join(os.tmpdir(), "admin-bulk-int-"));
  process.env.MEDIA_DIR = dir;
  return dir;
});

let token: string;
let categoryId: string;
let colorId: string;

beforeAll(async () => {
  token = await adminSessionOf(await createAdmin());
  categoryId = (await createCategory()).id;
  colorId = (await createColor()).id;
});

afterAll(async () => {
  const { rm } = await import("node:fs/promises");
  await rm(mediaDir, { recursive: true, force: true });
});

function row(overrides: Record<string, unknown> = {}): Record<string, unknown> & { slug: string } {
  const id = uniq();
  return {
    name: `Bulk Ring ${id}`,
    slug: `bulk-ring-${id}`,
    description: "From the bulk page.",
    price: "1200",
    discount: "25",
    categoryID: categoryId,
    colors: [colorId],
    weight: "3.5",
    quantity: "4",
    bestSeller: "false",
    trendingProd: "true",
    imageIndexes: "0",
    ...overrides,
  };
}

function bulkForm(rows: unknown, files: File[], imageCount = files.length): FormData {
  const form = new FormData();
  form.append("products", typeof rows === "string" ? rows : JSON.stringify(rows));
  form.append("imageCount", String(imageCount));
  for (const file of files) form.append("files", file);
  return form;
}

const bulk = (form: FormData) => callMultipart(bulkRoute.POST, { form, adminToken: token });

async function storedFileCount(): Promise<number> {
  try {
    return (await readdir(path.join(mediaRoot(), "products"), { recursive: true })).filter((file) => /\.(webp|mp4)$/.test(file)).length;
  } catch {
    return 0;
  }
}

describe("POST /api/product/bulk-create", () => {
  it("creates every row with its pictures and video, storing a shared file once, and audits each", async () => {
    const before = await storedFileCount();
    const code = `bk-${uniq()}`;
    const rows = [row({ imageIndexes: "0;1" }), row({ imageIndexes: "1", videoIndex: 2, code }), row({ imageIndexes: [0] })];
    const res = await bulk(bulkForm(rows, [await pngFile("a.png"), await pngFile("b.png"), mp4File()], 2));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body!.msg).toBe(PRODUCT_MSG.bulkCreated(3));
    expect(res.body!.created).toBe(3);
    const products = res.body!.products as { _id: string; name: string; slug: string }[];
    expect(products.map((product) => product.slug)).toEqual(rows.map((r) => r.slug));
    expect(await storedFileCount()).toBe(before + 3);

    const saved = await db.product.findMany({
      where: { id: { in: products.map((product) => product._id) } },
      select: { slug: true, code: true, pricePaise: true, sellingPricePaise: true, stock: true, active: true, videoUrl: true, images: { select: { url: true }, orderBy: { position: "asc" } } },
    });
    const bySlug = new Map(saved.map((product) => [product.slug, product]));
    const first = bySlug.get(rows[0]!.slug)!;
    const second = bySlug.get(rows[1]!.slug)!;
    expect(first).toMatchObject({ pricePaise: 120000, sellingPricePaise: 90000, stock: 4, active: true, videoUrl: null });
    expect(first.images).toHaveLength(2);
    expect(first.code).toMatch(/^SA-\d{6,}$/);
    expect(second.code).toBe(code.toUpperCase());
    expect(second.videoUrl).toMatch(/\.mp4$/);
    expect(second.images[0]!.url).toBe(first.images[1]!.url);
    expect(await db.auditLog.count({ where: { entity: "product", action: "import", entityId: { in: products.map((product) => product._id) } } })).toBe(3);
  });

  it("answers every row's problems at once and creates nothing", async () => {
    const taken = await createProduct({ categoryId });
    const twice = `twice-${uniq()}`;
    const rows = [
      row({ name: "" }),
      row({ slug: taken.slug }),
      row({ slug: twice }),
      row({ slug: twice }),
      row({ imageIndexes: "0;5" }),
      row({ imageIndexes: "a,b" }),
      row({ videoIndex: 0 }),
      row({ videoIndex: 3 }),
      row({ categoryID: "c000000000000000000000000" }),
      row({ slug: "Not A Slug" }),
      row(),
    ];
    const before = await storedFileCount();
    const res = await bulk(bulkForm(rows, [await pngFile()]));
    expect(res.status).toBe(400);
    expect(res.body!.msg).toBe(PRODUCT_MSG.fixRows);
    const errors = res.body!.rowErrors as BulkRowError[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 0, field: "name", msg: PRODUCT_MSG.nameSlugCategory },
        { row: 1, field: "slug", msg: PRODUCT_MSG.slugTaken(taken.slug) },
        { row: 3, field: "slug", msg: PRODUCT_MSG.slugTwiceInBatch(twice) },
        { row: 4, field: "imageIndexes", msg: PRODUCT_MSG.imageIndexMissing(5) },
        { row: 5, field: "imageIndexes", msg: PRODUCT_MSG.imageIndexesInvalid },
        { row: 6, field: "videoIndex", msg: PRODUCT_MSG.videoIndexMissing(0) },
        { row: 7, field: "videoIndex", msg: PRODUCT_MSG.videoIndexMissing(2) },
        { row: 8, field: "categoryID", msg: PRODUCT_MSG.unknownCategory },
        { row: 9, field: "slug", msg: PRODUCT_MSG.slugInvalid },
      ]),
    );
    expect(errors.some((error) => error.row === 10 || error.row === 2)).toBe(false);
    expect(await db.product.count({ where: { slug: { in: rows.map((r) => r.slug) } } })).toBe(1);
    expect(await storedFileCount()).toBe(before);
  });

  it("refuses an empty list, a broken list, too many rows, a bad image count and a non-picture, deleting what it stored", async () => {
    const png = await pngFile();
    const cases: [FormData, number, string][] = [
      [bulkForm([], [png]), 400, PRODUCT_MSG.noRows],
      [bulkForm("{not json", [png]), 400, PRODUCT_MSG.badProductsJson],
      [bulkForm(Array.from({ length: 101 }, () => row()), [png]), 400, PRODUCT_MSG.tooManyRows(100)],
      [bulkForm([row()], [png], 2), 400, PRODUCT_MSG.badImageCount],
    ];
    for (const [form, status, msg] of cases) {
      const res = await bulk(form);
      expect(res.status, msg).toBe(status);
      expect(res.body!.msg).toBe(msg);
    }
    const before = await storedFileCount();
    const bad = new File(["not a picture"], "bad.png", { type: "image/png" });
    const res = await bulk(bulkForm([row({ imageIndexes: "0;1" })], [png, bad]));
    expect(res.status).toBe(400);
    expect(res.body!.msg).toBe(PRODUCT_MSG.notAnImage("bad.png"));
    expect(await storedFileCount()).toBe(before);
  });

  it("refuses a picture over 5 MB (413)", async () => {
    const big = new File([new Uint8Array(6 * 1024 * 1024)], "huge.png", { type: "image/png" });
    const res = await bulk(bulkForm([row()], [big]));
    expect(res.status).toBe(413);
    expect(res.body!.msg).toBe(PRODUCT_MSG.imageTooLarge("huge.png"));
  });

  it("refuses a whole upload declared over the limit before reading it (413)", async () => {
    const res = await callMultipart(bulkRoute.POST, { form: bulkForm([row()], [await pngFile()]), adminToken: token, headers: { "content-length": String(600 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body!.msg).toBe(PRODUCT_MSG.bulkTooLarge(512));
  });

  it("answers 401 without an admin session", async () => {
    const res = await callMultipart(bulkRoute.POST, { form: bulkForm([row()], [await pngFile()]) });
    expect(res.status).toBe(401);
  });

  it("takes the optional pricing columns (issue 21): a by-weight row is priced from today's rate, an old row stays fixed, a wrong term is reported by row and field", async () => {
    await db.silverRate.create({ data: { paisePerGram: 9_700, setBy: "test" } });
    const gstBps = (await db.siteSettings.findUnique({ where: { id: 1 } }))?.gstRateBps ?? 300;
    const weighed = row({ pricingMode: "by_weight", netWeight: "4.2", makingChargeKind: "per_gram", makingCharge: "95", otherCharges: "0", purity: "925", huid: "ab12cd", discount: "0", price: "0" });
    const old = row();
    const res = await bulk(bulkForm([weighed, old], [await pngFile()]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const price = priceByWeight({ ratePaisePerGram: 9_700, purity: 925, netWeightMg: 4_200, making: { kind: "per_gram", paisePerGram: 9_500 }, otherPaise: 0, gstBps, roundToRupee: true }).totalPaise;
    expect(await db.product.findUniqueOrThrow({ where: { slug: weighed.slug }, select: { pricingMode: true, pricePaise: true, huid: true, netWeightMg: true } })).toEqual({ pricingMode: "by_weight", pricePaise: price, huid: "AB12CD", netWeightMg: 4_200 });
    expect(await db.product.findUniqueOrThrow({ where: { slug: old.slug }, select: { pricingMode: true, pricePaise: true, purity: true } })).toEqual({ pricingMode: "fixed", pricePaise: 120_000, purity: 925 });

    const refused = await bulk(bulkForm([row({ pricingMode: "by_weight", makingChargeKind: "percent", makingCharge: "10" })], [await pngFile()]));
    expect(refused.status).toBe(400);
    expect(refused.body!.rowErrors).toEqual([{ row: 0, field: "netWeight", msg: PRODUCT_MSG.netWeightRequired }]);
  });

  it("creates the rows of a CSV file with the silver columns and of an old one without them, as the bulk page sends them (issue 21)", async () => {
    await db.silverRate.create({ data: { paisePerGram: 9_800, setBy: "test" } });
    const names = { categories: [{ _id: categoryId, name: "Bulk CSV Category" }], colors: [{ _id: colorId, name: "Bulk CSV Silver" }] };
    const id = uniq();
    const header = "name,slug,price,categoryID,colors,weight,quantity,imageIndexes";
    const files = {
      old: `${header}\nCSV Old ${id},csv-old-${id},1500,Bulk CSV Category,Bulk CSV Silver,3,2,0\n`,
      silver:
        `${header},pricingMode,purity,huid,netWeight,makingChargeKind,makingCharge,otherCharges\n` +
        `CSV Weighed ${id},csv-weighed-${id},,Bulk CSV Category,Bulk CSV Silver,5,2,0,by_weight,990,zx98yw,5.125,percent,12.5,200\n` +
        `CSV Fixed ${id},csv-fixed-${id},999,Bulk CSV Category,Bulk CSV Silver,3,2,0,fixed,835,,,,,\n`,
    };
    const payloads = Object.values(files).flatMap((text) => {
      const parsed = Papa.parse<Record<string, string | undefined>>(text, { header: true, skipEmptyLines: "greedy" });
      const result = rowsFromCsv(parsed.data, parsed.meta.fields ?? [], names);
      if (!result.ok) throw new Error(result.msg);
      return result.rows.map((csvRow) => rowPayload(csvRow, 1));
    });
    const res = await bulk(bulkForm(payloads, [await pngFile()]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);

    const select = { pricingMode: true, purity: true, huid: true, netWeightMg: true, makingChargeKind: true, makingChargeValue: true, otherChargesPaise: true, pricePaise: true } as const;
    expect(await db.product.findUniqueOrThrow({ where: { slug: `csv-old-${id}` }, select })).toEqual({
      pricingMode: "fixed", purity: 925, huid: null, netWeightMg: null, makingChargeKind: null, makingChargeValue: null, otherChargesPaise: 0, pricePaise: 150_000,
    });
    const gstBps = (await db.siteSettings.findUnique({ where: { id: 1 } }))?.gstRateBps ?? 300;
    const price = priceByWeight({ ratePaisePerGram: 9_800, purity: 990, netWeightMg: 5_125, making: { kind: "percent", basisPoints: 1_250 }, otherPaise: 20_000, gstBps, roundToRupee: true }).totalPaise;
    expect(await db.product.findUniqueOrThrow({ where: { slug: `csv-weighed-${id}` }, select })).toEqual({
      pricingMode: "by_weight", purity: 990, huid: "ZX98YW", netWeightMg: 5_125, makingChargeKind: "percent", makingChargeValue: 1_250, otherChargesPaise: 20_000, pricePaise: price,
    });
    expect(await db.product.findUniqueOrThrow({ where: { slug: `csv-fixed-${id}` }, select })).toMatchObject({ pricingMode: "fixed", purity: 835, pricePaise: 99_900 });
  });

  it("creates sized rows from the CSV's size_set and sizes columns (stock per size, by weight a weight each), all or none, with errors naming row and size (issue 42)", async () => {
    await db.silverRate.create({ data: { paisePerGram: 9_800, setBy: "test" } });
    const setName = `Bulk lengths ${uniq()}`;
    const set = await db.sizeSet.create({ data: { name: setName, kind: "length" } });
    const sizes = await Promise.all(["16 in", "18 in", "20 in"].map((label, position) => db.size.create({ data: { setId: set.id, label, position, lengthInches: 16 + position * 2 } })));
    const names = { categories: [{ _id: categoryId, name: "Bulk CSV Category" }], colors: [{ _id: colorId, name: "Bulk CSV Silver" }] };
    const id = uniq();
    const header = "name,slug,price,categoryID,colors,weight,quantity,imageIndexes,pricingMode,netWeight,makingChargeKind,makingCharge,size_set,sizes";
    const text =
      `${header}\n` +
      `Rope ${id},rope-${id},,Bulk CSV Category,Bulk CSV Silver,8,,0,by_weight,,per_gram,95,${setName.toUpperCase()},16 in:3@7.8; 18 in:2@8.6;20 in:0@9.4\n` +
      `Fixed chain ${id},fixed-chain-${id},1500,Bulk CSV Category,Bulk CSV Silver,8,99,0,fixed,,,,${setName},16 in:1;20 in:4\n`;
    const parsed = Papa.parse<Record<string, string | undefined>>(text, { header: true, skipEmptyLines: "greedy" });
    const result = rowsFromCsv(parsed.data, parsed.meta.fields ?? [], names);
    if (!result.ok) throw new Error(result.msg);
    const payloads = result.rows.map((csvRow) => rowPayload(csvRow, 1));

    // A bad row refuses the whole file, naming its row and size; nothing is created.
    const bad = [
      ...payloads,
      row({ sizeSet: setName, sizes: "16 in:1;22 in:2" }),
      row({ sizeSet: "No such set", sizes: "16 in:1" }),
      row({ sizeSet: setName, sizes: "16 in=1" }),
      row({ sizes: "16 in:1" }),
      row({ sizeSet: setName, sizes: "16 in:-1" }),
      row({ pricingMode: "by_weight", makingChargeKind: "per_gram", makingCharge: "90", sizeSet: setName, sizes: "16 in:1@7;18 in:1" }),
    ];
    const refused = await bulk(bulkForm(bad, [await pngFile()]));
    expect(refused.status).toBe(400);
    expect(refused.body!.rowErrors).toEqual([
      { row: 2, field: "sizes", msg: PRODUCT_SIZE_MSG.csvUnknownSize("22 in", setName) },
      { row: 3, field: "sizeSet", msg: PRODUCT_SIZE_MSG.csvUnknownSet("No such set") },
      { row: 4, field: "sizes", msg: PRODUCT_SIZE_MSG.csvSizesInvalid },
      { row: 5, field: "sizeSet", msg: PRODUCT_SIZE_MSG.csvSetRequired },
      { row: 6, field: "sizes", msg: sizeProblem("16 in", PRODUCT_SIZE_MSG.stockInvalid) },
      { row: 7, field: "sizes", msg: sizeProblem("18 in", PRODUCT_SIZE_MSG.weightRequired) },
    ]);
    expect(await db.product.count({ where: { slug: { in: [`rope-${id}`, `fixed-chain-${id}`] } } })).toBe(0);

    const res = await bulk(bulkForm(payloads, [await pngFile()]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const select = { stock: true, sizeSetId: true, pricePaise: true, netWeightMg: true, sizes: { select: { sizeId: true, stock: true, netWeightMg: true, pricePaise: true }, orderBy: { size: { position: "asc" } } } } as const;
    const rope = await db.product.findUniqueOrThrow({ where: { slug: `rope-${id}` }, select });
    const gstBps = (await db.siteSettings.findUnique({ where: { id: 1 } }))?.gstRateBps ?? 300;
    const round = (await db.siteSettings.findUnique({ where: { id: 1 } }))?.roundByWeightPrices ?? true;
    const priceOf = (mg: number) => priceByWeight({ ratePaisePerGram: 9_800, purity: 925, netWeightMg: mg, making: { kind: "per_gram", paisePerGram: 9_500 }, otherPaise: 0, gstBps, roundToRupee: round }).totalPaise;
    expect(rope).toEqual({
      stock: 5,
      sizeSetId: set.id,
      pricePaise: priceOf(7_800),
      netWeightMg: 7_800,
      sizes: [
        { sizeId: sizes[0]!.id, stock: 3, netWeightMg: 7_800, pricePaise: priceOf(7_800) },
        { sizeId: sizes[1]!.id, stock: 2, netWeightMg: 8_600, pricePaise: priceOf(8_600) },
        { sizeId: sizes[2]!.id, stock: 0, netWeightMg: 9_400, pricePaise: priceOf(9_400) },
      ],
    });
    const fixed = await db.product.findUniqueOrThrow({ where: { slug: `fixed-chain-${id}` }, select });
    expect(fixed).toMatchObject({ stock: 5, pricePaise: 150_000, sizes: [{ sizeId: sizes[0]!.id, stock: 1, pricePaise: 150_000 }, { sizeId: sizes[2]!.id, stock: 4, pricePaise: 150_000 }] });
    const audit = await db.auditLog.findFirst({ where: { entity: "product", action: "import", summary: { contains: `Rope ${id}` } } });
    expect((audit?.changes as Record<string, unknown>).sizes).toEqual([null, "16 in: 3 @ 7.8 g, 18 in: 2 @ 8.6 g, 20 in: 0 @ 9.4 g"]);
  });
});
