import "server-only";
import type { DbClient } from "@/server/orders/db-client";

// Codes for products saved without one (back office §5: the code is optional on the form):
// SA-000123, from the Counter row "product-code", raised with one statement inside the product's
// own transaction (as order numbers are, src/server/orders/order-number.ts), so two saves at once
// get distinct codes. A number an owner already typed by hand is skipped.

export const PRODUCT_CODE_COUNTER = "product-code";

export const formatProductCode = (sequence: number): string => `SA-${String(sequence).padStart(6, "0")}`;

async function nextSequence(tx: DbClient): Promise<number> {
  const rows = await tx.$queryRaw<{ value: number }[]>`
    INSERT INTO "Counter" ("key", "value") VALUES (${PRODUCT_CODE_COUNTER}, 1)
    ON CONFLICT ("key") DO UPDATE SET "value" = "Counter"."value" + 1
    RETURNING "value"`;
  const value = rows[0]?.value;
  if (value === undefined) throw new Error("product code counter returned no row");
  return Number(value);
}

/** The next free code; `reserved` are codes other rows of the same save use. */
export async function nextProductCode(tx: DbClient, reserved: ReadonlySet<string> = new Set()): Promise<string> {
  for (;;) {
    const code = formatProductCode(await nextSequence(tx));
    if (reserved.has(code)) continue;
    const taken = await tx.product.findUnique({ where: { code }, select: { id: true } });
    if (!taken) return code;
  }
}
