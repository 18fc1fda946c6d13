import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getBlog } from "@/app/api/blog/[id]/route";
import { GET as getBlogs } from "@/app/api/blog/route";
import { GET as getProduct } from "@/app/api/product/[id]/route";
import { GET as getProducts } from "@/app/api/product/route";
import { createBlogPost, createCategory, createProduct, uniq } from "../support/factories";

// The catalogue API as an outsider probes it, through the real route handlers and database:
// malformed numbers, repeated and control-character values, ids of the wrong shape, wrong methods
// and unknown paths all get a 4xx in the envelope that no cache may keep. The cases that only a
// real server shows (%ZZ in a path, src/proxy.ts) are in tests/e2e/api-hardening.spec.ts.

type Body = { status: 0 | 1; msg: string } & Record<string, unknown>;
// Any route handler, whatever its params: the test passes the params each one expects.
type Handler = (request: NextRequest, context: { params: Promise<never> }) => Promise<Response>;

const API_DIR = path.resolve(import.meta.dirname, "../../src/app/api");
const CATCH_ALL = "[[...path]]/route.ts";
/** src/app/api/v: the catalogue's cached answers (src/server/catalogue/api-views.ts). */
const INTERNAL = "v/[kind]/[view]/route.ts";
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

async function send(handler: Handler, url: string, params: Record<string, string | string[]> = {}, method = "GET") {
  const response = await handler(new NextRequest(`http://localhost${url}`, { method }), { params: Promise.resolve(params as never) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Body | null };
}

function expectFailure(res: Awaited<ReturnType<typeof send>>, status: number, msg?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body?.status).toBe(0);
  expect(typeof res.body?.msg).toBe("string");
  if (msg !== undefined) expect(res.body?.msg).toBe(msg);
  expect(res.headers.get("cache-control")).toBe("no-store");
}

const u = uniq();
let category: Awaited<ReturnType<typeof createCategory>>;
let product: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  category = await createCategory({ slug: `hardening-${u}` });
  product = await createProduct({ categoryId: category.id, name: `Hardening ${u}` });
});

describe("product ids", () => {
  it("are Prisma cuids, the shape the id schema accepts", () => {
    expect(product.id).toMatch(/^c[a-z0-9]{24}$/);
  });
});

describe("query values", () => {
  const list = (query: string) => send(getProducts as Handler, `/api/product?category_slug=hardening-${u}&${query}`);

  it.each([
    ["limit=0x10", "Invalid query. limit: must be a number"],
    ["limit=1e1", "Invalid query. limit: must be a number"],
    ["limit=%2012", "Invalid query. limit: must be a number"],
    ["limit=12%20", "Invalid query. limit: must be a number"],
    ["page=%2B2", "Invalid query. page: must be a number"],
    ["page=99999999999999999999999", "Invalid query. page: is too large"],
    ["page=1&page=2", "Invalid query. page: must be given only once"],
    ["sort=name&sort=newest", "Invalid query. sort: must be given only once"],
    ["flag=bestSeller%00", "Invalid query. flag: must not contain control characters"],
    ["price_band=%0Aunder-1000", "Invalid query. price_band: must not contain control characters"],
    ["unknown=%7F", "Invalid query. unknown: must not contain control characters"],
    ["x%00y=1", "Invalid query. A parameter name contains a control character."],
    ["exclude=abc", "Invalid query. exclude: must be a product id"],
    ["exclude=%27%20OR%201%3D1", "Invalid query. exclude: must be a product id"],
    ["color=Rose%20Gold", "Invalid query. color: must be a slug (lower-case letters, digits and hyphens)"],
    ["in_stock=yes", "Invalid query. in_stock: must be 1, 0, true or false"],
  ])("400s %s", async (query, msg) => {
    expectFailure(await list(query), 400, msg);
  });

  it("ignores parameters it does not read, even repeated or named __proto__", async () => {
    const res = await list("utm=a&utm=b&__proto__=x&constructor=y");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body!.prod as Array<{ _id: string }>).map((p) => p._id)).toEqual([product.id]);
  });

  it("accepts the documented values: digits, a product id to exclude, in_stock", async () => {
    const res = await list(`limit=012&page=1&in_stock=true&exclude=${product.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 1, total: 0, limit: 12 });
  });

  it("refuses control characters in blog search and tag, and a repeated search", async () => {
    expectFailure(await send(getBlogs as Handler, "/api/blog?search=care%00"), 400, "Invalid query. search: must not contain control characters");
    expectFailure(await send(getBlogs as Handler, "/api/blog?tag=%1Btips"), 400, "Invalid query. tag: must not contain control characters");
    expectFailure(await send(getBlogs as Handler, "/api/blog?search=a&search=b"), 400, "Invalid query. search: must be given only once");
    expectFailure(await send(getBlogs as Handler, "/api/blog?page=1e1"), 400, "Invalid query. page: must be a number");
  });
});

describe("path values", () => {
  it("400s a product id of the wrong shape or with a control character, 404s a well-formed unknown one", async () => {
    expectFailure(await send(getProduct as Handler, "/api/product/x", { id: "nope" }), 400, "Invalid path. id: must be a product id");
    expectFailure(await send(getProduct as Handler, "/api/product/x", { id: `${product.id}\u0000` }), 400, "Invalid path. id: must not contain control characters");
    expectFailure(await send(getProduct as Handler, "/api/product/x", { id: "c" + "0".repeat(24) }), 404, "Product not found");
    const found = await send(getProduct as Handler, `/api/product/${product.id}`, { id: product.id });
    expect(found.status).toBe(200);
  });

  it("still finds a blog post by id and by slug, and 400s a control character", async () => {
    const post = await createBlogPost({ title: `Hardening ${u}` });
    for (const key of [post.id, post.slug]) expect((await send(getBlog as Handler, `/api/blog/${key}`, { id: key })).status).toBe(200);
    expectFailure(await send(getBlog as Handler, "/api/blog/x", { id: "care\u0000" }), 400, "Invalid path. id: must not contain control characters");
    expectFailure(await send(getBlog as Handler, "/api/blog/x", { id: "Care Tips" }), 400, "Invalid path. id: must be a post id or slug");
  });
});

describe("blog search text", () => {
  it("matches % and _ literally", async () => {
    const w = uniq(); // this test's own posts only
    const percent = await createBlogPost({ title: `Offer 100% ${w}` });
    const digits = await createBlogPost({ title: `Offer 1009 ${w}` });
    const underscore = await createBlogPost({ title: `Code a_b ${w}` });
    const letter = await createBlogPost({ title: `Code axb ${w}` });
    const search = async (text: string) =>
      ((await send(getBlogs as Handler, `/api/blog?search=${encodeURIComponent(text)}`)).body!.blogs as Array<{ _id: string }>).map((b) => b._id);
    expect(await search(`100% ${w}`)).toEqual([percent.id]);
    expect(await search(`a_b ${w}`)).toEqual([underscore.id]);
    expect(await search(`Offer ${w}`)).toEqual([]); // no wildcard between the words either
    expect(new Set(await search(w))).toEqual(new Set([percent.id, digits.id, underscore.id, letter.id]));
    expect(await search(`\\ ${w}`)).toEqual([]); // a backslash is text too, not an escape
  });
});

describe("error answers are never cacheable", () => {
  it("a 404 from the data layer carries Cache-Control: no-store", async () => {
    expectFailure(await send(getProducts as Handler, `/api/product?category_slug=no-such-${u}`), 404, "Category not found");
  });
});

// Every route file under src/app/api, found on disk, so a new one is checked without editing this.
const routeFiles = (readdirSync(API_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith("route.ts"))
  .map((file) => file.split(path.sep).join("/"))
  .sort();

describe("wrong methods", () => {
  it("finds the route files", () => {
    expect(routeFiles).toContain("product/route.ts");
    expect(routeFiles).toContain(CATCH_ALL);
  });

  it("keeps the catalogue's cached answers to GET: another method would make Next render them per request", async () => {
    // Reached only through src/proxy.ts's rewrite of a GET or HEAD; the proxy answers every direct
    // request under /api/v, whatever its method, with a 404 (tests/e2e/api-hardening.spec.ts).
    const mod = (await import(path.join(API_DIR, INTERNAL))) as Record<string, Handler | undefined>;
    expect(typeof mod.GET).toBe("function");
    for (const method of [...METHODS.filter((m) => m !== "GET"), "OPTIONS"]) expect(mod[method], method).toBeUndefined();
  });

  it.each(routeFiles.filter((file) => file !== CATCH_ALL && file !== INTERNAL))(
    "%s answers every method it does not implement with 405, Allow and the envelope",
    async (file) => {
      const mod = (await import(path.join(API_DIR, file))) as Record<string, Handler | undefined>;
      for (const method of [...METHODS, "OPTIONS"]) {
        expect(typeof mod[method], `${file} must export ${method}: end it with "export const { ... } = otherMethods({ GET })"`).toBe("function");
      }
      const options = await send(mod.OPTIONS!, "/api/x", {}, "OPTIONS");
      expect(options.status).toBe(204);
      const allow = options.headers.get("allow") ?? "";
      const implemented = METHODS.filter((method) => allow.split(", ").includes(method));
      expect(implemented.length, `${file}: OPTIONS must list what it implements`).toBeGreaterThan(0);
      if (implemented.includes("GET")) expect(allow).toContain("HEAD");
      for (const method of METHODS.filter((m) => !implemented.includes(m))) {
        const res = await send(mod[method]!, "/api/x", {}, method);
        expectFailure(res, 405);
        expect(res.headers.get("allow"), `${file} ${method}`).toBe(allow);
        expect(res.body!.msg).toContain(allow);
      }
    },
  );
});

describe("unknown /api paths", () => {
  it.each([...METHODS, "OPTIONS"])("answer %s with a JSON 404 in the envelope", async (method) => {
    const mod = (await import(path.join(API_DIR, CATCH_ALL))) as Record<string, Handler | undefined>;
    expect(typeof mod[method]).toBe("function");
    const res = await send(mod[method]!, "/api/no-such-thing", { path: ["no-such-thing"] }, method);
    expectFailure(res, 404, "Not found. There is no API at this address.");
  });
});
