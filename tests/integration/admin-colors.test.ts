import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import { COLOR_NAMES, type ColorName } from "@/lib/constants";
import type { ColorJSON } from "@/lib/types/catalogue-json";
import { getProduct } from "@/server/catalogue/get-product";
import { listColors } from "@/server/catalogue/list-colors";
import { forgetListingSlugs, isOfferedColorSlug } from "@/server/catalogue/listing-slugs";
import { db } from "@/server/db";
import * as publicRoute from "@/app/api/color/route";
import * as listRoute from "@/app/api/admin/colors/route";
import * as createRoute from "@/app/api/color/create/route";
import * as updateRoute from "@/app/api/color/update/[id]/route";
import * as statusRoute from "@/app/api/color/change-status/[id]/[status]/route";
import * as deleteRoute from "@/app/api/color/delete/[id]/route";
import { invalidatedTags } from "../support/next-cache-shim";
import { createCategory, createProduct, ensureColor } from "../support/factories";
import { call, createCustomer } from "./accounts-support";
import { adminSessionOf, callAsAdmin, createAdmin, type TestAdmin } from "./admin-support";

// The back office's colours (back office §2 Colours, §5 Colour, §7, §8; issue 13): only Silver,
// Rose Gold and Gold, each once, the name locked on update, status and delete with an audit entry
// each, and the storefront seeing each change at once. The shop's three colours are shared by
// every test file (files run one after another): each test leaves them as it found them, all three
// present and active.

let admin: TestAdmin;
let token: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
  for (const name of COLOR_NAMES) await ensureColor(name);
});

/** All three back and active, whatever a test did. */
async function restoreColors() {
  for (const name of COLOR_NAMES) {
    const color = await ensureColor(name);
    if (!color.active) await db.color.update({ where: { id: color.id }, data: { active: true } });
  }
  // Changed behind the API's back: the proxy's colour list must read them again.
  forgetListingSlugs();
}
afterAll(restoreColors);

const colorId = async (name: ColorName) => (await ensureColor(name)).id;
const create = (body: unknown) => callAsAdmin(createRoute.POST, token, { body });
const update = (id: string, body: unknown) => callAsAdmin(updateRoute.PUT, token, { method: "PUT", params: { id }, body });
const setStatus = (id: string, status: string) => callAsAdmin(statusRoute.PATCH, token, { method: "PATCH", params: { id, status } });
const remove = (id: string) => callAsAdmin(deleteRoute.DELETE, token, { method: "DELETE", params: { id } });

function lastAudit(entityId: string, action: string) {
  return db.auditLog.findFirst({ where: { entity: "color", entityId, action }, orderBy: { createdAt: "desc" } });
}

describe("GET /api/admin/colors", () => {
  it("lists every colour with its swatch and status, inactive ones too, in the shop's order", async () => {
    const gold = await colorId("Gold");
    await db.color.update({ where: { id: gold }, data: { active: false } });
    try {
      const res = await callAsAdmin(listRoute.GET, token, { method: "GET" });
      expect(res.status).toBe(200);
      const colors = (res.body!.colors as ColorJSON[]).filter((c) => (COLOR_NAMES as readonly string[]).includes(c.name));
      expect(colors).toEqual([
        { _id: await colorId("Silver"), name: "Silver", hex: "#c0c0c0", status: true },
        { _id: await colorId("Rose Gold"), name: "Rose Gold", hex: "#b76e79", status: true },
        { _id: gold, name: "Gold", hex: "#d4af37", status: false },
      ]);
      // The public list stays as it was: active colours only.
      const pub = await call(publicRoute.GET, { method: "GET" });
      expect((pub.body!.colors as ColorJSON[]).map((c) => c.name)).not.toContain("Gold");
    } finally {
      await restoreColors();
    }
  });
});

describe("POST /api/color/create", () => {
  it.each([[{}], [{ name: "" }], [{ name: "Purple" }], [{ name: "silver" }], [{ name: ["Silver"] }], [[]]])("refuses %j: 400 'Please select a color.'", async (body) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: "Please select a color." });
  });

  it("refuses a colour that already exists: 409", async () => {
    const res = await create({ name: "Silver" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 0, msg: COLOR_MSG.exists("Silver") });
  });

  it("adds a missing colour back, active, with its fixed swatch (an attempt to set another swatch or status is ignored)", async () => {
    await db.color.delete({ where: { id: await colorId("Rose Gold") } });
    try {
      invalidatedTags.length = 0;
      const res = await create({ name: "Rose Gold", hex: "#000000", status: false });
      expect(res.status).toBe(201);
      const color = res.body!.color as ColorJSON;
      expect(color).toEqual({ _id: expect.any(String), name: "Rose Gold", hex: "#b76e79", status: true });
      expect(res.body!.msg).toBe(COLOR_MSG.created);
      expect(await lastAudit(color._id, "create")).toMatchObject({ adminId: admin.id, actor: admin.email, summary: 'Created color "Rose Gold"' });
      expect(invalidatedTags).toEqual(expect.arrayContaining(["colors", "products"]));
      expect((await listColors()).map((c) => c.name)).toContain("Rose Gold");
      expect(await isOfferedColorSlug("rose-gold")).toBe(true);
    } finally {
      await restoreColors();
    }
  });
});

describe("PUT /api/color/update/{id}", () => {
  it("refuses another name: 400 'Color name cannot be changed. You can only delete and re-add it.'", async () => {
    const res = await update(await colorId("Silver"), { name: "Gold" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: "Color name cannot be changed. You can only delete and re-add it." });
    expect((await ensureColor("Silver")).name).toBe("Silver");
  });

  it("requires a name ('Please select a color.'), a real colour (404) and a well-formed id (400)", async () => {
    expect((await update(await colorId("Silver"), {})).body).toEqual({ status: 0, msg: "Please select a color." });
    const missing = await update("c" + "3".repeat(24), { name: "Silver" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 0, msg: COLOR_MSG.notFound });
    expect((await update("nope", { name: "Silver" })).status).toBe(400);
  });

  it("with its own name changes nothing; with a status ('Edit Status') changes the status and logs it", async () => {
    const id = await colorId("Gold");
    try {
      const same = await update(id, { name: "Gold" });
      expect(same.status).toBe(200);
      expect(same.body).toMatchObject({ status: 1, msg: COLOR_MSG.updated, color: { name: "Gold", status: true } });
      expect(await lastAudit(id, "update")).toBeNull();

      invalidatedTags.length = 0;
      const off = await update(id, { name: "Gold", status: false });
      expect(off.body).toMatchObject({ color: { _id: id, status: false } });
      expect((await lastAudit(id, "update"))?.changes).toEqual({ status: [true, false] });
      expect(invalidatedTags).toEqual(expect.arrayContaining(["colors", "products"]));
      expect(await isOfferedColorSlug("gold")).toBe(false);
      expect((await update(id, { name: "Gold", status: "no" })).status).toBe(400);
    } finally {
      await restoreColors();
    }
  });
});

describe("PATCH /api/color/change-status/{id}/{true|false}", () => {
  it("takes a colour off the storefront at once (filters, product colour choices) and brings it back", async () => {
    const category = await createCategory();
    const silver = await colorId("Silver");
    const gold = await colorId("Gold");
    const product = await createProduct({ categoryId: category.id, colorIds: [silver, gold] });
    // The proxy's colour list has read it while it was active.
    expect(await isOfferedColorSlug("gold")).toBe(true);
    try {
      invalidatedTags.length = 0;
      const off = await setStatus(gold, "false");
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ status: 1, msg: COLOR_MSG.deactivated, color: { _id: gold, name: "Gold", status: false } });
      expect(invalidatedTags).toEqual(expect.arrayContaining(["colors", "products"]));
      expect(await isOfferedColorSlug("gold")).toBe(false);
      expect((await listColors()).map((c) => c.name)).not.toContain("Gold");
      expect((await getProduct(product.id))?.colors.map((c) => c.name)).toEqual(["Silver"]);

      const audit = await lastAudit(gold, "status");
      expect(audit).toMatchObject({ adminId: admin.id, actor: admin.email, summary: 'Deactivated color "Gold"' });
      expect(audit?.changes).toEqual({ status: [true, false] });

      const on = await setStatus(gold, "true");
      expect(on.body).toMatchObject({ msg: COLOR_MSG.activated, color: { status: true } });
      expect(await isOfferedColorSlug("gold")).toBe(true);
      expect((await getProduct(product.id))?.colors.map((c) => c.name)).toEqual(["Silver", "Gold"]);
    } finally {
      await restoreColors();
    }
  });

  it("refuses a status other than true or false (400) and an unknown colour (404)", async () => {
    const bad = await setStatus(await colorId("Silver"), "yes");
    expect(bad.status).toBe(400);
    expect(bad.body?.msg).toContain(COLOR_MSG.badStatus);
    expect((await setStatus("c" + "4".repeat(24), "true")).status).toBe(404);
  });
});

describe("DELETE /api/color/delete/{id}", () => {
  it("removes the colour from its products (they keep their others; one left with none still sells), carts keep their lines, and logs how many it touched", async () => {
    const category = await createCategory();
    const silver = await colorId("Silver");
    const gold = await colorId("Gold");
    const both = await createProduct({ categoryId: category.id, colorIds: [silver, gold] });
    const goldOnly = await createProduct({ categoryId: category.id, colorIds: [gold] });
    const customer = await createCustomer();
    await db.cartItem.create({ data: { customerId: customer.id, productId: goldOnly.id, colorId: gold, qty: 1 } });
    // Products of other tests wear Gold too: the audit counts them all.
    const wearing = await db.productColor.count({ where: { colorId: gold } });
    expect(wearing).toBeGreaterThanOrEqual(2);
    try {
      invalidatedTags.length = 0;
      const res = await remove(gold);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 1, msg: COLOR_MSG.deleted });
      expect(await db.color.count({ where: { id: gold } })).toBe(0);
      expect(invalidatedTags).toEqual(expect.arrayContaining(["colors", "products"]));
      expect(await isOfferedColorSlug("gold")).toBe(false);

      expect((await getProduct(both.id))?.colors.map((c) => c.name)).toEqual(["Silver"]);
      const orphan = await getProduct(goldOnly.id);
      expect(orphan).toMatchObject({ id: goldOnly.id, active: true, colors: [] });
      expect(await db.cartItem.findFirst({ where: { customerId: customer.id }, select: { productId: true, colorId: true } })).toEqual({ productId: goldOnly.id, colorId: null });

      const audit = await lastAudit(gold, "delete");
      expect(audit).toMatchObject({ adminId: admin.id, summary: `Deleted color "Gold" (removed from ${wearing} products)` });
      expect(audit?.changes).toMatchObject({ name: ["Gold", null], products: [wearing, 0] });
      expect((await remove(gold)).status).toBe(404);
    } finally {
      await restoreColors();
    }
  });
});
