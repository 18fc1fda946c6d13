import type { Prisma, PrismaClient } from "@/generated/prisma/client";

// Money is stored as PostgreSQL bigint (Prisma BigInt, migration 20261129000000_money_bigint) and
// used everywhere else as a JS number of paise. The ceilings in src/lib/money-limits.ts keep every
// amount far below Number.MAX_SAFE_INTEGER, so Number(value) is exact. The data layer converts at
// its edge, so the code that uses amounts does not change:
// - At run time, a query extension (moneyAsNumbersQuery, in src/server/db.ts and
//   withMoneyAsNumbers) turns every bigint in a model query's answer into a number: rows at the top
//   level, `select`, nested `include`/`select`, aggregates (`_sum`) and groupBy alike
//   (tests/integration/money-bigint.test.ts). The only bigint columns are the money columns
//   (tests/integration/money-migration.test.ts checks it). Raw queries (`$queryRaw`) are left as
//   pg answers them: a bigint column, and COUNT(*), arrive as JS bigint, as code comparing a count
//   with 0n expects; read money in them with paise().
// - For the types, moneyAsNumbers describes the same as a Prisma result extension: the client's
//   type is the one `$extends({ result: moneyAsNumbers })` would have (money fields typed number).
//   The result extension itself is not used at run time: it wraps every row of these models in a
//   proxy carrying a Symbol(nodejs.util.inspect.custom) property, which breaks deep equality of
//   rows and is not a plain object for React's serialisation.
// - paise() for raw rows and what the types still call bigint (an aggregate's `_sum`): it takes a
//   bigint, a numeric string or a number.
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

/** Every BigInt column of the schema, typed as a number of paise (a new BigInt column goes here too). */
export const moneyAsNumbers = {
  product: {
    pricePaise: money("pricePaise"),
    sellingPricePaise: money("sellingPricePaise"),
    makingChargeValue: optionalMoney("makingChargeValue"),
    otherChargesPaise: money("otherChargesPaise"),
  },
  productSize: { pricePaise: money("pricePaise"), sellingPricePaise: money("sellingPricePaise") },
  silverRate: { paisePerGram: money("paisePerGram") },
  order: { totalPaise: money("totalPaise"), codFeePaise: money("codFeePaise"), discountPaise: money("discountPaise") },
  orderLine: { unitPricePaise: money("unitPricePaise"), linePricePaise: money("linePricePaise"), offerDiscountPaise: money("offerDiscountPaise") },
  returnLine: { paidPaise: optionalMoney("paidPaise") },
  offer: { amountPaise: optionalMoney("amountPaise"), minCartPaise: money("minCartPaise") },
  offerUse: { discountPaise: money("discountPaise") },
  orderOffer: { amountPaise: optionalMoney("amountPaise"), discountPaise: money("discountPaise") },
  payment: { amountPaise: money("amountPaise") },
  returnRequest: { refundPaise: optionalMoney("refundPaise") },
  creditNote: {
    amountPaise: money("amountPaise"),
    taxablePaise: optionalMoney("taxablePaise"),
    cgstPaise: optionalMoney("cgstPaise"),
    sgstPaise: optionalMoney("sgstPaise"),
    igstPaise: optionalMoney("igstPaise"),
  },
  invoice: {
    grossPaise: optionalMoney("grossPaise"),
    discountPaise: optionalMoney("discountPaise"),
    taxablePaise: optionalMoney("taxablePaise"),
    cgstPaise: optionalMoney("cgstPaise"),
    sgstPaise: optionalMoney("sgstPaise"),
    igstPaise: optionalMoney("igstPaise"),
  },
  deliverySettings: { codFeePaise: money("codFeePaise"), codLimitPaise: money("codLimitPaise") },
  siteSettings: { managerRefundLimitPaise: money("managerRefundLimitPaise") },
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

/** Every bigint in a model query's answer (rows, nested rows, aggregates) as a number, in place. */
export function moneyAsNumbersIn<T>(value: T): T {
  if (typeof value === "bigint") return paise(value) as T;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = moneyAsNumbersIn(value[i]);
    return value;
  }
  if (value !== null && typeof value === "object") {
    const prototype = Object.getPrototypeOf(value);
    // Plain objects only: a Decimal, a Date or a Buffer keeps its value.
    if (prototype !== Object.prototype && prototype !== null) return value;
    const row = value as Record<string, unknown>;
    for (const key of Object.keys(row)) row[key] = moneyAsNumbersIn(row[key]);
  }
  return value;
}

/** A query's answer with its money as numbers: a model operation's only (a raw query has no model, and answers as pg does). */
export function moneyInAnswer<T>(model: string | undefined, answer: T): T {
  return model ? moneyAsNumbersIn(answer) : answer;
}

/** The query extension that does it for every model operation (the app's client, src/server/db.ts, does the same beside its failure note). */
export const moneyAsNumbersQuery = {
  query: {
    async $allOperations({ model, args, query }: { model?: string; args: unknown; query: (args: unknown) => Promise<unknown> }) {
      return moneyInAnswer(model, await query(args));
    },
  },
};

/** Types only (never called): a client's type with money typed as numbers. */
const _moneyTyped = (client: PrismaClient) => client.$extends({ result: moneyAsNumbers });

/** A client made by withMoneyAsNumbers, and a transaction's client of it. */
export type MoneyClient = ReturnType<typeof _moneyTyped>;
export type MoneyTransaction = Parameters<Parameters<MoneyClient["$transaction"]>[0]>[0];

/**
 * `client` reading money as numbers: the seed's, scripts' and tests' own clients (the app's,
 * src/server/db.ts, does the same), so code shared with the app sees the same rows.
 */
export function withMoneyAsNumbers(client: PrismaClient): MoneyClient {
  return client.$extends(moneyAsNumbersQuery) as unknown as MoneyClient;
}
