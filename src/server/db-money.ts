import type { Prisma, PrismaClient } from "@/generated/prisma/client";

// Money is stored as PostgreSQL bigint (Prisma BigInt, migration 20261129000000_money_bigint) and
// used everywhere else as a JS number of paise. The ceilings in src/lib/money-limits.ts keep every
// amount far below Number.MAX_SAFE_INTEGER, so Number(value) is exact. This module converts at the
// edge of the data layer:
// - moneyAsNumbers, a Prisma result extension (src/server/db.ts), overrides each BigInt money field
//   with a computed field of the same name returning a number: top-level reads, `select`, and
//   nested `include`/`select` of relations (tests/integration/money-bigint.test.ts).
// - paise() for what the extension does not reach: aggregates (`_sum`), and `$queryRaw` rows,
//   where pg hands a bigint column or a SUM over one back as a JS bigint (or a string).
// Writes take numbers as they are (Prisma accepts number | bigint for a BigInt field).

/** A paise amount read from the database (bigint, numeric string or number) as a number. */
export function paise(value: bigint | number | string): number;
export function paise(value: bigint | number | string | null): number | null;
export function paise(value: bigint | number | string | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`A paise amount is not a safe integer: ${String(value)}`);
  return n;
}

function money<F extends string>(field: F) {
  return {
    needs: { [field]: true } as { [K in F]: true },
    compute: (row: { [K in F]: bigint }) => paise(row[field]),
  };
}

function optionalMoney<F extends string>(field: F) {
  return {
    needs: { [field]: true } as { [K in F]: true },
    compute: (row: { [K in F]: bigint | null }) => paise(row[field]),
  };
}

/** Every BigInt column of the schema, read as a number of paise (a new BigInt column goes here too). */
export const moneyAsNumbers = {
  product: {
    pricePaise: money("pricePaise"),
    sellingPricePaise: money("sellingPricePaise"),
    makingChargeValue: optionalMoney("makingChargeValue"),
    otherChargesPaise: money("otherChargesPaise"),
  },
  silverRate: { paisePerGram: money("paisePerGram") },
  order: { totalPaise: money("totalPaise"), codFeePaise: money("codFeePaise") },
  orderLine: { unitPricePaise: money("unitPricePaise"), linePricePaise: money("linePricePaise") },
  payment: { amountPaise: money("amountPaise") },
  returnRequest: { refundPaise: optionalMoney("refundPaise") },
  creditNote: { amountPaise: money("amountPaise") },
  deliverySettings: { codFeePaise: money("codFeePaise"), codLimitPaise: money("codLimitPaise") },
} as const;

/**
 * A row type from Prisma's generated types (`Prisma.XGetPayload<…>`) as the app's client returns it:
 * every bigint (money) read as a number.
 */
export type MoneyAsNumber<T> = T extends bigint
  ? number
  : T extends Date | Prisma.Decimal | Uint8Array
    ? T
    : T extends readonly (infer U)[]
      ? MoneyAsNumber<U>[]
      : T extends object
        ? { [K in keyof T]: MoneyAsNumber<T[K]> }
        : T;

/**
 * `client` reading money as numbers: the seed's, scripts' and tests' own clients (the app's,
 * src/server/db.ts, has the same extension), so code shared with the app sees the same rows.
 */
export function withMoneyAsNumbers(client: PrismaClient) {
  return client.$extends({ result: moneyAsNumbers });
}

/** A client made by withMoneyAsNumbers, and a transaction's client of it. */
export type MoneyClient = ReturnType<typeof withMoneyAsNumbers>;
export type MoneyTransaction = Parameters<Parameters<MoneyClient["$transaction"]>[0]>[0];
