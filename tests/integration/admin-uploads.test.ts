import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import type { AdminProductJSON } from "@/lib/admin/product-json-types";
import { mediaRoot } from "@/server/media/local-storage";
import * as createRoute from "@/app/api/product/create/route";
import { createCategory, createColor, uniq } from "../support/factories";
import { adminSessionOf, callMultipart, createAdmin, pngFile } from "./admin-support";

// Abuse of the product upload (issue 13 "Uploads", back office §5): what is stored is decided by
// the file's bytes, never by its name or claimed type; names are the server's; limits hold.

// src/env.ts reads MEDIA_DIR when first imported, so the temporary folder is set before any import.
const mediaDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const os = await import("node:os");
  const p = await import("node:path");
  const root = await mkdtemp(p.join(os.tmpdir(), "admin-uploads-int-"));
  const dir = p.join(root, "media");
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
  await rm(path.dirname(mediaDir), { recursive: true, force: true });
});

function form(images: File[]): FormData {
  const body = new FormData();
  const values = { name: `Upload Ring ${uniq()}`, price: "100", discount: "0", quantity: "1", weight: "2", categoryID: categoryId, colors: colorId };
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  for (const image of images) body.append("images", image);
  return body;
}

const create = (images: File[]) => callMultipart(createRoute.POST, { form: form(images), adminToken: token });

/** Every file under the temporary folder (MEDIA_DIR's parent), relative to it. */
async function allFiles(): Promise<string[]> {
  return (await readdir(path.dirname(mediaDir), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.relative(path.dirname(mediaDir), path.join(entry.parentPath, entry.name)));
}

const text = (name: string, content: string, type: string) => new File([content], name, { type });

describe("product picture uploads", () => {
  it("refuses a text file named .png, an SVG and an HTML file (400, not an image), storing nothing", async () => {
    const before = await allFiles();
    const cases = [
      text("ring.png", "just some text, not a picture", "image/png"),
      text("ring.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "image/svg+xml"),
      text("ring.html", "<!doctype html><script>alert(1)</script>", "text/html"),
    ];
    for (const file of cases) {
      const res = await create([file]);
      expect(res.status, file.name).toBe(400);
      expect(res.body!.msg).toBe(PRODUCT_MSG.notAnImage(file.name));
    }
    expect(await allFiles()).toEqual(before);
  });

  it("deletes the pictures already stored when a later one is refused", async () => {
    const before = await allFiles();
    const res = await create([await pngFile("good.png"), text("bad.png", "nope", "image/png")]);
    expect(res.status).toBe(400);
    expect(await allFiles()).toEqual(before);
  });

  it("refuses a picture over 5 MB with 413 and the spec's message", async () => {
    const big = new File([new Uint8Array(6 * 1024 * 1024)], "huge.png", { type: "image/png" });
    const res = await create([big]);
    expect(res.status).toBe(413);
    expect(res.body!.msg).toBe('Image "huge.png" is too large. Max 5MB each.');
  });

  it("stores a picture named ../../etc/passwd.png under a name the server makes, inside MEDIA_DIR", async () => {
    const png = await pngFile();
    const evil = new File([await png.arrayBuffer()], "../../etc/passwd.png", { type: "image/png" });
    const res = await create([evil]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const url = (res.body!.product as AdminProductJSON).images[0]!.url;
    expect(url).not.toContain("..");
    expect(url).not.toContain("passwd");
    expect(url).toMatch(/^\/media\/products\/\d{4}\/[0-9a-f-]{36}\.webp$/);
    const files = await allFiles();
    expect(files.every((file) => file.startsWith(`media${path.sep}`))).toBe(true);
    expect(files.some((file) => file.includes("passwd"))).toBe(false);
    expect(mediaRoot()).toBe(mediaDir);
  });

  it("refuses 11 pictures (400, up to 10)", async () => {
    const png = await pngFile();
    const res = await create(Array.from({ length: 11 }, (_, i) => new File([png], `r${i}.png`, { type: "image/png" })));
    expect(res.status).toBe(400);
    expect(res.body!.msg).toBe(PRODUCT_MSG.tooManyImages);
  });
});
