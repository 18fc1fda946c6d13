import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import type { MoneyClient } from "@/server/db-money";
import { href } from "@/lib/links";
import { startInstance, type Instance } from "../support/instances";
import type { TcpProxy } from "../support/tcp-proxy";
import { type Client, REDIS_URL, checkoutBody, dropRedisKeys, newClient, newPrisma, proxiedDatabase, redisPrefix, text, within } from "./support";

// An instance killed in the middle of a checkout's verify (SIGKILL: a crash, an OOM kill, a host gone)
// never pays twice and never loses the sale: instance A reaches PostgreSQL through a TCP proxy that
// stops A's connection at a chosen statement, the test kills A there, and the shopper's retry lands on
// instance B (issue 20).

let a: Instance | undefined;
let b: Instance;
let pg: TcpProxy;
let prisma: MoneyClient;
let proxiedDatabaseUrl: string;
const prefix = redisPrefix("kill");
const A_PORT = 4021;
// The piece's own availability, in its product page's structured data (other pieces' cards on the page have theirs apart).
const IN_STOCK = '"availability":"https://schema.org/InStock"';
const OUT_OF_STOCK = '"availability":"https://schema.org/OutOfStock"';

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  prisma = newPrisma();
  ({ proxy: pg, url: proxiedDatabaseUrl } = await proxiedDatabase());
  b = startInstance(4022, { REDIS_URL, REDIS_KEY_PREFIX: prefix });
  await b.ready();
});

test.afterAll(async () => {
  await a?.kill();
  await b?.term();
  await pg?.close();
  await prisma?.$disconnect();
  await dropRedisKeys(prefix);
});

async function startA(): Promise<Instance> {
  const instance = startInstance(A_PORT, { DATABASE_URL: proxiedDatabaseUrl, REDIS_URL, REDIS_KEY_PREFIX: prefix });
  await instance.ready();
  return instance;
}

async function newPiece(stock: number) {
  const tag = randomBytes(4).toString("hex");
  const category = await prisma.category.findFirstOrThrow({ where: { active: true } });
  const color = await prisma.color.findFirstOrThrow({ where: { active: true } });
  const picture = await prisma.productImage.findFirstOrThrow({ where: { storageKey: null }, select: { url: true } });
  return prisma.product.create({
    data: {
      code: `KV${tag.toUpperCase()}`,
      slug: `kill-verify-${tag}`,
      name: `Crash Test Ring ${tag}`,
      pricePaise: 149900,
      sellingPricePaise: 149900,
      stock,
      weightGrams: 4,
      categoryId: category.id,
      colors: { create: [{ colorId: color.id }] },
      images: { create: [{ url: picture.url, alt: `Crash Test Ring ${tag}`, position: 0 }] },
    },
  });
}

/** A checkout started on `instance` and paid in the local Checkout window: what the browser would send to verify. */
async function paidCheckout(instance: Instance, shopper: Client, productId: string) {
  const created = await shopper.fetch(`${instance.url}/api/payments/create-order`, { method: "POST", json: checkoutBody({ id: productId, name: "whatever the page said" }, "asha.crash@example.com") });
  expect(created.status, await created.clone().text()).toBe(201);
  const order = ((await created.json()) as { data: { razorpayOrderId: string; orderId: string } }).data;
  const authorized = await shopper.fetch(`${instance.url}/api/payments/local/authorize`, { method: "POST", json: { razorpayOrderId: order.razorpayOrderId, outcome: "success" } });
  expect(authorized.status, await authorized.clone().text()).toBe(200);
  const handler = ((await authorized.json()) as { data: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string } }).data;
  return {
    orderId: order.orderId,
    body: { orderId: order.orderId, razorpayOrderId: handler.razorpay_order_id, razorpayPaymentId: handler.razorpay_payment_id, razorpaySignature: handler.razorpay_signature },
  };
}

const verifyOn = (instance: Instance, shopper: Client, body: unknown) => shopper.fetch(`${instance.url}/api/payments/verify`, { method: "POST", json: body });

async function state(orderId: string, productId: string) {
  const [order, payment, product, invoices] = await Promise.all([
    prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } }),
    prisma.payment.findFirstOrThrow({ where: { orderId }, select: { status: true } }),
    prisma.product.findUniqueOrThrow({ where: { id: productId }, select: { stock: true } }),
    prisma.invoice.count({ where: { orderId } }),
  ]);
  return { order: order.status, payment: payment.status, stock: product.stock, invoices };
}

test("killed before its stock update commits: nothing is half-written, and the retry on B pays once", async () => {
  const piece = await newPiece(2);
  a = await startA();
  const shopper = newClient();
  const checkout = await paidCheckout(a, shopper, piece.id);
  const before = await state(checkout.orderId, piece.id);
  expect(before).toMatchObject({ stock: 2, invoices: 0 });
  expect(before.payment).not.toBe("paid");

  const stopped = pg.freezeWhen(/UPDATE "Product" SET "stock"/, "before");
  const crashed = verifyOn(a, shopper, checkout.body).then(
    () => "answered",
    () => "no answer",
  );
  await stopped;
  await a.kill();
  a = undefined;
  expect(await crashed).toBe("no answer");

  // PostgreSQL rolled the transaction back when A's connection went: not paid, nothing sold, no invoice.
  expect(await state(checkout.orderId, piece.id)).toEqual(before);

  // The shopper's retry lands on B: paid once; a repeat changes nothing.
  const retried = await verifyOn(b, shopper, checkout.body);
  expect(retried.status, await retried.clone().text()).toBe(200);
  expect(await state(checkout.orderId, piece.id)).toEqual({ order: "paid", payment: "paid", stock: 1, invoices: 1 });
  expect((await verifyOn(b, shopper, checkout.body)).status).toBe(200);
  expect(await state(checkout.orderId, piece.id)).toEqual({ order: "paid", payment: "paid", stock: 1, invoices: 1 });
});

test("killed after the commit, before its answer: the retry on B finds it paid, sells nothing twice, and B's page shows the piece sold out", async () => {
  const piece = await newPiece(1);
  const productUrl = href.product(piece.id);
  // B has the piece's page cached, in stock.
  for (let i = 0; i < 2; i++) expect((await text(b.url + productUrl)).body).toContain(IN_STOCK);
  a = await startA();
  const shopper = newClient();
  const checkout = await paidCheckout(a, shopper, piece.id);

  const committed = pg.freezeWhen(/COMMIT/, "after");
  const crashed = verifyOn(a, shopper, checkout.body).then(
    () => "answered",
    () => "no answer",
  );
  await committed;
  await within(5_000, "the sale is committed", async () => (await state(checkout.orderId, piece.id)).order === "paid");
  await a.kill();
  a = undefined;
  expect(await crashed).toBe("no answer");
  expect(await state(checkout.orderId, piece.id)).toEqual({ order: "paid", payment: "paid", stock: 0, invoices: 1 });

  // A died before expiring the piece's pages. The retry on B answers paid, takes nothing more, and expires them.
  const retried = await verifyOn(b, shopper, checkout.body);
  expect(retried.status, await retried.clone().text()).toBe(200);
  expect(((await retried.json()) as { data: { order: { status: string } } }).data.order.status).toBe("paid");
  expect(await state(checkout.orderId, piece.id)).toEqual({ order: "paid", payment: "paid", stock: 0, invoices: 1 });
  await within(2_000, "B's product page shows the piece sold out", async () => (await text(b.url + productUrl)).body.includes(OUT_OF_STOCK));
});
