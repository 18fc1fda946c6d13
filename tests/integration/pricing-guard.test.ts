import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PRICING_MSG } from "@/lib/admin/pricing-messages";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { formatRupees } from "@/lib/format";
import { MAX_BY_WEIGHT_PRICE_PAISE, priceByWeight, sellingPriceByWeight } from "@/lib/pricing/by-weight";
import type { AdminSettings } from "@/lib/schemas/admin-settings";
import { db } from "@/server/db";
import * as rateRoute from "@/app/api/admin/silver-rate/route";
import * as previewRoute from "@/app/api/admin/silver-rate/preview/route";
import * as settingsRoute from "@/app/api/admin/settings/route";
import * as createRoute from "@/app/api/product/create/route";
import * as updateRoute from "@/app/api/product/update/[id]/route";
import * as bulkRoute from "@/app/api/product/bulk-create/route";
import { createCategory, createColor, createProduct, uniq } from "../support/factories";
import { adminSessionOf, callAsAdmin, callMultipart, createAdmin, pngFile } from "./admin-support";

// Issue 40, the pricing part: every money input of a product has a ceiling and so has the price a
// piece priced by weight comes to (₹1,00,00,000), each a 400 in the form's words, never a 500 (single
// and bulk); a rate that would take a piece past it saves nothing and names the piece; the silver
// rate's guard (a preview, a second confirmation above 10 %, the same rate adds no history line);
// "Round by-weight prices to the rupee"; and the bulk API's empty price on a by-weight row.
// One database for the run: the rate, the setting and the heavy pieces are put back afterwards.

const mediaDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const os = await import("node:os");
  const p = await import("node:path");
  const dir = await mkdtemp(p.join(os.tmpdir(), "pricing-guard-int-"));
  process.env.MEDIA_DIR = dir;
  return dir;
});

let token: string;
let categoryId: string;
let colorId: string;
let rateBefore: number | null;
let roundingBefore: boolean | null;
const heavy: string[] = [];
const BASE_RATE = 9_550;

beforeAll(async () => {
  token = await adminSessionOf(await createAdmin());
  categoryId = (await createCategory()).id;
  colorId = (await createColor()).id;
  rateBefore = (await db.silverRate.findFirst({ orderBy: [{ setAt: "desc" }, { id: "desc" }] }))?.paisePerGram ?? null;
  roundingBefore = (await db.siteSettings.findUnique({ where: { id: 1 } }))?.roundByWeightPrices ?? null;
  await db.silverRate.create({ data: { paisePerGram: BASE_RATE, setBy: "test" } });
});

afterAll(async () => {
  // Heavy pieces would block the other files' rates: fixed price again.
  await db.product.updateMany({ where: { id: { in: heavy } }, data: { pricingMode: "fixed", netWeightMg: null, makingChargeKind: null, makingChargeValue: null, otherChargesPaise: 0 } });
  if (roundingBefore !== null) await db.siteSettings.update({ where: { id: 1 }, data: { roundByWeightPrices: roundingBefore } });
  if (rateBefore !== null) await db.silverRate.create({ data: { paisePerGram: rateBefore, setBy: "test" } });
  const { rm } = await import("node:fs/promises");
  await rm(mediaDir, { recursive: true, force: true });
});

const post = (body: unknown) => callAsAdmin(rateRoute.POST, token, { method: "POST", body });
const preview = (body: unknown) => callAsAdmin(previewRoute.POST, token, { method: "POST", body });
const rateCount = () => db.silverRate.count();
const latestRate = async () => (await db.silverRate.findFirstOrThrow({ orderBy: [{ setAt: "desc" }, { id: "desc" }] })).paisePerGram;
const gstBps = async () => (await db.siteSettings.findUnique({ where: { id: 1 } }))?.gstRateBps ?? 300;
/** Today's rate set directly (the guard is tested through the API below). */
const setRate = (paisePerGram: number) => db.silverRate.create({ data: { paisePerGram, setBy: "test" } });

function productForm(fields: Record<string, string>, image?: File): FormData {
  const data = new FormData();
  const all = { name: `Guard Piece ${uniq()}`, description: "", price: "1000", discount: "0", quantity: "2", weight: "5", categoryID: categoryId, colors: colorId, ...fields };
  for (const [key, value] of Object.entries(all)) data.append(key, value);
  if (image) data.append("images", image);
  return data;
}
const create = (data: FormData) => callMultipart(createRoute.POST, { form: data, adminToken: token });

function bulkForm(rows: Record<string, unknown>[], file: File): FormData {
  const form = new FormData();
  form.append("products", JSON.stringify(rows.map((row) => ({ name: `Bulk Guard ${uniq()}`, slug: `bulk-guard-${uniq()}`, price: "1200", categoryID: categoryId, colors: [colorId], weight: "3", quantity: "2", imageIndexes: "0", ...row }))));
  form.append("imageCount", "1");
  form.append("files", file);
  return form;
}
const bulk = (form: FormData) => callMultipart(bulkRoute.POST, { form, adminToken: token });

async function heavyPiece(netWeightMg: number, makingPaisePerGram = 5_000) {
  const piece = await createProduct({ categoryId, price: 1 });
  heavy.push(piece.id);
  return db.product.update({
    where: { id: piece.id },
    data: { pricingMode: "by_weight", netWeightMg, purity: 925, makingChargeKind: "per_gram", makingChargeValue: makingPaisePerGram, otherChargesPaise: 0 },
  });
}

describe("ceilings on a product's money (single and bulk)", () => {
  const byWeight = { pricingMode: "by_weight", purity: "925", makingChargeKind: "per_gram" };

  it("refuses each input above its ceiling and a by-weight price above ₹1,00,00,000 with a 400 in the form's words; nothing is created", async () => {
    const image = await pngFile();
    const before = await db.product.count();
    const cases: [Record<string, string>, string | RegExp][] = [
      [{ price: "1000000.01" }, PRODUCT_MSG.priceTooHigh],
      [{ ...byWeight, netWeight: "10000.001", makingCharge: "10" }, PRODUCT_MSG.netWeightTooHigh],
      [{ ...byWeight, netWeight: "10", makingCharge: "10000.01" }, PRODUCT_MSG.makingChargeTooHigh],
      // As found on 2026-11-28: 10 kg, ₹10,00,000 a gram, ₹10,00,000 other charges (a 500 then).
      [{ ...byWeight, netWeight: "10000", makingCharge: "1000000", otherCharges: "1000000" }, PRODUCT_MSG.makingChargeTooHigh],
      [{ ...byWeight, netWeight: "10", makingCharge: "10", otherCharges: "1000000.01" }, PRODUCT_MSG.otherChargesTooHigh],
      // Every input at its ceiling: the price the rate gives is above the ceiling for one piece.
      [{ ...byWeight, netWeight: "10000", makingCharge: "10000", otherCharges: "1000000" }, /^This price is above the shop's limit of ₹1,00,00,000: at today's silver rate this piece would cost ₹/],
    ];
    for (const [fields, msg] of cases) {
      const res = await create(productForm(fields, image));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body!.status).toBe(0);
      if (typeof msg === "string") expect(res.body!.msg, JSON.stringify(fields)).toBe(msg);
      else expect(res.body!.msg as string, JSON.stringify(fields)).toMatch(msg);
    }
    expect(await db.product.count()).toBe(before);
    expect(PRODUCT_MSG.priceTooHigh).toBe("This price is above the shop's limit of ₹10,00,000.");

    // An edit to a price above the ceiling is refused the same way; the piece keeps its price.
    const piece = await createProduct({ categoryId, price: 1500, colorIds: [colorId], images: ["/media/demo/p/ring-0-silver-0.webp"] });
    const edit = await callMultipart(updateRoute.PATCH, { form: productForm({ ...byWeight, netWeight: "10000", makingCharge: "10000", otherCharges: "1000000" }), adminToken: token, method: "PATCH", params: { id: piece.id } });
    expect(edit.status).toBe(400);
    expect(edit.body!.msg as string).toMatch(/^This price is above the shop's limit of ₹1,00,00,000/);
    expect(await db.product.findUniqueOrThrow({ where: { id: piece.id }, select: { pricingMode: true, pricePaise: true } })).toEqual({ pricingMode: "fixed", pricePaise: 150_000 });
  });

  it("the bulk add reports the same words by row, creates nothing, and takes a by-weight row with an empty price", async () => {
    const image = await pngFile();
    const before = await db.product.count();
    const refused = await bulk(bulkForm([{ price: "1000000.01" }, { ...byWeight, price: "", netWeight: "10000", makingCharge: "1000000", otherCharges: "1000000" }], image));
    expect(refused.status).toBe(400);
    expect(refused.body!.rowErrors).toEqual([
      { row: 0, field: "price", msg: PRODUCT_MSG.priceTooHigh },
      { row: 1, field: "makingCharge", msg: PRODUCT_MSG.makingChargeTooHigh },
    ]);
    const tooDear = await bulk(bulkForm([{}, { ...byWeight, price: "", netWeight: "10000", makingCharge: "10000", otherCharges: "1000000" }], image));
    expect(tooDear.status).toBe(400);
    expect(tooDear.body!.rowErrors).toEqual([{ row: 1, field: "netWeight", msg: expect.stringMatching(/^This price is above the shop's limit of ₹1,00,00,000/) }]);
    expect(await db.product.count()).toBe(before);

    // The README and the page: a by-weight row may leave price empty (absent or ""); today's rate prices it.
    const slugs = [`bulk-empty-${uniq()}`, `bulk-absent-${uniq()}`];
    const accepted = await bulk(bulkForm([{ ...byWeight, slug: slugs[0], price: "", netWeight: "4.2", makingCharge: "95" }, { ...byWeight, slug: slugs[1], price: undefined, netWeight: "4.2", makingCharge: "95" }], image));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    const price = priceByWeight({ ratePaisePerGram: await latestRate(), purity: 925, netWeightMg: 4_200, making: { kind: "per_gram", paisePerGram: 9_500 }, otherPaise: 0, gstBps: await gstBps(), roundToRupee: true }).totalPaise;
    for (const slug of slugs) expect((await db.product.findUniqueOrThrow({ where: { slug } })).pricePaise).toBe(price);
    // A fixed-price row still needs its price.
    const fixed = await bulk(bulkForm([{ price: "" }], image));
    expect(fixed.body!.rowErrors).toEqual([{ row: 0, field: "price", msg: PRODUCT_MSG.priceRequired }]);
  });
});

describe("the silver rate's guard", () => {
  it("a rate that would price a piece past the ceiling saves nothing and names the piece, in words (preview and save)", async () => {
    await setRate(BASE_RATE);
    // A 2.5 kg utensil: ₹3.5 lakh at ₹95.50/g; at ₹9,300/g (inside the allowed range) ₹2.2 crore.
    const utensil = await heavyPiece(2_500_000);
    await setRate(BASE_RATE + 1);
    const pricedAt = (await db.product.findUniqueOrThrow({ where: { id: utensil.id } })).pricePaise;
    const rates = await rateCount();

    const seen = await preview({ rate: "9300" });
    expect(seen.status).toBe(200);
    const refusal = (seen.body!.preview as { refusal: string }).refusal;
    expect(refusal).toContain(`${utensil.code} "${utensil.name}"`);
    expect(refusal).toMatch(/^Nothing was saved: at ₹9,300 per gram these pieces would cost more than the shop's limit of ₹1,00,00,000 for one piece: /);

    const res = await post({ rate: "9300", confirmLargeChange: true });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: refusal });
    expect(await rateCount()).toBe(rates);
    expect((await db.product.findUniqueOrThrow({ where: { id: utensil.id } })).pricePaise).toBe(pricedAt);
    await db.product.update({ where: { id: utensil.id }, data: { pricingMode: "fixed", netWeightMg: null, makingChargeKind: null, makingChargeValue: null } });
  });

  it("a change of more than 10 % needs confirmLargeChange: true; within 10 % it does not; nothing is saved when refused", async () => {
    await setRate(10_000);
    const rates = await rateCount();
    for (const body of [{ rate: "110.01" }, { rate: "89.99" }, { rate: "110.01", confirmLargeChange: "true" }, { rate: "200", confirmLargeChange: 1 }]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body!.msg as string, JSON.stringify(body)).toMatch(/^₹100 → ₹(110\.01|89\.99|200) per gram is a change of [+−]\d+\.\d % from the last rate \(more than 10 %\)\. Nothing was saved; confirm the large change to save it\.$/);
    }
    expect(await rateCount()).toBe(rates);
    expect(await latestRate()).toBe(10_000);
    expect((await post({ rate: "110" })).status).toBe(201); // exactly 10 %
    expect((await post({ rate: "125", confirmLargeChange: true })).status).toBe(201);
    expect(await latestRate()).toBe(12_500);
  });

  it("saving the same rate again adds no history line and says so", async () => {
    await setRate(BASE_RATE);
    const rates = await rateCount();
    const res = await post({ rate: "95.50" });
    expect(res.status).toBe(200);
    expect(res.body!.msg).toBe(PRICING_MSG.sameRate("₹95.50"));
    expect(res.body).toMatchObject({ same: true, rate: { paisePerGram: BASE_RATE } });
    expect(await rateCount()).toBe(rates);
  });

  it("the preview says how many pieces change and by how much, and whether a second confirmation is needed, saving nothing", async () => {
    await setRate(BASE_RATE);
    const ring = await heavyPiece(10_000, 1_200);
    await setRate(BASE_RATE - 1); // reprices nothing by itself: the pieces keep the prices of their last save
    const rates = await rateCount();
    const res = await preview({ rate: "100" });
    expect(res.status).toBe(200);
    const p = res.body!.preview as { previous: number; same: boolean; changeBps: number; largeChange: boolean; pieces: { count: number; changed: number; lowestChange: number; highestChange: number; totalChange: number }; refusal: null };
    expect(p).toMatchObject({ previous: BASE_RATE - 1, same: false, largeChange: false, refusal: null });
    expect(p.changeBps).toBe(Math.round(((10_000 - (BASE_RATE - 1)) * 10_000) / (BASE_RATE - 1)));
    const ringNow = (await db.product.findUniqueOrThrow({ where: { id: ring.id } })).sellingPricePaise;
    const ringAt100 = priceByWeight({ ratePaisePerGram: 10_000, purity: 925, netWeightMg: 10_000, making: { kind: "per_gram", paisePerGram: 1_200 }, otherPaise: 0, gstBps: await gstBps(), roundToRupee: true }).totalPaise;
    expect(p.pieces.count).toBeGreaterThanOrEqual(1);
    expect(p.pieces.changed).toBeGreaterThanOrEqual(1);
    expect(p.pieces.lowestChange).toBeLessThanOrEqual(ringAt100 - ringNow);
    expect(p.pieces.highestChange).toBeGreaterThanOrEqual(ringAt100 - ringNow);
    expect(await rateCount()).toBe(rates);
    expect((await db.product.findUniqueOrThrow({ where: { id: ring.id } })).sellingPricePaise).toBe(ringNow);
    expect(((await preview({ rate: "120" })).body!.preview as { largeChange: boolean }).largeChange).toBe(true);
    expect(((await preview({ rate: "95.49" })).body!.preview as { same: boolean }).same).toBe(true);
    expect((await preview({ rate: "abc" })).body).toEqual({ status: 0, msg: PRICING_MSG.rateInvalid });
  });
});

describe("round by-weight prices to the rupee", () => {
  it("is on by default; switching it in the settings reprices every by-weight piece, whole rupees with the saving whole too", async () => {
    await setRate(BASE_RATE);
    const settings = (await callAsAdmin(settingsRoute.GET, token, { method: "GET" })).body!.settings as AdminSettings;
    expect(settings.roundByWeightPrices).toBe(true);
    const created = await create(productForm({ pricingMode: "by_weight", purity: "925", netWeight: "10", makingChargeKind: "per_gram", makingCharge: "12", discount: "10" }, await pngFile()));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body!.product as { _id: string })._id;
    const terms = { ratePaisePerGram: BASE_RATE, purity: 925 as const, netWeightMg: 10_000, making: { kind: "per_gram" as const, paisePerGram: 1_200 }, otherPaise: 0, gstBps: await gstBps() };
    // ₹1,033.48 exactly; rounded ₹1,033; less 10 %: ₹929.70 → ₹930.
    const rounded = priceByWeight({ ...terms, roundToRupee: true }).totalPaise;
    const exact = priceByWeight(terms).totalPaise;
    const piece = () => db.product.findUniqueOrThrow({ where: { id }, select: { pricePaise: true, sellingPricePaise: true } });
    expect(await piece()).toEqual({ pricePaise: rounded, sellingPricePaise: sellingPriceByWeight(rounded, 10, true) });
    expect(rounded % 100).toBe(0);
    expect((await piece()).sellingPricePaise % 100).toBe(0);

    const { gstRateBps: _rate, updatedAt: _at, ...fields } = settings;
    const off = await callAsAdmin(settingsRoute.PUT, token, { method: "PUT", body: { ...fields, roundByWeightPrices: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await piece()).toEqual({ pricePaise: exact, sellingPricePaise: sellingPriceByWeight(exact, 10, false) });
    // A save without the field keeps the setting.
    const { roundByWeightPrices: _keep, ...withoutFlag } = fields;
    expect((await callAsAdmin(settingsRoute.PUT, token, { method: "PUT", body: withoutFlag })).status).toBe(200);
    expect((await db.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).roundByWeightPrices).toBe(false);
    const on = await callAsAdmin(settingsRoute.PUT, token, { method: "PUT", body: { ...fields, roundByWeightPrices: true } });
    expect(on.status).toBe(200);
    expect(await piece()).toEqual({ pricePaise: rounded, sellingPricePaise: sellingPriceByWeight(rounded, 10, true) });
    expect(formatRupees(rounded)).toBe(formatRupees(Math.round(exact / 100) * 100));
    expect(MAX_BY_WEIGHT_PRICE_PAISE).toBe(1_000_000_000);
  });
});
