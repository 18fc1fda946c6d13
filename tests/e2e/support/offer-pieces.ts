import type { MoneyClient } from "@/server/db-money";
import { priceByWeight } from "@/lib/pricing/by-weight";

// Pieces of a spec's own for the offers' specs (issue 44), written straight into the database so no
// other spec's prices move: a kada priced by weight at today's rate (20 g of 925 silver, ₹150/g
// making, so its page shows a breakup), or a piece at a fixed price. Old (created in 2001), so
// specs that take the newest pieces never meet them.

const LONG_AGO = new Date("2001-01-01T00:00:00Z");

export interface OwnPiece {
  id: string;
  name: string;
}

/** One piece: `pricePaise` for a fixed price, none for the by-weight kada; `colour` gives it the shop's first colour. */
export async function createOwnPiece(prisma: MoneyClient, { name, code, pricePaise, stock = 10, colour = false }: { name: string; code: string; pricePaise?: number; stock?: number; colour?: boolean }): Promise<OwnPiece> {
  const [rate, settings, category, color, picture] = await Promise.all([
    prisma.silverRate.findFirst({ orderBy: { setAt: "desc" }, select: { paisePerGram: true } }),
    prisma.siteSettings.findUnique({ where: { id: 1 }, select: { gstRateBps: true, roundByWeightPrices: true } }),
    prisma.category.findFirstOrThrow({ where: { active: true } }),
    prisma.color.findFirstOrThrow({ where: { active: true } }),
    prisma.productImage.findFirstOrThrow({ where: { storageKey: null }, select: { url: true } }),
  ]);
  const byWeight =
    pricePaise === undefined
      ? {
          pricingMode: "by_weight" as const,
          purity: 925,
          netWeightMg: 20_000,
          makingChargeKind: "per_gram" as const,
          makingChargeValue: 15_000,
        }
      : null;
  const price =
    pricePaise ??
    priceByWeight({
      ratePaisePerGram: rate?.paisePerGram ?? 9550,
      purity: 925,
      netWeightMg: 20_000,
      making: { kind: "per_gram", paisePerGram: 15_000 },
      otherPaise: 0,
      gstBps: settings?.gstRateBps ?? 300,
      roundToRupee: settings?.roundByWeightPrices ?? true,
    }).totalPaise;
  const row = await prisma.product.create({
    data: {
      code,
      slug: code.toLowerCase(),
      name,
      pricePaise: price,
      sellingPricePaise: price,
      stock,
      weightGrams: byWeight ? 21 : 4,
      ...byWeight,
      categoryId: category.id,
      createdAt: LONG_AGO,
      ...(colour ? { colors: { create: [{ colorId: color.id }] } } : {}),
      images: { create: [{ url: picture.url, alt: name, position: 0 }] },
    },
    select: { id: true },
  });
  return { id: row.id, name };
}
