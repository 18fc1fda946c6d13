import "server-only";
import { z } from "zod";
import { fromQuery, optionalText, wholeNumber } from "@/lib/schemas/query-values";
import { escapeLike } from "@/server/escape-like";

// What the back office's inquiry and contact-message lists share: a page of at most 50 rows, a
// search, a read/unread filter and a sort by date or name. Paged, filtered and counted by the
// database on the (read, createdAt) indexes, never by loading the list.

export const PEOPLE_LIST_MAX_LIMIT = 50;
const MAX_PAGE = 10_000;

/** The filters: "acknowledged" (the spec's word for inquiries) and "read" mean the same. */
export const READ_FILTERS = ["all", "unread", "acknowledged", "read"] as const;
export type ReadFilter = (typeof READ_FILTERS)[number];

export const ZReadListQuery = z.object({
  page: wholeNumber(1, MAX_PAGE, 1),
  limit: wholeNumber(1, PEOPLE_LIST_MAX_LIMIT, 10),
  q: optionalText(100),
  filter: z.preprocess(fromQuery, z.enum(READ_FILTERS, { error: "must be all, unread, acknowledged or read" }).default("all")),
  sort: z.preprocess(fromQuery, z.enum(["date", "name"], { error: "must be date or name" }).default("date")),
  order: z.preprocess(fromQuery, z.enum(["asc", "desc"], { error: "must be asc or desc" }).optional()),
});
export type ReadListQuery = z.infer<typeof ZReadListQuery>;

/** The read flag a filter asks for; undefined for all. */
export function readOf(filter: ReadFilter): boolean | undefined {
  if (filter === "unread") return false;
  if (filter === "acknowledged" || filter === "read") return true;
  return undefined;
}

/** The search as a case-insensitive literal substring of name, email or message. */
export function searchOf(q: string | undefined) {
  if (!q) return undefined;
  const contains = { contains: escapeLike(q), mode: "insensitive" as const };
  return [{ name: contains }, { email: contains }, { message: contains }];
}

/** Newest first by default; names A→Z. The id breaks ties so paging never repeats or skips a row. */
export function orderOf(sort: ReadListQuery["sort"], order: ReadListQuery["order"]) {
  const direction = order ?? (sort === "date" ? "desc" : "asc");
  return sort === "name" ? [{ name: direction }, { id: direction }] : [{ createdAt: direction }, { id: direction }];
}

export function pagesOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
