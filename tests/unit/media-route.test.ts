import { rm } from "node:fs/promises";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/media/[...key]/route";
import { deleteFile, isValidMediaKey, mediaContentType, readFile, saveFile } from "@/server/media/local-storage";

// The media route and the local upload store: stored demo pictures, stored files, byte ranges for
// videos, and keys that try to escape the media folder. Drawing demo pictures for the keys the
// database uses is tested against a real database in tests/integration/demo-media.test.ts.

// src/env.ts reads MEDIA_DIR when first imported, so the temporary folder is set before any import.
const dir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const os = await import("node:os");
  const path = await import("node:path");
  const folder = await mkdtemp(path.join(os.tmpdir(), "media-test-"));
  process.env.MEDIA_DIR = folder;
  return folder;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function get(key: string, headers: Record<string, string> = {}) {
  const url = `http://localhost/media/${key}`;
  return GET(new NextRequest(url, { headers }), { params: Promise.resolve({ key: key.split("/") }) });
}

describe("local storage keys", () => {
  it.each(["products/2026/ab12.webp", "a.png", "x/y/z-1_2.JPG", "v/clip.mp4", "v/clip.webm", "p/photo.jpeg", "p/photo.avif"])("accepts %s", (key) => {
    expect(isValidMediaKey(key)).toBe(true);
  });

  it.each([
    "../secret.webp",
    "a/../../b.webp",
    "a/..",
    "/etc/passwd.png",
    "a\\b.webp",
    "a//b.webp",
    "a/.hidden.webp",
    "a b.webp",
    "ümlaut.webp",
    "page.html",
    "image.svg",
    "noext",
    "a/b.webp/",
    "",
  ])("rejects %j", (key) => {
    expect(isValidMediaKey(key)).toBe(false);
  });

  it("knows the content type of each served extension", () => {
    expect(mediaContentType("a.webp")).toBe("image/webp");
    expect(mediaContentType("a.JPG")).toBe("image/jpeg");
    expect(mediaContentType("a.mp4")).toBe("video/mp4");
    expect(mediaContentType("a.svg")).toBeNull();
  });

  it("saves, reads and deletes files, and refuses bad keys on save", async () => {
    await saveFile("products/x/one.png", new Uint8Array([1, 2, 3]));
    expect([...(await readFile("products/x/one.png"))!]).toEqual([1, 2, 3]);
    expect(await deleteFile("products/x/one.png")).toBe(true);
    expect(await deleteFile("products/x/one.png")).toBe(false);
    expect(await readFile("products/x/one.png")).toBeNull();
    expect(await readFile("../one.png")).toBeNull();
    await expect(saveFile("../escape.png", new Uint8Array([1]))).rejects.toThrow("Invalid media key.");
    await expect(saveFile("evil.html", new Uint8Array([1]))).rejects.toThrow("Invalid media key.");
  });
});

describe("GET /media/[...key]", () => {
  it("serves stored demo pictures as immutable WebP, without drawing or the database", async () => {
    const sharp = (await import("sharp")).default;
    const stored = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c0c0c0" } }).webp().toBuffer();
    await saveFile("demo/p/ring-0-silver-0.webp", stored);
    const res = await get("demo/p/ring-0-silver-0.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString("ascii")).toBe("WEBP");
    expect(bytes.equals(stored)).toBe(true);
  });

  it("answers unknown demo keys and missing files with a 404 envelope", async () => {
    for (const key of ["demo/p/ring-0-silver-9.webp", "demo/nothing.webp", "uploads/missing.webp", "../../etc/passwd", "a/.env", "x.svg"]) {
      const res = await get(key);
      expect(res.status, key).toBe(404);
      expect(await res.json(), key).toEqual({ status: 0, msg: "File not found." });
    }
  });

  it("serves stored uploads with their content type", async () => {
    await saveFile("uploads/pic.png", new Uint8Array([137, 80, 78, 71]));
    const res = await get("uploads/pic.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it("serves byte ranges of videos", async () => {
    await saveFile("videos/clip.mp4", new Uint8Array(Array.from({ length: 100 }, (_, i) => i)));
    const part = await get("videos/clip.mp4", { range: "bytes=10-19" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 10-19/100");
    expect(part.headers.get("content-type")).toBe("video/mp4");
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);

    const tail = await get("videos/clip.mp4", { range: "bytes=-5" });
    expect([...new Uint8Array(await tail.arrayBuffer())]).toEqual([95, 96, 97, 98, 99]);

    const whole = await get("videos/clip.mp4");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect((await whole.arrayBuffer()).byteLength).toBe(100);

    const beyond = await get("videos/clip.mp4", { range: "bytes=500-" });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe("bytes */100");
  });
});
