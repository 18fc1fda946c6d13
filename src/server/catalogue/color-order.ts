import { COLOR_NAMES } from "@/lib/constants";

/** Sorts colours the way the shop lists them: Silver, Rose Gold, Gold; any other name after, A–Z. */
export function compareColorNames(a: string, b: string): number {
  return rank(a) - rank(b) || a.localeCompare(b);
}

function rank(name: string): number {
  const index = (COLOR_NAMES as readonly string[]).indexOf(name);
  return index === -1 ? COLOR_NAMES.length : index;
}
