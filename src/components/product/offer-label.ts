// The words are OFFER_MSG.festiveLabel's (src/lib/messages/offers.ts; a unit test holds them equal),
// written out here so the cards' and the price's client code (Quick View, the infinite listing) do not
// carry the whole offers message module.

/**
 * An automatic offer's label on the product page, its breakup and its card (issue 44): "Festive
 * offer: Diwali: 20 % off making"; a name that already says "Festive offer…" is shown as it is.
 */
export function offerLabel(name: string): string {
  const trimmed = name.trim();
  return /^festive offer\b/i.test(trimmed) ? trimmed : `Festive offer: ${name}`;
}
