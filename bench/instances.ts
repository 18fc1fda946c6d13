// `npm run bench:instances`: one instance against two (issue 20, "several instances").
//
// 1. A fresh PostgreSQL database (TEST_DATABASE_URL / DATABASE_URL server: two instances need one
//    database server, the embedded PGlite serves one process only) with the demo data, and the same
//    production build as bench/run.ts (.next-bench, NEXT_PUBLIC_SITE_URL http://127.0.0.1:BENCH_PORT).
// 2. Two setups, both behind a round-robin balancer in this process (the scale tests' own,
//    tests/support/round-robin.ts), so its cost is in both:
//      A. one instance (`node scripts/serve.mjs`) without REDIS_URL: its own in-process caches;
//      B. two instances of the same build on the same database, sharing their cache through Redis.
//    Nothing is pinned to a core: the instances, the balancer and autocannon share the machine's cores
//    as the OS schedules them, the same way in both setups.
// 3. For each setup: five catalogue targets (5 s warm-up, 10 s measured, 50 connections, compressed
//    responses requested), then a checkout mix: autocannon on a fresh piece's product page while 40
//    buyers (10 at a time) each buy 1 of its 15 pieces through the balancer. Exactly 15 must be paid,
//    the stock must end at 0, and no request may fail (5xx, network error). Any error: exit 1.
// 4. Printed, and written to bench/RESULTS.md as its section "## Two instances (issue 20)" (only when the run
//    passed). The database, the instances, the balancer and the run's Redis keys are removed at the end.
//
// Options: --skip-build (reuse .next-bench when it has a build). Env: BENCH_DIST_DIR, BENCH_PORT
// (as bench/server.ts), TEST_REDIS_URL (default redis://127.0.0.1:6379).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { type MoneyClient, withMoneyAsNumbers } from "@/server/db-money";
import { provisionDatabase, testServerUrl } from "../scripts/db/provision";
import { runCommandOrThrow } from "../scripts/run-command";
import { freePort, serveInstance } from "../tests/support/instances";
import { dropRedisKeys } from "../tests/support/redis-keys";
import { startRoundRobin, type RoundRobin } from "../tests/support/round-robin";
import { type Load, autocannon, machineLine } from "./server";

const ROOT = path.resolve(import.meta.dirname, "..");
// The same build (and build environment) as bench/server.ts.
const PORT = Number(process.env.BENCH_PORT || 3300);
const DIST_DIR = process.env.BENCH_DIST_DIR || ".next-bench";
const SITE_URL = `http://127.0.0.1:${PORT}`;
const ORIGIN = new URL(SITE_URL).origin;
const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 5;
const DURATION = 10;
const STOCK = 15;
const BUYERS = 40;
const BATCH = 10;

interface Target {
  name: string;
  path: string;
}

interface CheckoutMix {
  paid: number;
  outcomes: Record<string, number>;
  stockAfter: number;
  soldPaid: number;
  failures: string[];
  load: Load;
  seconds: number;
}

interface SetupResult {
  name: string;
  instances: number;
  loads: (Target & Load)[];
  checkout: CheckoutMix;
  /** Requests the balancer sent to each instance over the whole setup. */
  split: number[];
  balancer: ReturnType<RoundRobin["problems"]>;
}

// --- load ---------------------------------------------------------------------------------------

/** autocannon, as the OS schedules it (nothing is pinned here: see the file's header). */
const runLoad = (url: string, duration: number) => autocannon(url, { duration, connections: CONNECTIONS });

// --- the balancer -------------------------------------------------------------------------------

// --- instances ----------------------------------------------------------------------------------

interface Instance {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** `node scripts/serve.mjs` (what `npm start` and a deployment run) on the bench build; resolves once it answers. */
async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const instance = serveInstance(await freePort(), env);
  const stop = async () => {
    await instance.term();
  };
  try {
    await instance.ready(120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: instance.url, output: instance.output, stop };
}

// --- the checkout mix ---------------------------------------------------------------------------

const ownAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 254)}`;

/** A shopper of one address of its own (X-Forwarded-For; the instances trust one hop), with a cookie jar, from the shop's origin. */
function newShopper() {
  const address = ownAddress();
  let cookie = "";
  return async (url: string, json: unknown) => {
    const headers = new Headers({ "x-forwarded-for": address, origin: ORIGIN, "content-type": "application/json" });
    if (cookie) headers.set("cookie", cookie);
    const res = await fetch(url, { method: "POST", headers, body: JSON.stringify(json), redirect: "manual", signal: AbortSignal.timeout(30_000) });
    const pairs = res.headers.getSetCookie().map((line) => line.split(";")[0]!);
    if (pairs.length > 0) {
      const jar = new Map(cookie ? cookie.split("; ").map((pair) => [pair.split("=")[0]!, pair] as const) : []);
      for (const pair of pairs) jar.set(pair.split("=")[0]!, pair);
      cookie = [...jar.values()].join("; ");
    }
    return res;
  };
}

/** One buyer: create-order, the local Checkout's Pay, verify, all through the balancer. Returns "step status". */
async function buy(base: string, product: { id: string; name: string }, n: number): Promise<string> {
  const post = newShopper();
  try {
    const created = await post(`${base}/api/payments/create-order`, {
      amount: 1,
      currency: "INR",
      receipt: `rcpt_${n}`,
      metadata: {
        notes: "",
        items: [{ id: product.id, name: product.name, quantity: 1, price: 1 }],
        customer: { name: "Asha Verma", email: `asha.bench${n}@example.com`, contact: "9876543210", address: { line1: "1 MG Road", city: "Pune", state: "Maharashtra", postalCode: "411001" } },
      },
    });
    if (created.status !== 201) return `create-order ${created.status}`;
    const order = ((await created.json()) as { data: { razorpayOrderId: string; orderId: string } }).data;
    const authorized = await post(`${base}/api/payments/local/authorize`, { razorpayOrderId: order.razorpayOrderId, outcome: "success" });
    if (authorized.status !== 200) return `authorize ${authorized.status}`;
    const paid = ((await authorized.json()) as { data: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string } }).data;
    const verified = await post(`${base}/api/payments/verify`, {
      orderId: order.orderId,
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    });
    await verified.arrayBuffer();
    return `verify ${verified.status}`;
  } catch (error) {
    return `network error (${(error as Error).message})`;
  }
}

/** A fresh piece (as tests/scale/two-instances.spec.ts makes one): its own category, a colour, a demo picture, STOCK pieces. */
async function newPiece(prisma: MoneyClient) {
  const tag = randomBytes(4).toString("hex");
  const category = await prisma.category.create({ data: { name: `Bench ${tag}`, slug: `bench-${tag}`, active: true } });
  const color = await prisma.color.findFirstOrThrow({ where: { active: true } });
  const picture = await prisma.productImage.findFirstOrThrow({ where: { storageKey: null }, select: { url: true } });
  return prisma.product.create({
    data: {
      code: `BN${tag.toUpperCase()}`,
      slug: `bench-piece-${tag}`,
      name: `Bench Piece ${tag}`,
      pricePaise: 250000,
      sellingPricePaise: 250000,
      stock: STOCK,
      weightGrams: 6,
      categoryId: category.id,
      colors: { create: [{ colorId: color.id }] },
      images: { create: [{ url: picture.url, alt: `Bench Piece ${tag}`, position: 0 }] },
    },
  });
}

async function checkoutMix(prisma: MoneyClient, base: string): Promise<CheckoutMix> {
  const product = await newPiece(prisma);
  const page = `${base}/prod-detail/${product.id}`;
  // Its page answers on every instance before the rush (rendered on its first visit).
  for (let i = 0; i < 4; i++) {
    const res = await fetch(page);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the fresh piece's page answered ${res.status}`);
  }
  const started = Date.now();
  const loading = runLoad(page, DURATION);
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // autocannon (through npx) is loading by now
  const outcomes: string[] = [];
  for (let first = 0; first < BUYERS; first += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, BUYERS - first) }, (_, i) => buy(base, product, first + i));
    outcomes.push(...(await Promise.all(batch)));
  }
  const seconds = (Date.now() - started) / 1000;
  const load = await loading;

  const counted: Record<string, number> = {};
  for (const outcome of outcomes) counted[outcome] = (counted[outcome] ?? 0) + 1;
  const paid = counted["verify 200"] ?? 0;
  const stockAfter = (await prisma.product.findUniqueOrThrow({ where: { id: product.id } })).stock;
  const sold = await prisma.orderLine.aggregate({ where: { productId: product.id, order: { status: "paid" } }, _sum: { quantity: true } });
  const soldPaid = sold._sum.quantity ?? 0;

  const failures: string[] = [];
  const allowed = new Set(["verify 200", "verify 409", "create-order 409"]);
  for (const [outcome, count] of Object.entries(counted)) if (!allowed.has(outcome)) failures.push(`${count} × ${outcome}`);
  if (paid !== STOCK) failures.push(`${paid} paid, not ${STOCK}`);
  if (soldPaid !== STOCK) failures.push(`${soldPaid} pieces on paid orders, not ${STOCK}`);
  if (stockAfter !== 0) failures.push(`stock after ${stockAfter}, not 0`);
  if (load.non2xx + load.errors > 0) failures.push(`product page under load: ${load.non2xx} non-2xx, ${load.errors} errors`);
  return { paid, outcomes: counted, stockAfter, soldPaid, failures, load, seconds };
}

// --- one setup ----------------------------------------------------------------------------------

async function runSetup(name: string, count: number, env: NodeJS.ProcessEnv, targets: Target[], prisma: MoneyClient): Promise<SetupResult> {
  console.log(`\n[bench] setup ${name}: starting ${count} instance(s)...`);
  const instances: Instance[] = [];
  let balancer: RoundRobin | undefined;
  try {
    for (const started of await Promise.allSettled(Array.from({ length: count }, () => startInstance(env)))) {
      if (started.status === "fulfilled") instances.push(started.value);
      else throw started.reason;
    }
    balancer = await startRoundRobin(instances.map((instance) => instance.url));
    const loads: (Target & Load)[] = [];
    for (const target of targets) {
      await runLoad(balancer.url + target.path, WARM_UP_SECONDS); // fills caches (every instance's), warms the JIT
      const r = await runLoad(balancer.url + target.path, DURATION);
      loads.push({ ...target, ...r });
      console.log(`[bench] ${name} ${target.name}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx} ${JSON.stringify(r.codes)}, errors ${r.errors}`);
    }
    const checkout = await checkoutMix(prisma, balancer.url);
    console.log(`[bench] ${name} checkout mix: ${checkoutLine(checkout)}`);
    const split = balancer.counts();
    const problems = balancer.problems();
    if (checkout.failures.length > 0 || loads.some((l) => l.non2xx + l.errors > 0)) {
      for (const instance of instances) console.error(`[bench] ${instance.url} said (last 20 kB):\n${instance.output().slice(-20_000)}`);
    }
    return { name, instances: count, loads, checkout, split, balancer: problems };
  } finally {
    await balancer?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

function checkoutLine(c: CheckoutMix): string {
  const others = Object.entries(c.outcomes)
    .filter(([outcome]) => outcome !== "verify 200")
    .map(([outcome, n]) => `${n} × ${outcome}`)
    .join(", ");
  return (
    `${c.paid} of ${BUYERS} buyers paid (stock ${STOCK}); others: ${others || "none"}; stock after ${c.stockAfter}; ` +
    `${c.soldPaid} pieces on paid orders; 5xx or network errors: ${Object.entries(c.outcomes).filter(([o]) => / 5\d\d$/.test(o) || o.startsWith("network")).reduce((n, [, k]) => n + k, 0)}; buyers done in ${c.seconds.toFixed(1)} s; ` +
    `product page meanwhile ${c.load.rps} req/s, p50 ${c.load.p50} ms, p99 ${c.load.p99} ms, ${c.load.non2xx} non-2xx, ${c.load.errors} errors` +
    (c.failures.length > 0 ? `; FAILED: ${c.failures.join("; ")}` : "")
  );
}

/** What the figures say, in five sentences (the reading of them is for this kind of machine: few cores, all shared). */
function whatWeSaw(a: SetupResult, b: SetupResult): string {
  const ratios = a.loads.map((x, i) => ({ name: x.name, ratio: b.loads[i]!.rps / Math.max(1, x.rps) }));
  const mean = Math.exp(ratios.reduce((sum, r) => sum + Math.log(r.ratio), 0) / ratios.length);
  const best = ratios.reduce((m, r) => (r.ratio > m.ratio ? r : m));
  const worst = ratios.reduce((m, r) => (r.ratio < m.ratio ? r : m));
  const p99 = a.loads.map((x, i) => b.loads[i]!.p99 / Math.max(1, x.p99));
  const cores = os.cpus().length;
  const spread = `the most on ${best.name} (${best.ratio.toFixed(2)}×), the least on ${worst.name} (${worst.ratio.toFixed(2)}×)`;
  return [
    `Across the five targets B served ${worst.ratio.toFixed(2)}× to ${best.ratio.toFixed(2)}× A's requests per second (geometric mean ${mean.toFixed(2)}×), with p99 latencies ${Math.min(...p99).toFixed(2)}× to ${Math.max(...p99).toFixed(2)}× A's.`,
    `Both setups answered every request with a 2xx and sold exactly ${STOCK} of ${STOCK} pieces to ${BUYERS} buyers, the stock ending at 0 and the other buyers told it had sold out (409): the second instance cost no correctness.`,
    mean >= 1.05
      ? `The second instance only gets the CPU time the single one leaves idle, since both instances, the balancer (one Node thread in the bench process) and autocannon share the same ${cores} cores: ${spread}.`
      : `On ${cores} cores there is no idle core for the second instance: both instances, the balancer (one Node thread in the bench process) and autocannon already share them, so a second process adds contention rather than capacity (${spread}).`,
    "What B pays for that A does not: a Redis round trip on each local-copy miss and for the tag checks, each instance's own L1 copy warming separately, and two processes' JIT and garbage collection on the same cores" +
      (p99.every((r) => r > 1) ? ", which shows in its higher p99 everywhere." : "."),
    "Throughput should grow with instances on a machine with a core for each instance plus one for the balancer and the load; on this one the point is correctness and no loss, and differences of about 10 % are within its run-to-run noise.",
  ].join(" ");
}

// --- main ---------------------------------------------------------------------------------------

async function main(): Promise<boolean> {
  if (!testServerUrl()) {
    throw new Error("two instances need one PostgreSQL server (the embedded PGlite serves one process): set TEST_DATABASE_URL or DATABASE_URL");
  }
  const redisPrefix = `bench_instances_${randomBytes(4).toString("hex")}`;
  const database = await provisionDatabase({ prefix: "shop_bench" });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    NEXT_DIST_DIR: DIST_DIR,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_PUBLIC_SITE_URL: SITE_URL,
    SHOP_LOCAL: "1",
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  };
  delete env.REDIS_URL;
  delete env.REDIS_KEY_PREFIX;
  const prisma = withMoneyAsNumbers(new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url }) }));
  try {
    console.log(`[bench] seeding (${database.kind})...`);
    await runCommandOrThrow("npx", ["tsx", "prisma/seed.ts"], env);
    const skipBuild = process.argv.includes("--skip-build") && existsSync(path.join(ROOT, DIST_DIR, "BUILD_ID"));
    if (!skipBuild) await runCommandOrThrow("npx", ["next", "build"], env);

    const product = await prisma.product.findFirstOrThrow({ where: { active: true }, orderBy: { createdAt: "desc" }, select: { id: true } });
    const products = await prisma.product.count();
    const targets: Target[] = [
      { name: "home /", path: "/" },
      { name: "product /prod-detail/{id}", path: `/prod-detail/${product.id}` },
      { name: "listing /shop/product", path: "/shop/product" },
      { name: "search /shop/search?q=silver+ring", path: "/shop/search?q=silver+ring" },
      { name: "GET /api/product?limit=12", path: "/api/product?limit=12" },
    ];
    const instanceEnv = { ...env, CLIENT_ADDRESS_SOURCE: "xff:1" };
    const a = await runSetup("A", 1, instanceEnv, targets, prisma);
    const b = await runSetup("B", 2, { ...instanceEnv, REDIS_URL, REDIS_KEY_PREFIX: redisPrefix }, targets, prisma);

    const rows = targets.map((t, i) => {
      const x = a.loads[i]!;
      const y = b.loads[i]!;
      return `| ${t.name} | ${x.rps} | ${x.p50} | ${x.p99} | ${x.non2xx + x.errors} | ${y.rps} | ${y.p50} | ${y.p99} | ${y.non2xx + y.errors} | ${(y.rps / Math.max(1, x.rps)).toFixed(2)}× |`;
    });
    const table = [
      "| target | A req/s | A p50 ms | A p99 ms | A non-2xx + errors | B req/s | B p50 ms | B p99 ms | B non-2xx + errors | B ÷ A req/s |",
      "|---|---|---|---|---|---|---|---|---|---|",
      ...rows,
    ].join("\n");
    const checkout = [
      `- A (1 instance): ${checkoutLine(a.checkout)}`,
      `- B (2 instances): ${checkoutLine(b.checkout)}`,
    ].join("\n");
    const problems = (r: SetupResult) =>
      `${r.balancer.retried} GETs sent again after a kept-alive socket failed as it was reused, upstream errors ${JSON.stringify(r.balancer.upstreamErrors)}`;
    const split =
      `Requests the balancer sent to each instance over the whole setup: A ${a.split.join(" / ")}; B ${b.split.join(" / ")}. ` +
      `Balancer: A ${problems(a)}; B ${problems(b)}.`;
    const codes = [...a.loads, ...b.loads, a.checkout.load, b.checkout.load].filter((l) => Object.keys(l.codes).length > 0);
    if (codes.length > 0) console.log(`non-2xx answers by code: ${codes.map((l) => JSON.stringify(l.codes)).join(", ")}`);
    console.log(`\n${table}\n\nCheckout mix:\n${checkout}\n\n${split}\n`);

    const passed = a.checkout.failures.length === 0 && b.checkout.failures.length === 0 && [...a.loads, ...b.loads].every((l) => l.non2xx + l.errors === 0);
    if (!passed) {
      console.error("[bench] FAILED (errors or an oversold piece): bench/RESULTS.md left as it was");
      return false;
    }
    const section = `
## Two instances (issue 20)

Latest run of \`npm run bench:instances\` (bench/instances.ts).

- Date: ${new Date().toISOString()}
- Machine: ${machineLine()}
- Database: ${database.kind === "pglite" ? "embedded PGlite" : "PostgreSQL"} with the demo data (${products} products)
- Server: the production build served by \`node scripts/serve.mjs\` (CLIENT_ADDRESS_SOURCE=xff:1), behind a round-robin balancer in the bench process (tests/support/round-robin.ts) in both setups; A: one instance, no REDIS_URL; B: two instances, one database, the shared cache in Redis
- Load: autocannon through the balancer, ${CONNECTIONS} connections, ${DURATION} s per target after a ${WARM_UP_SECONDS} s warm-up, compressed responses requested; nothing pinned to a core (instances, balancer and autocannon share both cores)

${table}

${split}

Checkout mix (autocannon on a fresh piece's product page for ${DURATION} s at ${CONNECTIONS} connections while ${BUYERS} buyers, ${BATCH} at a time, each buy 1 of its ${STOCK} pieces through the balancer: create-order, the local Pay, verify):

${checkout}

${whatWeSaw(a, b)}
`;
    // This run's section replaces the last one; what bench/run.ts wrote above it stays.
    const file = path.join(ROOT, "bench/RESULTS.md");
    const previous = readFileSync(file, "utf8");
    const at = previous.indexOf("## Two instances (issue 20)");
    writeFileSync(file, `${(at === -1 ? previous : previous.slice(0, at)).trimEnd()}\n${section}`);
    console.log(`${whatWeSaw(a, b)}\n\n[bench] wrote its section of bench/RESULTS.md`);
    return true;
  } finally {
    await prisma.$disconnect().catch(() => {});
    await database.drop().catch((error) => console.error("[bench] could not drop the database:", error));
    const dropped = await dropRedisKeys(redisPrefix, REDIS_URL).catch((error) => (console.error("[bench] could not delete the Redis keys:", error), 0));
    console.log(`[bench] cleaned up: database dropped, ${dropped} Redis keys deleted`);
  }
}

if (!(await main())) process.exitCode = 1;
