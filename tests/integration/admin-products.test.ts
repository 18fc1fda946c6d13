import { access, readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import type { AdminProductJSON } from "@/lib/admin/product-json-types";
import { getProduct } from "@/server/catalogue/get-product";
import { listProducts } from "@/server/catalogue/list-products";
import { db } from "@/server/db";
import { mediaRoot } from "@/server/media/local-storage";
import * as productPage from "@/app/(shop)/prod-detail/[id]/page";
import * as listRoute from "@/app/api/admin/products/route";
import * as getRoute from "@/app/api/admin/products/[id]/route";
import * as createRoute from "@/app/api/product/create/route";
import * as updateRoute from "@/app/api/product/update/[id]/route";
import * as statusRoute from "@/app/api/product/change-status/[id]/[newStatus]/route";
import * as deleteRoute from "@/app/api/product/delete/[id]/[[...images]]/route";
import { invalidatedTags } from "../support/next-cache-shim";
import { createCategory, createColor, createProduct, uniq } from "../support/factories";
import { adminSessionOf, callAsAdmin, callMultipart, createAdmin, mp4File, pngFile, type TestAdmin } from "./admin-support";

// The back office's products (back office §2 Products, §5 Add/Edit product, §7, §8; issue 13):
// the rules and messages of each call, the server's own slug and selling price whatever the browser
// sends, files stored under server names and deleted by the keys the database holds, an audit entry
// per change, and the storefront's cached readers seeing each change at once.

// src/env.ts reads MEDIA_DIR when first imported, so the temporary folder is set before any import.
const mediaDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const os = await import("node:os");
  const p = await import("node:path");
  const dir = await mkdtemp(p.join(os.tmpdir(), "admin-products-int-"));
  process.env.MEDIA_DIR = dir;
  return dir;
});

let admin: TestAdmin;
let token: string;
let categoryId: string;
let categoryName: string;
let silver: string;
let gold: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
  categoryName = `Toe Rings ${uniq()}`;
  categoryId = (await createCategory({ name: categoryName })).id;
  silver = (await createColor()).id;
  gold = (await createColor()).id;
});

afterAll(async () => {
  const { rm } = await import("node:fs/promises");
  await rm(mediaDir, { recursive: true, force: true });
});

function productForm(fields: Record<string, string | string[]>, files: { images?: File[]; video?: File } = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
  for (const image of files.images ?? []) form.append("images", image);
  if (files.video) form.append("video", files.video);
  return form;
}

function fields(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    name: `Lotus Ring ${uniq()}`,
    description: "A lotus in silver.",
    price: "2000",
    discount: "15",
    quantity: "7",
    weight: "4.25",
    categoryID: categoryId,
    colors: [silver],
    bestSeller: "true",
    trendingProd: "false",
    newArrival: "on",
    ...overrides,
  };
}

const create = (form: FormData) => callMultipart(createRoute.POST, { form, adminToken: token });
const update = (id: string, form: FormData) => callMultipart(updateRoute.PATCH, { form, adminToken: token, method: "PATCH", params: { id } });
const setStatus = (id: string, newStatus: string) => callAsAdmin(statusRoute.PATCH, token, { method: "PATCH", params: { id, newStatus } });
const remove = (id: string, images: string[] = []) => callAsAdmin(deleteRoute.DELETE, token, { method: "DELETE", params: { id, images } });
const list = (query: string) => callAsAdmin(listRoute.GET, token, { method: "GET", url: `http://localhost/api/admin/products?${query}` });

async function createOk(overrides: Record<string, string | string[]> = {}, files?: { images?: File[]; video?: File }): Promise<AdminProductJSON> {
  const res = await create(productForm(fields(overrides), files ?? { images: [await pngFile()] }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body!.product as AdminProductJSON;
}

async function storedKeys(id: string): Promise<string[]> {
  const row = await db.product.findUniqueOrThrow({ where: { id }, select: { videoKey: true, images: { select: { storageKey: true }, orderBy: { position: "asc" } } } });
  return [...row.images.map((image) => image.storageKey!), ...(row.videoKey ? [row.videoKey] : [])];
}

const exists = (key: string) =>
  access(path.join(mediaRoot(), key)).then(
    () => true,
    () => false,
  );

/** The product files on disk (this file's MEDIA_DIR is its own). */
async function storedFileCount(): Promise<number> {
  try {
    return (await readdir(path.join(mediaRoot(), "products"), { recursive: true })).filter((file) => /\.(webp|mp4)$/.test(file)).length;
  } catch {
    return 0;
  }
}

function lastAudit(entityId: string, action: string) {
  return db.auditLog.findFirst({ where: { entity: "product", entityId, action }, orderBy: { createdAt: "desc" } });
}

describe("POST /api/product/create", () => {
  it("creates an active product with the server's slug, selling price and code, its files and an audit entry", async () => {
    const name = `Moonlit  Halo_Ring -- ${uniq()}!`;
    const res = await create(
      productForm(fields({ name, colors: [silver, gold], slug: "evil", total_price: "1", total: "1", status: "false", sellingPricePaise: "1", createdAt: "2001-01-01" }), {
        images: [await pngFile("a.png"), await pngFile("b.png")],
        video: mp4File(),
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body!.msg).toBe(PRODUCT_MSG.created);
    const product = res.body!.product as AdminProductJSON;
    expect(product.slug).toMatch(/^moonlit-halo-ring-[a-z0-9]+$/);
    expect(product.slug).not.toBe("evil");
    expect(product).toMatchObject({ price: 2000, discount: 15, total_price: 1700, quantity: 7, weight: 4.25, status: true, bestSeller: true, trendingProd: false, newArrival: true });
    expect(new Date(product.createdAt).getFullYear()).toBeGreaterThan(2020);
    expect(product.code).toMatch(/^SA-\d{6,}$/);
    expect(product.category_id).toEqual({ _id: categoryId, name: categoryName });
    expect(product.colors.map((color) => color._id).sort()).toEqual([silver, gold].sort());
    expect(product.images).toHaveLength(2);
    expect(product.video?.url).toMatch(/^\/media\/products\/\d{4}\/[0-9a-f-]+\.mp4$/);

    const row = await db.product.findUniqueOrThrow({ where: { id: product._id } });
    expect(row).toMatchObject({ pricePaise: 200000, sellingPricePaise: 170000, stock: 7, active: true });
    for (const key of await storedKeys(product._id)) expect(await exists(key)).toBe(true);

    const audit = await lastAudit(product._id, "create");
    expect(audit?.actor).toBe(admin.email);
    expect(audit?.changes).toMatchObject({ price: [null, 2000], discount: [null, 15], stock: [null, 7], status: [null, true] });
    expect(invalidatedTags).toContain(`product:${product._id}`);
  });

  it("upper-cases a given code and answers 409 for a taken code or slug", async () => {
    const code = `lr-${uniq()}`;
    const first = await createOk({ code });
    expect(first.code).toBe(code.toUpperCase());
    const sameCode = await create(productForm(fields({ code: code.toUpperCase() }), { images: [await pngFile()] }));
    expect(sameCode.status).toBe(409);
    expect(sameCode.body!.msg).toBe(PRODUCT_MSG.codeTaken(code.toUpperCase()));
    const sameSlug = await create(productForm(fields({ name: first.name.toUpperCase() }), { images: [await pngFile()] }));
    expect(sameSlug.status).toBe(409);
    expect(sameSlug.body!.msg).toBe(PRODUCT_MSG.slugTaken(first.slug));
  });

  it("refuses bad fields with the form's messages, storing nothing", async () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ name: "" }, PRODUCT_MSG.nameSlugCategory],
      [{ categoryID: "" }, PRODUCT_MSG.selectCategory],
      [{ colors: [] }, PRODUCT_MSG.selectColor],
      [{ colors: [silver, silver] }, PRODUCT_MSG.duplicateColor],
      [{ price: "-1" }, PRODUCT_MSG.priceInvalid],
      [{ price: "" }, PRODUCT_MSG.priceRequired],
      [{ discount: "100" }, PRODUCT_MSG.discountInvalid],
      [{ quantity: "1.5" }, PRODUCT_MSG.quantityInvalid],
      [{ weight: "abc" }, PRODUCT_MSG.weightInvalid],
      [{ code: "bad code!" }, PRODUCT_MSG.codeInvalid],
    ];
    const files = await storedFileCount();
    for (const [overrides, msg] of cases) {
      const res = await create(productForm(fields(overrides), { images: [await pngFile()] }));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body!.msg).toBe(msg);
    }
    const unknownCategory = await create(productForm(fields({ categoryID: "c000000000000000000000000" }), { images: [await pngFile()] }));
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body!.msg).toBe(PRODUCT_MSG.unknownCategory);
    const unknownColor = await create(productForm(fields({ colors: [silver, "c000000000000000000000000"] }), { images: [await pngFile()] }));
    expect(unknownColor.status).toBe(400);
    expect(unknownColor.body!.msg).toBe(PRODUCT_MSG.unknownColor);
    const noImages = await create(productForm(fields()));
    expect(noImages.status).toBe(400);
    expect(noImages.body!.msg).toBe(PRODUCT_MSG.selectImages);
    expect(await storedFileCount()).toBe(files);
  });

  it("answers 401 without an admin session", async () => {
    const res = await callMultipart(createRoute.POST, { form: productForm(fields(), { images: [await pngFile()] }) });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/admin/products and /api/admin/products/{id}", () => {
  it("pages, searches by product or category name (literally) and sorts, inactive products included", async () => {
    const tag = uniq();
    // Not "Anklets": tests/integration/search.test.ts counts every product under that word.
    const category = await createCategory({ name: `Toe Rings ${tag}` });
    await createProduct({ categoryId: category.id, name: `Zeta ${tag}`, price: 300 });
    await createProduct({ categoryId: category.id, name: `Alpha ${tag}`, price: 100, active: false });
    await createProduct({ categoryId, name: `Beta 100%_${tag}`, price: 200 });

    const byCategory = await list(`q=${encodeURIComponent(`toe rings ${tag}`)}&sort=name&order=asc`);
    expect(byCategory.status).toBe(200);
    const names = (byCategory.body!.products as AdminProductJSON[]).map((product) => product.name);
    expect(names).toEqual([`Alpha ${tag}`, `Zeta ${tag}`]);
    expect((byCategory.body!.products as AdminProductJSON[])[0]!.status).toBe(false);

    const byName = await list(`q=${tag}&sort=price&order=desc`);
    expect((byName.body!.products as AdminProductJSON[]).map((product) => product.price)).toEqual([300, 200, 100]);
    expect(byName.body).toMatchObject({ total: 3, page: 1, pages: 1, limit: 10 });

    const literal = await list(`q=${encodeURIComponent(`100%_${tag}`)}`);
    expect((literal.body!.products as AdminProductJSON[]).map((product) => product.name)).toEqual([`Beta 100%_${tag}`]);
    const wildcard = await list(`q=${encodeURIComponent(`%${tag}`)}`);
    expect(wildcard.body!.total).toBe(0);

    const paged = await list(`q=${tag}&limit=2&page=2&sort=name`);
    expect(paged.body).toMatchObject({ total: 3, page: 2, pages: 2, limit: 2 });
    expect((paged.body!.products as AdminProductJSON[]).map((product) => product.name)).toEqual([`Zeta ${tag}`]);

    expect((await list("limit=51")).status).toBe(400);
    expect((await list("sort=evil")).status).toBe(400);
  });

  it("reads one product for the edit form, and 404s an unknown one", async () => {
    const created = await createOk();
    const res = await callAsAdmin(getRoute.GET, token, { method: "GET", params: { id: created._id } });
    expect(res.status).toBe(200);
    expect(res.body!.product).toEqual(created);
    const missing = await callAsAdmin(getRoute.GET, token, { method: "GET", params: { id: "c000000000000000000000000" } });
    expect(missing.status).toBe(404);
    expect(missing.body!.msg).toBe(PRODUCT_MSG.notFound);
  });
});

describe("PATCH /api/product/update/{id}", () => {
  it("saves the fields, recomputes slug and selling price, orders pictures, deletes removed files after the commit, and audits", async () => {
    const created = await createOk({}, { images: [await pngFile("1.png"), await pngFile("2.png"), await pngFile("3.png")], video: mp4File() });
    const [first, second, third] = created.images;
    const oldKeys = await storedKeys(created._id);
    const name = `Renamed Ring ${uniq()}`;
    const res = await update(
      created._id,
      productForm(fields({ name, price: "3000", discount: "10", quantity: "2", code: "", slug: "evil", total_price: "1", imageOrder: JSON.stringify([third!._id, "new:0", first!._id]), removeVideo: "true" }), {
        images: [await pngFile("new.png")],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.msg).toBe(PRODUCT_MSG.updated);
    const product = res.body!.product as AdminProductJSON;
    expect(product).toMatchObject({ name, price: 3000, discount: 10, total_price: 2700, quantity: 2, code: created.code, video: null });
    expect(product.slug).toMatch(/^renamed-ring-/);
    expect(product.images.map((image) => image._id)).toEqual([third!._id, expect.any(String), first!._id]);
    expect(product.images[0]!.url).toBe(third!.url);

    // The second picture and the video left the product: their files are gone; the rest stay.
    const secondKey = oldKeys[1]!;
    const videoKey = oldKeys[3]!;
    expect(await exists(secondKey)).toBe(false);
    expect(await exists(videoKey)).toBe(false);
    for (const key of await storedKeys(created._id)) expect(await exists(key)).toBe(true);
    expect(second).toBeDefined();

    const audit = await lastAudit(created._id, "update");
    expect(audit?.changes).toMatchObject({ price: [2000, 3000], discount: [15, 10], stock: [7, 2], images: [3, 3], video: [true, false] });
  });

  it("keeps the pictures without an image order, replaces them when new files come without one", async () => {
    const created = await createOk();
    const kept = await update(created._id, productForm(fields({ name: created.name })));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((kept.body!.product as AdminProductJSON).images).toEqual(created.images);

    const [oldKey] = await storedKeys(created._id);
    const replaced = await update(created._id, productForm(fields({ name: created.name }), { images: [await pngFile("x.png"), await pngFile("y.png")] }));
    expect(replaced.status).toBe(200);
    expect((replaced.body!.product as AdminProductJSON).images).toHaveLength(2);
    expect(await exists(oldKey!)).toBe(false);
  });

  it("refuses an image order naming another product's picture, or leaving none, and leaves no new file behind", async () => {
    const mine = await createOk();
    const other = await createOk();
    const files = await storedFileCount();
    const foreign = await update(mine._id, productForm(fields({ name: mine.name, imageOrder: JSON.stringify([other.images[0]!._id]) })));
    expect(foreign.status).toBe(400);
    expect(foreign.body!.msg).toBe(PRODUCT_MSG.badImageOrder);
    const none = await update(mine._id, productForm(fields({ name: mine.name, imageOrder: "[]" })));
    expect(none.status).toBe(400);
    expect(none.body!.msg).toBe(PRODUCT_MSG.selectImages);

    const taken = await update(mine._id, productForm(fields({ name: other.name }), { images: [await pngFile()] }));
    expect(taken.status).toBe(409);
    expect(taken.body!.msg).toBe(PRODUCT_MSG.slugTaken(other.slug));
    expect((await db.product.findUniqueOrThrow({ where: { id: mine._id }, select: { name: true } })).name).toBe(mine.name);

    const missing = await update("c000000000000000000000000", productForm(fields(), { images: [await pngFile()] }));
    expect(missing.status).toBe(404);
    expect(await storedFileCount()).toBe(files);
  });
});

describe("storefront consistency", () => {
  it("a price change shows in the storefront's reader, an inactive product leaves the listing and its page", async () => {
    const category = await createCategory();
    const created = await createOk({ categoryID: category.id, price: "1000", discount: "0" });
    const slug = (await db.category.findUniqueOrThrow({ where: { id: category.id } })).slug;
    expect((await getProduct(created._id))?.sellingPricePaise).toBe(100000);

    const tagsBefore = invalidatedTags.length;
    const res = await update(created._id, productForm(fields({ name: created.name, categoryID: category.id, price: "1500", discount: "20" })));
    expect(res.status).toBe(200);
    expect(invalidatedTags.slice(tagsBefore)).toEqual(expect.arrayContaining([`product:${created._id}`, "products"]));
    const read = await getProduct(created._id);
    expect(read?.pricePaise).toBe(150000);
    expect(read?.sellingPricePaise).toBe(120000);
    expect((await listProducts({ categorySlug: slug })).items.map((product) => product.id)).toEqual([created._id]);

    const off = await setStatus(created._id, "false");
    expect(off.status).toBe(200);
    expect(off.body!.msg).toBe(PRODUCT_MSG.statusUpdated);
    expect((off.body!.product as AdminProductJSON).status).toBe(false);
    expect((await listProducts({ categorySlug: slug })).items).toEqual([]);
    expect((await getProduct(created._id))?.active).toBe(false);
    const audit = await lastAudit(created._id, "status");
    expect(audit?.changes).toEqual({ status: [true, false] });
    // The storefront's product page answers 404 for it (notFound() throws Next's 404 signal).
    await expect(productPage.default({ params: Promise.resolve({ id: created._id }) })).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });

    expect((await setStatus(created._id, "maybe")).status).toBe(400);
  });
});

describe("DELETE /api/product/delete/{id}/{images...}", () => {
  it("deletes the product, its cart and wishlist lines and its files by the recorded keys, ignoring the path's names", async () => {
    const created = await createOk({}, { images: [await pngFile("a.png"), await pngFile("b.png")] });
    const keys = await storedKeys(created._id);
    const bystander = await createOk();
    const [bystanderKey] = await storedKeys(bystander._id);
    const customer = await db.customer.create({ data: { name: "Cart Owner", email: `cart.${uniq()}@example.com` } });
    await db.cartItem.create({ data: { customerId: customer.id, productId: created._id } });
    await db.wishlistItem.create({ data: { customerId: customer.id, productId: created._id } });

    const res = await remove(created._id, ["..", "..", bystanderKey!]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.msg).toBe(PRODUCT_MSG.deleted);
    expect(await db.product.findUnique({ where: { id: created._id } })).toBeNull();
    expect(await db.cartItem.count({ where: { productId: created._id } })).toBe(0);
    expect(await db.wishlistItem.count({ where: { productId: created._id } })).toBe(0);
    for (const key of keys) expect(await exists(key)).toBe(false);
    expect(await exists(bystanderKey!)).toBe(true);
    expect((await lastAudit(created._id, "delete"))?.changes).toMatchObject({ price: [2000, null], status: [true, null] });

    expect((await remove(created._id)).status).toBe(404);
  });

  it("refuses (409) a product with orders, keeping it and its files", async () => {
    const created = await createOk();
    const [key] = await storedKeys(created._id);
    await db.order.create({
      data: {
        orderNumber: `SA-T${uniq().toUpperCase()}`,
        status: "paid",
        source: "checkout",
        customerName: "Ananya Rao",
        customerEmail: `buyer.${uniq()}@example.com`,
        customerPhone: "9876543210",
        shipStreet: "14 Lake View Road",
        shipCity: "Jaipur",
        shipState: "Rajasthan",
        shipPincode: "302004",
        totalPaise: 170000,
        paidAt: new Date(),
        lines: { create: [{ productId: created._id, productName: created.name, productCode: created.code, colorName: "Silver", quantity: 1, unitPricePaise: 170000, linePricePaise: 170000 }] },
      },
    });
    const res = await remove(created._id);
    expect(res.status).toBe(409);
    expect(res.body!.msg).toBe(PRODUCT_MSG.hasOrders(created.name));
    expect(await db.product.findUnique({ where: { id: created._id } })).not.toBeNull();
    expect(await exists(key!)).toBe(true);
  });
});
