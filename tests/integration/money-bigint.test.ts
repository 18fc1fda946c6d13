import { beforeAll, describe, expect, it } from "vitest";
import * as rateRoute from "@/app/api/admin/silver-rate/route";
import { priceByWeight } from "@/lib/pricing/by-weight";
import { db } from "@/server/db";
import { paise } from "@/server/db-money";
import { createCategory, createProduct, uniq } from "../support/factories";
import { adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";

// Money as 64-bit integers (issue 40, part 1): every paise column is PostgreSQL bigint, so amounts
// above ₹2.15 crore (2^31 paise) are stored exactly, and the app's client reads them as JS numbers
// (src/server/db-money.ts): in top-level reads, `select`, nested `include`/`select` and aggregates;
// raw queries keep pg's bigint and read money through paise().

/** Above 2^31 − 1 = 2,147,483,647 paise (₹2,14,74,836.47): a 32-bit column overflowed here. */
const ABOVE_INT32 = 3_000_000_007;

function orderData(totalPaise: number) {
  const id = uniq();
  return {
    orderNumber: `SA-BIG-${id}`,
    customerName: "Asha Verma",
    customerEmail: `asha.${id}@example.com`,
    customerPhone: "9876543210",
    shipStreet: "14 Lake View Road",
    shipCity: "Pune",
    shipState: "Maharashtra",
    shipPincode: "411001",
    totalPaise,
  };
}

describe("money stored as bigint, read as numbers", () => {
  it("keeps a total above ₹2.15 crore exactly, as a number, in top-level reads, select, nested include and nested select", async () => {
    const category = await createCategory();
    const product = await createProduct({ categoryId: category.id, price: 1 });
    const updated = await db.product.update({ where: { id: product.id }, data: { pricePaise: ABOVE_INT32, sellingPricePaise: ABOVE_INT32 - 7 } });
    expect(updated.pricePaise).toBe(ABOVE_INT32);

    const order = await db.order.create({
      data: {
        ...orderData(ABOVE_INT32 + 4_900),
        codFeePaise: 4_900,
        lines: { create: [{ productId: product.id, productName: product.name, productCode: product.code, quantity: 1, unitPricePaise: ABOVE_INT32, linePricePaise: ABOVE_INT32 }] },
        payments: { create: [{ kind: "checkout", razorpayOrderId: `order_${uniq()}`, amountPaise: ABOVE_INT32 + 4_900 }] },
      },
    });
    // create's own answer
    expect(order.totalPaise).toBe(ABOVE_INT32 + 4_900);

    // top level
    const top = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(top.pricePaise).toBe(ABOVE_INT32);
    expect(top.sellingPricePaise).toBe(ABOVE_INT32 - 7);
    expect(top.otherChargesPaise).toBe(0);
    expect(top.makingChargeValue).toBeNull();

    // select
    const selected = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { totalPaise: true, codFeePaise: true } });
    expect([selected.totalPaise, selected.codFeePaise]).toEqual([ABOVE_INT32 + 4_900, 4_900]);

    // nested include (to-many and to-one)
    const included = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: { include: { product: true } }, payments: true } });
    expect(included.lines[0]!.unitPricePaise).toBe(ABOVE_INT32);
    expect(included.lines[0]!.linePricePaise).toBe(ABOVE_INT32);
    expect(included.lines[0]!.product!.pricePaise).toBe(ABOVE_INT32);
    expect(included.payments[0]!.amountPaise).toBe(ABOVE_INT32 + 4_900);
    const byCategory = await db.category.findUniqueOrThrow({ where: { id: category.id }, include: { products: true } });
    expect(byCategory.products[0]!.sellingPricePaise).toBe(ABOVE_INT32 - 7);

    // nested select
    const nested = await db.orderLine.findFirstOrThrow({
      where: { orderId: order.id },
      select: { order: { select: { totalPaise: true } }, product: { select: { pricePaise: true } } },
    });
    expect([nested.order.totalPaise, nested.product!.pricePaise]).toEqual([ABOVE_INT32 + 4_900, ABOVE_INT32]);

    // inside an interactive transaction
    const inTx = await db.$transaction((tx) => tx.payment.findFirstOrThrow({ where: { orderId: order.id }, select: { amountPaise: true } }));
    expect(inTx.amountPaise).toBe(ABOVE_INT32 + 4_900);

    // Every one of them is a JS number, so JSON and arithmetic work.
    for (const value of [top.pricePaise, selected.totalPaise, included.lines[0]!.unitPricePaise, nested.order.totalPaise, inTx.amountPaise]) {
      expect(typeof value).toBe("number");
    }
    expect(JSON.parse(JSON.stringify(included)).totalPaise).toBe(ABOVE_INT32 + 4_900);

    // The database holds the exact value in a bigint column.
    const [raw] = await db.$queryRaw<{ total: string; type: string }[]>`
      SELECT "totalPaise"::text AS total, pg_typeof("totalPaise")::text AS type FROM "Order" WHERE "id" = ${order.id}`;
    expect(raw).toEqual({ total: String(ABOVE_INT32 + 4_900), type: "bigint" });
  });

  it("reads aggregates as numbers too; raw rows keep pg's bigint, read through paise()", async () => {
    const orders = await Promise.all([db.order.create({ data: orderData(ABOVE_INT32) }), db.order.create({ data: orderData(ABOVE_INT32) })]);
    const ids = orders.map((o) => o.id);
    const sum = await db.order.aggregate({ where: { id: { in: ids } }, _sum: { totalPaise: true } });
    expect(sum._sum.totalPaise as unknown).toBe(2 * ABOVE_INT32);
    const grouped = await db.order.groupBy({ by: ["status"], where: { id: { in: ids } }, _sum: { totalPaise: true } });
    expect(grouped[0]!._sum.totalPaise as unknown).toBe(2 * ABOVE_INT32);
    // Raw queries answer as pg does (a count compared with 0n stays right): money in them goes through paise().
    const rows = await db.$queryRaw<{ totalPaise: bigint; rows: bigint }[]>`
      SELECT "totalPaise", count(*) OVER () AS rows FROM "Order" WHERE "id" = ${ids[0]}`;
    expect(typeof rows[0]!.totalPaise).toBe("bigint");
    expect(rows[0]!.rows).toBe(1n);
    expect(paise(rows[0]!.totalPaise)).toBe(ABOVE_INT32);
    const inTx = await db.$transaction((tx) => tx.$queryRaw<{ total: unknown }[]>`SELECT sum("totalPaise") AS total FROM "Order" WHERE "id" = ANY(${ids})`);
    expect(paise(inTx[0]!.total as string)).toBe(2 * ABOVE_INT32);
    // Rows are plain objects: deep equality and JSON see only their columns.
    const row = await db.order.findUniqueOrThrow({ where: { id: ids[0] }, select: { totalPaise: true, codFeePaise: true } });
    expect(row).toEqual({ totalPaise: ABOVE_INT32, codFeePaise: 0 });
    expect(Object.getOwnPropertySymbols(row)).toEqual([]);
    expect(() => paise(2n ** 60n)).toThrow(RangeError);
  });
});

describe("the silver rate with a heavy piece priced by weight (issue 40, part 1's first reproduction)", () => {
  let token: string;
  beforeAll(async () => {
    token = await adminSessionOf(await createAdmin());
  });

  it("saves ₹9,300/g and ₹10,000/g with a 2.5 kg piece, its price above ₹2.15 crore stored exactly", async () => {
    const category = await createCategory();
    const piece = await createProduct({ categoryId: category.id, price: 1 });
    const terms = { netWeightMg: 2_500_000, purity: 925 as const, making: { kind: "per_gram" as const, paisePerGram: 1_500 }, otherPaise: 0 };
    await db.product.update({
      where: { id: piece.id },
      data: { pricingMode: "by_weight", netWeightMg: terms.netWeightMg, purity: terms.purity, makingChargeKind: "per_gram", makingChargeValue: terms.making.paisePerGram },
    });
    const gstBps = (await db.siteSettings.findUnique({ where: { id: 1 } }))?.gstRateBps ?? 300;

    for (const rupees of [9_300, 10_000]) {
      const res = await callAsAdmin(rateRoute.POST, token, { method: "POST", body: { rate: String(rupees) } });
      // A 32-bit column answered 500 here. The shop's pricing rules may refuse so heavy a piece at
      // this rate (a ceiling on a piece's price, owned by the pricing code): then it is a 400 in words.
      if (res.status === 400) {
        expect(res.body).toMatchObject({ status: 0, msg: expect.stringMatching(/\S/) });
        continue;
      }
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const expected = priceByWeight({ ratePaisePerGram: rupees * 100, gstBps, ...terms }).totalPaise;
      expect(expected).toBeGreaterThan(2 ** 31);
      const stored = await db.product.findUniqueOrThrow({ where: { id: piece.id }, select: { pricePaise: true, sellingPricePaise: true } });
      expect([stored.pricePaise, stored.sellingPricePaise]).toEqual([expected, expected]);
      const rate = await db.silverRate.findFirstOrThrow({ orderBy: [{ setAt: "desc" }, { id: "desc" }], select: { paisePerGram: true } });
      expect(rate.paisePerGram).toBe(rupees * 100);
    }
  });
});
