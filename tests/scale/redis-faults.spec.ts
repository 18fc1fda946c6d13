import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import type { MoneyClient } from "@/server/db-money";
import { formatRupees } from "@/lib/format";
import { href } from "@/lib/links";
import { startInstance, type Instance } from "../support/instances";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { type Client, REDIS_URL, dropRedisKeys, newClient, newPrisma, productEditForm, redisPrefix, signInAsOwner, text, within } from "./support";

// Redis is an accelerator, never a dependency (issue 20): instance B reaches Redis through a TCP
// proxy the test cuts and restores, instance A directly. Redis out of reach at B's start or in the
// middle of a run: B keeps answering, quickly, says so once; when Redis is back, sharing resumes
// without a restart.

const FAST_MS = 1_500;

let a: Instance;
let b: Instance;
let redis: TcpProxy;
let prisma: MoneyClient;
let owner: Client;
const prefix = redisPrefix("faults");

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  prisma = newPrisma();
  const target = new URL(REDIS_URL);
  redis = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  await redis.cut(); // Redis is out of reach when B starts
  a = startInstance(4011, { REDIS_URL, REDIS_KEY_PREFIX: prefix });
  b = startInstance(4012, { REDIS_URL: `redis://127.0.0.1:${redis.port}`, REDIS_KEY_PREFIX: prefix });
  await Promise.all([a.ready(), b.ready()]);
  owner = newClient();
  await signInAsOwner(owner, a.url);
});

test.afterAll(async () => {
  await Promise.all([a?.term(), b?.term()]);
  await redis?.close();
  await prisma?.$disconnect();
  await dropRedisKeys(prefix);
});

async function demoPiece() {
  const product = await prisma.product.findFirstOrThrow({ where: { active: true, stock: { gt: 0 } }, orderBy: { code: "asc" }, include: { colors: true } });
  return product;
}

/** Times one GET; fails unless it answers 200. */
async function timedGet(url: string): Promise<number> {
  const started = Date.now();
  const page = await text(url);
  expect(page.status, url).toBe(200);
  return Date.now() - started;
}

function setPrice(productId: string, product: Awaited<ReturnType<typeof demoPiece>>, rupees: number, discount = "0") {
  const form = productEditForm(product, product.colors.map((c) => c.colorId), { price: String(rupees), discount });
  return owner.fetch(`${a.url}/api/product/update/${productId}`, { method: "PATCH", body: form });
}

test("Redis out of reach at start, then back: B answers quickly throughout, warns once, and shares again without a restart", async () => {
  const product = await demoPiece();
  const urls = [href.home(), href.product(product.id), href.products(), href.search("ring"), "/api/product?limit=12"];
  for (const url of urls) for (let i = 0; i < 2; i++) expect(await timedGet(b.url + url), url).toBeLessThan(FAST_MS);
  const warnings = () => b.output().split("\n").filter((line) => line.includes("[shared-cache] Redis unreachable"));
  expect(warnings()).toHaveLength(1);

  // Redis is back: B reconnects by itself, and a change made through A shows on B within 2 s.
  await redis.restore();
  await within(5_000, "B reconnected (a product page cached by A is served on B)", async () => redis.connections() > 0);
  const rupees = 1000 + randomBytes(1)[0]!;
  expect((await setPrice(product.id, product, rupees)).status).toBe(200);
  await within(2_000, "B shows A's new price", async () => (await text(b.url + href.product(product.id))).body.includes(formatRupees(rupees * 100)));
  // Put the demo price back.
  expect((await setPrice(product.id, product, product.pricePaise / 100, product.discountPercent.toString())).status).toBe(200);
});

test("Redis cut and then silent mid-run: every request on B still answers 200 within 1.5 s", async () => {
  const product = await demoPiece();
  const urls = [href.home(), href.product(product.id), href.products(), "/api/product?limit=12"];
  for (const url of urls) await timedGet(b.url + url);

  for (const fault of ["cut", "blackhole"] as const) {
    if (fault === "cut") await redis.cut();
    else {
      await redis.restore();
      await within(5_000, "B reconnected", async () => redis.connections() > 0);
      redis.blackhole(true);
    }
    const times: number[] = [];
    for (let i = 0; i < 5; i++) for (const url of urls) times.push(await timedGet(b.url + url));
    expect(Math.max(...times), `${fault}: slowest of ${times.length} requests`).toBeLessThan(FAST_MS);
  }
  redis.blackhole(false);
});
