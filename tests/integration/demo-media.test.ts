import { rm } from "node:fs/promises";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/media/[...key]/route";
import { demoKey } from "@/server/demo-media";
import { db } from "@/server/db";
import { readFile } from "@/server/media/local-storage";
import { createCategory, createProduct } from "../support/factories";

// GET /media/demo/... against the real database: a demo picture is drawn only for a key a row
// uses (or the home page's banners), once, and then served from the media storage; other keys are
// 404; a rush of first requests beyond the render queue gets 503 with Retry-After.

// src/env.ts reads MEDIA_DIR when first imported, so the temporary folder is set before any import.
const mediaDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const os = await import("node:os");
  const path = await import("node:path");
  const dir = await mkdtemp(path.join(os.tmpdir(), "demo-media-int-"));
  process.env.MEDIA_DIR = dir;
  return dir;
});

// Variants 80–99 are used by no seed, so these keys exist only because this file's rows use them.
const USED = demoKey({ kind: "gift-box", variant: 90, metal: "gold", view: 1 });
const TILE = demoKey({ kind: "category", slug: "gift-cases" });
const UNUSED = demoKey({ kind: "gift-box", variant: 91, metal: "gold", view: 1 });
const RUSH = Array.from({ length: 20 }, (_, i) => demoKey({ kind: "ring", variant: 80 + i, metal: "silver", view: 3 }));

let categoryId: string;

beforeAll(async () => {
  const category = await createCategory({ imageUrl: `/media/${TILE}` });
  categoryId = category.id;
  await createProduct({ categoryId, images: [`/media/${USED}`] });
  for (let i = 0; i < RUSH.length; i += 4) await createProduct({ categoryId, images: RUSH.slice(i, i + 4).map((k) => `/media/${k}`) });
});

afterAll(async () => {
  await db.product.deleteMany({ where: { categoryId } });
  await db.category.delete({ where: { id: categoryId } });
  await rm(mediaDir, { recursive: true, force: true });
});

function get(key: string) {
  return GET(new NextRequest(`http://localhost/media/${key}`), { params: Promise.resolve({ key: key.split("/") }) });
}

const isWebp = (b: Buffer) => b.subarray(0, 4).toString("ascii") === "RIFF" && b.subarray(8, 12).toString("ascii") === "WEBP";

describe("GET /media/demo/...", () => {
  it("draws a picture a product uses, stores it, and serves the stored bytes afterwards", async () => {
    expect(await readFile(USED)).toBeNull();
    const first = await get(USED);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(isWebp(bytes)).toBe(true);

    const stored = await readFile(USED);
    expect(stored?.equals(bytes)).toBe(true);
    const again = Buffer.from(await (await get(USED)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it("draws a category tile a category uses and the home page's banners", async () => {
    for (const key of [TILE, "demo/hero/2.webp"]) {
      const res = await get(key);
      expect(res.status, key).toBe(200);
      expect(isWebp(Buffer.from(await res.arrayBuffer())), key).toBe(true);
    }
  });

  it("answers a well-formed key that nothing uses with 404 and draws nothing", async () => {
    const res = await get(UNUSED);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 0, msg: "File not found." });
    expect(await readFile(UNUSED)).toBeNull();
  });

  it("answers a rush beyond 2 renders and 16 waiting with 503 and Retry-After, and serves them later", async () => {
    const responses = await Promise.all(RUSH.map((key) => get(key)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(18);
    const refused = responses.filter((r) => r.status === 503);
    expect(refused).toHaveLength(2);
    for (const res of refused) {
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual({ status: 0, msg: "Pictures are being prepared. Please try again in a few seconds." });
    }
    for (const [i, key] of RUSH.entries()) {
      if (statuses[i] !== 503) continue;
      expect((await get(key)).status, key).toBe(200);
    }
  }, 90_000); // 20 real renders, two at a time, on a busy 2-core box
});
