// The FAQ page's search: which questions match what the shopper typed. Pure, so the page's
// island and the unit tests share it.
import type { FaqItem } from "./faq";

/** The FAQ search's empty state. */
export const NO_MATCHING_QUESTIONS = "No matching questions";

/** Lower case, accents and punctuation dropped, "₹5,000" → "5000", runs of space to one. */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/(\d),(?=\d)/g, "$1")
    .replace(/[^\p{L}\p{N}%]+/gu, " ")
    .trim();
}

/** The text a question is searched by: its question, answer and link label. */
export function faqSearchText(item: FaqItem): string {
  return normalizeSearchText([item.question, ...item.answer, item.link?.label ?? ""].join(" "));
}

/**
 * Whether a text (already normalized, e.g. by faqSearchText) contains every word of the query, in
 * any order and as part of longer words too ("tarn" finds "tarnish"). An empty query matches.
 */
export function matchesQuery(searchText: string, query: string): boolean {
  const words = normalizeSearchText(query).split(" ").filter(Boolean);
  return words.every((word) => searchText.includes(word));
}

/** The questions that match the query, in their order. */
export function filterFaqs<T extends FaqItem>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesQuery(faqSearchText(item), query));
}
