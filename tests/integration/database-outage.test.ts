import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

// The database out of reach for a while (issue 20): the API answers 503 in the envelope with
// Retry-After, never a hang or a stack trace, and the shop recovers on its own when the database
// returns. The app's own client (src/server/db.ts, its settings and pool) talks to PostgreSQL
// through a TCP proxy this test can cut and restore; the shared server itself is never touched.

let proxy: TcpProxy;
let GET: (request: NextRequest, context: { params: Promise<Record<string, never>> }) => Promise<Response>;
let errorResponse: (error: unknown) => Response;
let db: { $disconnect: () => Promise<void> };

const call = () => GET(new NextRequest("http://localhost/api/category"), { params: Promise.resolve({}) });

beforeAll(async () => {
  const url = new URL(process.env.DATABASE_URL!);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  // Before the app is loaded: src/env.ts reads the address once, and src/server/db.ts makes its client from it.
  process.env.DATABASE_URL = url.toString();
  ({ GET } = await import("@/app/api/category/route"));
  ({ errorResponse } = await import("@/server/http/envelope"));
  ({ db } = await import("@/server/db"));
});

afterAll(async () => {
  await db?.$disconnect();
  await proxy?.close();
});

async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe("the database out of reach", () => {
  it("answers 503 with Retry-After while it is cut, quickly, and 200 again once it is back", async () => {
    expect((await call()).status).toBe(200);

    await proxy.cut(); // open connections dropped, new ones refused
    const started = Date.now();
    const during = await call();
    expect(Date.now() - started).toBeLessThan(6_000); // the pool's connect bound, never a hang
    expect(during.status).toBe(503);
    expect(during.headers.get("retry-after")).toBe("5");
    expect(during.headers.get("cache-control")).toBe("no-store");
    const body = (await during.json()) as { status: number; msg: string };
    expect(body).toEqual({ status: 0, msg: "The shop cannot reach its database right now. Please try again in a moment." });
    // A second request during the outage: the same answer (and the pool does not stay broken).
    expect((await call()).status).toBe(503);

    await proxy.restore();
    expect(await eventually(async () => (await call()).status === 200, 10_000)).toBe(true);
  });

  it("keeps the proxy's listing and blog checks answering from what they last read, and reads again once it is back", async () => {
    const { createCategory } = await import("../support/factories");
    const slugs = await import("@/server/catalogue/listing-slugs");
    const blog = await import("@/server/blog/blog-page-count");
    const category = await createCategory();
    expect(await slugs.isActiveCategorySlug(category.slug)).toBe(true);
    const blogPage2 = await blog.isBlogListPage(2);
    slugs.forgetListingSlugs(); // the next check wants a fresh read...
    blog.forgetBlogPageCount();

    await proxy.cut(); // ...and cannot get one
    await expect(slugs.isActiveCategorySlug(category.slug)).resolves.toBe(true);
    await expect(slugs.isActiveCategorySlug("no-such-category")).resolves.toBe(false);
    await expect(blog.isBlogListPage(2)).resolves.toBe(blogPage2);

    await proxy.restore();
    const added = await createCategory(); // a read after the outage finds what is new
    expect(await eventually(() => slugs.isActiveCategorySlug(added.slug), 10_000)).toBe(true);
  });

  it("maps only an unreachable database to 503: a duplicate stays a 409 and an unknown failure a 500", async () => {
    expect(errorResponse(Object.assign(new Error("Unique constraint failed"), { code: "P2002" })).status).toBe(409);
    expect(errorResponse(new Error("something else")).status).toBe(500);
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(errorResponse(new Error("query failed", { cause: refused })).status).toBe(503);
  });
});
