import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { createCategory, createColor, createProduct } from "../support/factories";

// A transaction is one pg connection, which takes one query at a time (pg 8.19+ warns on a second,
// pg 9 refuses it). The app's client queues a transaction's queries (src/server/pg-adapter.ts), so
// Prisma's own side-by-side loads (the relations of one query) and queries issued together still
// each get their answer, without pg's warning (tests/support/fail-on-pg-warning.ts fails the test).

describe("a transaction's queries", () => {
  it("run one at a time: relations loaded side by side and queries issued together each get their answer", async () => {
    const [category, color] = await Promise.all([createCategory(), createColor()]);
    const product = await createProduct({ categoryId: category.id, images: ["/media/a.webp", "/media/b.webp"], colorIds: [color.id] });
    const { inTx, outside } = await db.$transaction(async (tx) => {
      // Two relations of one query: Prisma loads them side by side.
      const withRelations = () => tx.product.findUniqueOrThrow({ where: { id: product.id }, select: { id: true, images: { select: { id: true } }, colors: { select: { colorId: true } } } });
      const inTx = await Promise.all([withRelations(), withRelations(), tx.product.count(), tx.$queryRaw<Array<{ n: number }>>`SELECT 7::int AS n`]);
      return { inTx, outside: await withRelations() };
    });
    expect(inTx[0]).toEqual(outside);
    expect(inTx[1]).toEqual(outside);
    expect(inTx[2]).toBeGreaterThan(0);
    expect(inTx[3]).toEqual([{ n: 7 }]);
  });
});
