import { readdir } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import type { CategoryJSON } from "@/lib/types/catalogue-json";
import { listCategories } from "@/server/catalogue/list-categories";
import { isActiveCategorySlug } from "@/server/catalogue/listing-slugs";
import { db } from "@/server/db";
import { mediaRoot, readFile } from "@/server/media/local-storage";
import * as listRoute from "@/app/api/admin/categories/route";
import * as createRoute from "@/app/api/category/create/route";
import * as updateRoute from "@/app/api/category/update/[id]/route";
import * as statusRoute from "@/app/api/category/change-status/[id]/[status]/route";
import * as deleteRoute from "@/app/api/category/delete/[id]/route";
import { invalidatedTags } from "../support/next-cache-shim";
import { createCategory, createProduct, uniq } from "../support/factories";
import { adminSessionOf, callAsAdmin, callMultipart, createAdmin, pngFile, type TestAdmin } from "./admin-support";

// The back office's categories (back office §2 Categories, §5 Category, §7, §8; issue 13): every
// rule and message of the calls, the picture checked by its bytes and deleted with its category,
// an audit entry per change, and the storefront seeing each change at once.

let admin: TestAdmin;
let token: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
});

// Not "Anklets": tests/integration/search.test.ts counts every product found under that word.
const name = (label = "Nose Pins") => `${label} ${uniq()}`;

function categoryForm(fields: Record<string, string>, image?: File | File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of image === undefined ? [] : Array.isArray(image) ? image : [image]) form.append("image", file);
  return form;
}

const create = (form: FormData) => callMultipart(createRoute.POST, { form, adminToken: token });
const update = (id: string, body: unknown) => callAsAdmin(updateRoute.PUT, token, { method: "PUT", params: { id }, body });
const updateMultipart = (id: string, form: FormData) => callMultipart(updateRoute.PUT, { form, adminToken: token, method: "PUT", params: { id } });
const setStatus = (id: string, status: string) => callAsAdmin(statusRoute.PATCH, token, { method: "PATCH", params: { id, status } });
const remove = (id: string) => callAsAdmin(deleteRoute.DELETE, token, { method: "DELETE", params: { id } });

async function createOk(fields: Record<string, string>, image?: File) {
  const res = await create(categoryForm(fields, image ?? (await pngFile())));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body!.category as CategoryJSON;
}

async function keyOf(id: string): Promise<string | null> {
  return (await db.category.findUniqueOrThrow({ where: { id }, select: { imageKey: true } })).imageKey;
}

/** The stored pictures of categories on disk (the folder only this area writes to). */
async function storedCategoryFiles(): Promise<number> {
  const root = path.join(mediaRoot(), "categories");
  try {
    return (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".webp")).length;
  } catch {
    return 0;
  }
}

function lastAudit(entityId: string, action: string) {
  return db.auditLog.findFirst({ where: { entity: "category", entityId, action }, orderBy: { createdAt: "desc" } });
}

describe("GET /api/admin/categories", () => {
  it("lists every category, inactive ones too, each with the count of all its products", async () => {
    const shown = await createCategory({ name: name("Rings") });
    const hidden = await createCategory({ name: name("Hidden"), active: false });
    await createProduct({ categoryId: shown.id });
    await createProduct({ categoryId: shown.id, active: false });

    const res = await callAsAdmin(listRoute.GET, token, { method: "GET" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const categories = res.body!.categories as CategoryJSON[];
    expect(categories.find((c) => c._id === shown.id)).toEqual({
      _id: shown.id,
      name: shown.name,
      slug: shown.slug,
      description: shown.description,
      image: null,
      status: true,
      count: 2,
    });
    expect(categories.find((c) => c._id === hidden.id)).toMatchObject({ status: false, count: 0 });
  });
});

describe("POST /api/category/create", () => {
  it("creates an active category: slug from the name, the picture re-encoded and stored, an audit entry, the storefront told", async () => {
    const title = `Men's Chains & Kadas ${uniq()}`;
    invalidatedTags.length = 0;
    // Whatever else the form carries (a slug, a status, a picture URL) is not read.
    const created = await createOk({ name: `  ${title}  `, slug: "my-own-slug", description: " Heavy chains. ", status: "false", imageUrl: "https://evil.example/x.png", active: "false" });

    const slug = title.toLowerCase().replace("'", "").replace(" & ", "-").replaceAll(" ", "-");
    expect(created).toMatchObject({ name: title, slug, description: "Heavy chains.", status: true, count: 0 });
    expect(created.image?.url).toMatch(/^\/media\/categories\/\d{4}\/[0-9a-f-]{36}\.webp$/);
    const key = await keyOf(created._id);
    expect(created.image?.url).toBe(`/media/${key}`);
    const bytes = await readFile(key!);
    expect(bytes?.subarray(8, 12).toString()).toBe("WEBP");

    const audit = await lastAudit(created._id, "create");
    expect(audit).toMatchObject({ adminId: admin.id, actor: admin.email, summary: `Created category "${title}" (${slug})` });
    expect(audit?.changes).toMatchObject({ name: [null, title], status: [null, true] });

    expect(invalidatedTags).toContain("categories");
    expect((await listCategories()).map((c) => c.slug)).toContain(slug);
    expect(await isActiveCategorySlug(slug)).toBe(true);
  });

  it("makes slugs the storefront's URLs accept: lowercase, hyphens, apostrophes and other characters removed", async () => {
    const id = uniq();
    const created = await createOk({ name: `Café  Toe-Rings__${id} (New!)`, description: "d" });
    expect(created.slug).toBe(`cafe-toe-rings-${id}-new`);
    expect(created.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each([
    [{ description: "d" }, CATEGORY_MSG.nameRequired],
    [{ name: "   ", description: "d" }, CATEGORY_MSG.nameRequired],
    [{ name: "Bangles" }, CATEGORY_MSG.descriptionRequired],
    [{ name: "Bangles", description: "  " }, CATEGORY_MSG.descriptionRequired],
    [{ name: "!!! ???", description: "d" }, CATEGORY_MSG.nameNoSlug],
    [{ name: "x".repeat(81), description: "d" }, CATEGORY_MSG.nameTooLong(80)],
    [{ name: "Bangles", description: "x".repeat(2001) }, CATEGORY_MSG.descriptionTooLong(2000)],
  ])("refuses %j: 400 '%s'", async (fields, msg) => {
    const res = await create(categoryForm(fields, await pngFile()));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg });
  });

  it("requires the picture on create", async () => {
    const res = await create(categoryForm({ name: name(), description: "d" }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: CATEGORY_MSG.imageRequired });
  });

  it("refuses a picture over 5 MB while it streams in: 413 'Image too large. Max 5MB.'", async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
    const res = await create(categoryForm({ name: name(), description: "d" }, big));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 0, msg: "Image too large. Max 5MB." });
  });

  it.each([
    ["a text file renamed .png", new File(["not a picture at all"], "photo.png", { type: "image/png" }), "photo.png"],
    ["an SVG with a script", new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'], "logo.svg", { type: "image/svg+xml" }), "logo.svg"],
    ["HTML named .jpg", new File(["<!doctype html><script>alert(1)</script>"], "page.jpg", { type: "image/jpeg" }), "page.jpg"],
    ["a ../ name", new File(["<html></html>"], "../../etc/passwd.png", { type: "image/png" }), "passwd.png"],
  ])("refuses %s by its bytes: 400 naming the file, and stores nothing", async (_label, file, shown) => {
    const before = await storedCategoryFiles();
    const title = name();
    const res = await create(categoryForm({ name: title, description: "d" }, file));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: `File "${shown}" is not an image.` });
    expect(await db.category.count({ where: { name: title } })).toBe(0);
    expect(await storedCategoryFiles()).toBe(before);
  });

  it("stores a picture sent with a ../ name under a name of its own", async () => {
    const created = await createOk({ name: name(), description: "d" }, await pngFile("../../../outside.png"));
    expect(await keyOf(created._id)).toMatch(/^categories\/\d{4}\/[0-9a-f-]{36}\.webp$/);
  });

  it("refuses two pictures", async () => {
    const res = await create(categoryForm({ name: name(), description: "d" }, [await pngFile("a.png"), await pngFile("b.png")]));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: CATEGORY_MSG.oneImage });
  });

  it("refuses a taken name (any letter case) or slug with a 409, before storing the picture", async () => {
    const first = await createOk({ name: name("Toe Rings"), description: "d" });
    const before = await storedCategoryFiles();

    const sameName = await create(categoryForm({ name: first.name.toUpperCase(), description: "d" }, await pngFile()));
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ status: 0, msg: CATEGORY_MSG.nameTaken(first.name) });

    // "Toe-Rings x" is another name with the same web address.
    const sameSlug = await create(categoryForm({ name: first.name.replace("Toe Rings", "Toe-Rings"), description: "d" }, await pngFile()));
    expect(sameSlug.status).toBe(409);
    expect(sameSlug.body).toEqual({ status: 0, msg: CATEGORY_MSG.slugTaken(first.slug) });
    expect(await storedCategoryFiles()).toBe(before);
  });

  it("answers only multipart forms (415 for JSON)", async () => {
    const res = await callAsAdmin(createRoute.POST, token, { body: { name: name(), description: "d" } });
    expect(res.status).toBe(415);
  });
});

describe("PUT /api/category/update/{id}", () => {
  it("takes the spec's JSON: name and description, the slug made from the name; an audit entry with before and after", async () => {
    const category = await createCategory({ name: name("Nose Pins") });
    const renamed = name("Nose Studs");
    invalidatedTags.length = 0;
    const res = await update(category.id, { name: renamed, slug: "ignored-slug", description: "Tiny studs.", status: false, imageUrl: "/media/x.webp" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const slug = renamed.toLowerCase().replaceAll(" ", "-");
    expect(res.body).toMatchObject({ status: 1, msg: CATEGORY_MSG.updated, category: { _id: category.id, name: renamed, slug, description: "Tiny studs.", status: true, image: null } });

    const audit = await lastAudit(category.id, "update");
    expect(audit?.changes).toEqual({ name: [category.name, renamed], slug: [category.slug, slug], description: [category.description, "Tiny studs."] });
    expect(invalidatedTags).toContain("categories");
    // The old address is gone from the storefront at once, the new one is there.
    expect(await isActiveCategorySlug(category.slug)).toBe(false);
    expect(await isActiveCategorySlug(slug)).toBe(true);
  });

  it("allows keeping its own name (a letter-case change too), and writes no audit entry when nothing changed", async () => {
    const title = name("toe rings");
    const category = await createCategory({ name: title, slug: title.replaceAll(" ", "-"), description: "Same." });
    const same = await update(category.id, { name: category.name, description: "Same." });
    expect(same.status).toBe(200);
    expect(await lastAudit(category.id, "update")).toBeNull();
    const cased = await update(category.id, { name: category.name.replace("toe rings", "Toe Rings"), description: "Same." });
    expect(cased.status).toBe(200);
    expect(cased.body).toMatchObject({ category: { slug: category.slug } });
  });

  it("applies the create rules: name and description required, a taken name 409, unknown id 404, bad id 400", async () => {
    const category = await createCategory({ name: name() });
    const other = await createCategory({ name: name() });
    expect((await update(category.id, { name: "", description: "d" })).body).toEqual({ status: 0, msg: CATEGORY_MSG.nameRequired });
    expect((await update(category.id, { name: "x" })).body).toEqual({ status: 0, msg: CATEGORY_MSG.descriptionRequired });
    const taken = await update(category.id, { name: other.name, description: "d" });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ status: 0, msg: CATEGORY_MSG.nameTaken(other.name) });
    const missing = await update("c" + "0".repeat(24), { name: name(), description: "d" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 0, msg: CATEGORY_MSG.notFound });
    expect((await update("not-an-id", { name: name(), description: "d" })).status).toBe(400);
    const notJson = await callAsAdmin(updateRoute.PUT, token, { method: "PUT", params: { id: category.id }, raw: "{name", headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
  });

  it("replaces the picture from a multipart form and deletes the old file after the save", async () => {
    const created = await createOk({ name: name(), description: "d" });
    const oldKey = (await keyOf(created._id))!;
    const res = await updateMultipart(created._id, categoryForm({ name: created.name, description: "New words." }, await pngFile("new.png", { width: 80 })));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const newKey = (await keyOf(created._id))!;
    expect(newKey).not.toBe(oldKey);
    expect((res.body!.category as CategoryJSON).image?.url).toBe(`/media/${newKey}`);
    expect(await readFile(oldKey)).toBeNull();
    expect(await readFile(newKey)).not.toBeNull();
    const audit = await lastAudit(created._id, "update");
    expect(audit?.changes).toMatchObject({ imageUrl: [`/media/${oldKey}`, `/media/${newKey}`], description: ["d", "New words."] });
  });

  it("keeps the picture when the multipart form has none, and never deletes a demo picture (no storage key)", async () => {
    const demo = await createCategory({ name: name(), imageUrl: "/media/demo/categories/rings.webp" });
    const kept = await updateMultipart(demo.id, categoryForm({ name: demo.name, description: "x" }));
    expect(kept.body).toMatchObject({ category: { image: { url: "/media/demo/categories/rings.webp" } } });
    const replaced = await updateMultipart(demo.id, categoryForm({ name: demo.name, description: "x" }, await pngFile()));
    expect(replaced.status).toBe(200);
    expect(await keyOf(demo.id)).toMatch(/^categories\//);
  });

  it("refuses a non-picture on update and keeps everything as it was", async () => {
    const created = await createOk({ name: name(), description: "d" });
    const key = await keyOf(created._id);
    const res = await updateMultipart(created._id, categoryForm({ name: name(), description: "changed" }, new File(["GIF89a? no"], "fake.gif", { type: "image/gif" })));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: 'File "fake.gif" is not an image.' });
    expect(await db.category.findUniqueOrThrow({ where: { id: created._id } })).toMatchObject({ name: created.name, description: "d", imageKey: key });
    expect(await readFile(key!)).not.toBeNull();
  });
});

describe("PATCH /api/category/change-status/{id}/{true|false}", () => {
  it("hides a category from the storefront at once (its listing's slug check and the category list) and shows it again", async () => {
    const category = await createCategory({ name: name("Kadas") });
    // The proxy's slug list and the category list have read it while it was active.
    expect(await isActiveCategorySlug(category.slug)).toBe(true);
    expect((await listCategories()).map((c) => c.id)).toContain(category.id);

    invalidatedTags.length = 0;
    const off = await setStatus(category.id, "false");
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 1, msg: CATEGORY_MSG.deactivated, category: { _id: category.id, status: false } });
    // Without refreshStorefront the proxy would still know the slug for half a minute, and the
    // cached category list would not be expired.
    expect(invalidatedTags).toContain("categories");
    expect(await isActiveCategorySlug(category.slug)).toBe(false);
    expect((await listCategories()).map((c) => c.id)).not.toContain(category.id);

    const audit = await lastAudit(category.id, "status");
    expect(audit).toMatchObject({ adminId: admin.id, actor: admin.email, summary: `Deactivated category "${category.name}"` });
    expect(audit?.changes).toEqual({ status: [true, false] });

    const on = await setStatus(category.id, "true");
    expect(on.body).toMatchObject({ msg: CATEGORY_MSG.activated, category: { status: true } });
    expect(await isActiveCategorySlug(category.slug)).toBe(true);
    expect((await listCategories()).map((c) => c.id)).toContain(category.id);
  });

  it("changes nothing and logs nothing when the status is already so", async () => {
    const category = await createCategory({ name: name() });
    const res = await setStatus(category.id, "true");
    expect(res.status).toBe(200);
    expect(await lastAudit(category.id, "status")).toBeNull();
  });

  it("refuses a status other than true or false (400) and an unknown category (404)", async () => {
    const category = await createCategory({ name: name() });
    const bad = await setStatus(category.id, "maybe");
    expect(bad.status).toBe(400);
    expect(bad.body?.msg).toContain(CATEGORY_MSG.badStatus);
    const missing = await setStatus("c" + "1".repeat(24), "false");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 0, msg: CATEGORY_MSG.notFound });
  });
});

describe("DELETE /api/category/delete/{id}", () => {
  it("refuses while products (active or not) are in it, with the count: 409", async () => {
    const category = await createCategory({ name: name() });
    await createProduct({ categoryId: category.id, active: false });
    const one = await remove(category.id);
    expect(one.status).toBe(409);
    expect(one.body).toEqual({ status: 0, msg: "This category still has 1 product. Move or delete them first." });
    await createProduct({ categoryId: category.id });
    const two = await remove(category.id);
    expect(two.body).toEqual({ status: 0, msg: "This category still has 2 products. Move or delete them first." });
    expect(await db.category.count({ where: { id: category.id } })).toBe(1);
    expect(await lastAudit(category.id, "delete")).toBeNull();
  });

  it("deletes an empty category and its stored picture, logs it, and the storefront forgets it at once", async () => {
    const created = await createOk({ name: name("Brooches"), description: "d" });
    const key = (await keyOf(created._id))!;
    expect(await isActiveCategorySlug(created.slug)).toBe(true);
    invalidatedTags.length = 0;

    const res = await remove(created._id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1, msg: CATEGORY_MSG.deleted });
    expect(await db.category.count({ where: { id: created._id } })).toBe(0);
    expect(await readFile(key)).toBeNull();
    expect(invalidatedTags).toContain("categories");
    expect(await isActiveCategorySlug(created.slug)).toBe(false);
    expect((await listCategories()).map((c) => c.id)).not.toContain(created._id);

    const audit = await lastAudit(created._id, "delete");
    expect(audit).toMatchObject({ adminId: admin.id, summary: `Deleted category "${created.name}" (${created.slug})` });
  });

  it("answers 404 for an unknown category", async () => {
    const res = await remove("c" + "2".repeat(24));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 0, msg: CATEGORY_MSG.notFound });
  });
});
