import type { MoneyTransaction } from "@/server/db-money";

// The demo shop's offers (issue 44): one automatic festival offer running now and one code that the
// README names. The automatic offer is scoped to one category (DEMO_OFFER_CATEGORY) so the prices
// other tests assert for the demo's by-weight pieces elsewhere stay as they were; the code gives
// nothing until a shopper types it. An owner's own offers are kept: each is written only while no
// offer has its code (or, for the automatic one, its name).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The category whose by-weight pieces get the festive offer (its slug). */
export const DEMO_OFFER_CATEGORY = "mens-rings";

export const DEMO_AUTOMATIC_OFFER = {
  name: "Festive offer: 20 % off making",
  kind: "percent_making",
  percentBps: 2000,
  scope: "categories",
  stackable: false,
  /** Started yesterday, ends in 60 days. */
  startsDaysAgo: 1,
  endsInDays: 60,
} as const;

export const DEMO_CODE_OFFER = {
  name: "₹500 off above ₹5,000",
  code: "DIWALI500",
  kind: "fixed_cart",
  amountPaise: 50_000,
  minCartPaise: 5_00_000,
  totalLimit: 100,
  perCustomerLimit: 1,
  stackable: false,
  startsDaysAgo: 1,
  endsInDays: 60,
} as const;

export async function seedDemoOffers(tx: Pick<MoneyTransaction, "offer" | "category">, now: Date): Promise<number> {
  let made = 0;
  const category = await tx.category.findUnique({ where: { slug: DEMO_OFFER_CATEGORY }, select: { id: true } });
  const auto = DEMO_AUTOMATIC_OFFER;
  if (category && !(await tx.offer.findFirst({ where: { name: auto.name, code: null }, select: { id: true } }))) {
    await tx.offer.create({
      data: {
        name: auto.name,
        code: null,
        kind: auto.kind,
        percentBps: auto.percentBps,
        scope: auto.scope,
        stackable: auto.stackable,
        startsAt: new Date(now.getTime() - auto.startsDaysAgo * DAY_MS),
        endsAt: new Date(now.getTime() + auto.endsInDays * DAY_MS),
        categories: { create: [{ categoryId: category.id }] },
      },
    });
    made += 1;
  }
  const code = DEMO_CODE_OFFER;
  if (!(await tx.offer.findUnique({ where: { code: code.code }, select: { id: true } }))) {
    await tx.offer.create({
      data: {
        name: code.name,
        code: code.code,
        kind: code.kind,
        amountPaise: code.amountPaise,
        minCartPaise: code.minCartPaise,
        totalLimit: code.totalLimit,
        perCustomerLimit: code.perCustomerLimit,
        stackable: code.stackable,
        scope: "all",
        startsAt: new Date(now.getTime() - code.startsDaysAgo * DAY_MS),
        endsAt: new Date(now.getTime() + code.endsInDays * DAY_MS),
      },
    });
    made += 1;
  }
  return made;
}
