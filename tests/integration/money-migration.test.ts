import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, MIGRATIONS_DIR, readMigrations } from "../../scripts/db/migrate";
import { provisionDatabase, type ProvisionedDatabase } from "../../scripts/db/provision";
import { createSeedClient } from "../../prisma/seed/client";
import { seedDemo } from "../../prisma/seed/seed-demo";
import { SCALE_CODE_PREFIX, seedScale } from "../../prisma/seed/seed-scale";

// The migration to 64-bit amounts (issue 40, part 1: prisma/migrations/20261129000000_money_bigint)
// keeps every existing amount. A database is built with every migration but it (the later ones only
// add columns the seed writes, and none touches money) and filled the way
// `npm run seed -- --scale` fills one (the demo seed, then the scale seed's own code, scaled down
// to SCALE below), plus rows at the old ceiling
// (2^31 − 1 paise) in every money column the seeds leave empty. Every money column is checksummed
// (count, sum, and an md5 of id=value over all rows) before and after the migration.

const MONEY_MIGRATION = "20261129000000_money_bigint";
// The scale seed's full size (10,000 products, 50,000 orders) took 39 s here with the migration
// (4.5 s); half of it keeps the file near 20 s.
const SCALE = { products: 5_000, orders: 25_000 };
const INT4_MAX = 2_147_483_647;

/** Every money column: [table, column]. After the migration these are exactly the schema's bigint columns. */
const MONEY_COLUMNS = [
  ["CreditNote", "amountPaise"],
  ["DeliverySettings", "codFeePaise"],
  ["DeliverySettings", "codLimitPaise"],
  ["Order", "codFeePaise"],
  ["Order", "totalPaise"],
  ["OrderLine", "linePricePaise"],
  ["OrderLine", "unitPricePaise"],
  ["Payment", "amountPaise"],
  ["Product", "makingChargeValue"],
  ["Product", "otherChargesPaise"],
  ["Product", "pricePaise"],
  ["Product", "sellingPricePaise"],
  ["ReturnRequest", "refundPaise"],
  ["SilverRate", "paisePerGram"],
] as const;

/** Money columns that later migrations created 64-bit from the start (issue 42's sizes). */
const BORN_BIGINT = ["ProductSize.pricePaise", "ProductSize.sellingPricePaise", "SiteSettings.managerRefundLimitPaise",
  // Offers (issue 44).
  "Offer.amountPaise", "Offer.minCartPaise", "OfferUse.discountPaise", "OrderOffer.amountPaise", "OrderOffer.discountPaise",
  "OrderLine.offerDiscountPaise", "Order.discountPaise", "ReturnLine.paidPaise",
  // The documents' figures (issue 45).
  "Invoice.grossPaise", "Invoice.discountPaise", "Invoice.taxablePaise", "Invoice.cgstPaise", "Invoice.sgstPaise", "Invoice.igstPaise",
  "CreditNote.taxablePaise", "CreditNote.cgstPaise", "CreditNote.sgstPaise", "CreditNote.igstPaise"];

let database: ProvisionedDatabase;
let before: Awaited<ReturnType<typeof moneyChecksums>>;
let typesBefore: Map<string, string>;
let applied: string[];
let migrationMs: number;

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Per money column: rows, non-null values, their sum, and an md5 over every row's id=value. */
async function moneyChecksums() {
  const sums: Record<string, { rows: string; values: string; sum: string; md5: string }> = {};
  for (const [table, column] of MONEY_COLUMNS) {
    const [row] = await query<{ rows: string; values: string; sum: string; md5: string }>(
      `SELECT count(*)::text AS rows, count("${column}")::text AS values, coalesce(sum("${column}"), 0)::text AS sum,
              md5(coalesce(string_agg("id"::text || '=' || coalesce("${column}"::text, '-'), ',' ORDER BY "id"::text), '')) AS md5
       FROM "${table}"`,
    );
    sums[`${table}.${column}`] = row!;
  }
  return sums;
}

async function columnTypes(): Promise<Map<string, string>> {
  const rows = await query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  return new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r.data_type]));
}

beforeAll(async () => {
  database = await provisionDatabase({ prefix: "shop_money_migration", migrated: false });
  // Every migration but ours, in a folder of their own: the schema just before it, with the columns
  // that later migrations add (the seed's code writes them).
  const dir = await mkdtemp(path.join(os.tmpdir(), "migrations-before-money-"));
  try {
    for (const m of await readMigrations()) {
      if (m.name === MONEY_MIGRATION) continue;
      await cp(path.join(MIGRATIONS_DIR, m.name), path.join(dir, m.name), { recursive: true });
    }
    await migrate(database.url, { dir });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  const prisma = createSeedClient(database.url);
  try {
    await seedDemo(prisma, { admin: null, now: new Date("2026-11-21T12:00:00Z") });
    const scale = await seedScale(prisma, { ...SCALE, batchSize: 2_000, now: new Date("2026-11-21T12:00:00Z") });
    expect(scale).toMatchObject({ skipped: false, ...SCALE });

    // Amounts at the old ceiling in every money column, the ones the seeds leave empty included.
    const product = await prisma.product.findFirstOrThrow({ where: { code: { startsWith: SCALE_CODE_PREFIX } }, select: { id: true } });
    await prisma.product.update({ where: { id: product.id }, data: { pricePaise: INT4_MAX, sellingPricePaise: INT4_MAX, otherChargesPaise: INT4_MAX } });
    const order = await prisma.order.findFirstOrThrow({ where: { orderNumber: { contains: "-9" } }, select: { id: true }, orderBy: { orderNumber: "asc" } });
    await prisma.order.update({ where: { id: order.id }, data: { totalPaise: INT4_MAX, codFeePaise: INT4_MAX } });
    await prisma.orderLine.updateMany({ where: { orderId: order.id }, data: { unitPricePaise: INT4_MAX, linePricePaise: INT4_MAX } });
    await prisma.payment.create({ data: { orderId: order.id, razorpayOrderId: "order_money_migration", amountPaise: INT4_MAX } });
    const request = await prisma.returnRequest.create({
      data: { number: "RT-2026-99999", orderId: order.id, kind: "return", status: "refunded", reason: "damaged", refundPaise: INT4_MAX, requestedBy: "tracking" },
    });
    await prisma.creditNote.create({
      data: { returnId: request.id, orderId: order.id, number: "CN/2026-27/99999", financialYear: "2026-27", sequence: 99_999, amountPaise: INT4_MAX, seller: {}, taxRateBps: 300, placeOfSupply: "Rajasthan" },
    });
    const byWeight = await prisma.product.findFirstOrThrow({ where: { pricingMode: "by_weight", makingChargeKind: "per_gram" }, select: { id: true } });
    await prisma.product.update({ where: { id: byWeight.id }, data: { makingChargeValue: INT4_MAX } });
    await prisma.deliverySettings.upsert({ where: { id: 1 }, create: { id: 1, codFeePaise: INT4_MAX, codLimitPaise: INT4_MAX }, update: { codFeePaise: INT4_MAX, codLimitPaise: INT4_MAX } });
    await prisma.silverRate.create({ data: { paisePerGram: INT4_MAX, setBy: "migration test" } });
  } finally {
    await prisma.$disconnect();
  }

  typesBefore = await columnTypes();
  before = await moneyChecksums();
  const started = performance.now();
  applied = (await migrate(database.url)).applied;
  migrationMs = Math.round(performance.now() - started);
}, 120_000);

afterAll(async () => {
  await database?.drop();
});

describe(`migration ${MONEY_MIGRATION}`, () => {
  it("applies only itself on a database with every other migration", () => {
    expect(applied).toEqual([MONEY_MIGRATION]);
    console.log(`[money migration] ${SCALE.products} + demo products, ${SCALE.orders} + demo orders: migrated in ${migrationMs} ms`);
  });

  it("keeps every amount of every money column: counts, sums and every row's value", async () => {
    const after = await moneyChecksums();
    expect(after).toEqual(before);
    // The data set has what it should: the scale seed's rows, and a value at the old ceiling in every column.
    expect(Number(before["Product.pricePaise"]!.rows)).toBeGreaterThan(SCALE.products);
    expect(Number(before["Order.totalPaise"]!.rows)).toBeGreaterThan(SCALE.orders);
    for (const [table, column] of MONEY_COLUMNS) {
      const [row] = await query<{ max: string }>(`SELECT max("${column}")::text AS max FROM "${table}"`);
      expect(row!.max, `${table}.${column}`).toBe(String(INT4_MAX));
    }
  });

  it("makes exactly the money columns 64-bit, from 32-bit", async () => {
    const after = await columnTypes();
    const bigints = [...after].filter(([, type]) => type === "bigint").map(([name]) => name).sort();
    expect(bigints).toEqual([...MONEY_COLUMNS.map(([t, c]) => `${t}.${c}`), ...BORN_BIGINT].sort());
    for (const name of bigints) expect(typesBefore.get(name), name).toBe(BORN_BIGINT.includes(name) ? "bigint" : "integer");
  });

  it("takes an amount above the old ceiling afterwards", async () => {
    await query(`UPDATE "Order" SET "totalPaise" = 3000000000 WHERE "id" = (SELECT min("id") FROM "Order")`);
    const [row] = await query<{ total: string }>(`SELECT "totalPaise"::text AS total FROM "Order" WHERE "id" = (SELECT min("id") FROM "Order")`);
    expect(row!.total).toBe("3000000000");
  });
});
