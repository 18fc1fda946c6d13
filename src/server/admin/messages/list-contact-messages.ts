import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { type ReadListQuery, orderOf, pagesOf, readOf, searchOf } from "@/server/admin/inquiries/read-filter";
import { type AdminContactMessageRow, adminContactMessageSelect } from "@/server/admin/messages/contact-message-record";
import { db } from "@/server/db";

export interface ContactMessagePage {
  rows: AdminContactMessageRow[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  /** The filter tabs' counts, for the current search. */
  counts: { all: number; unread: number; read: number };
}

/** GET /api/admin/messages: the inquiries' list, for the contact form's messages. */
export async function listContactMessages(query: ReadListQuery): Promise<ContactMessagePage> {
  const { page, limit, q, filter, sort, order } = query;
  const search: Prisma.ContactMessageWhereInput = q ? { OR: searchOf(q) } : {};
  const read = readOf(filter);
  const where: Prisma.ContactMessageWhereInput = read === undefined ? search : { ...search, read };
  const [rows, total, all, unread] = await Promise.all([
    db.contactMessage.findMany({ where, orderBy: orderOf(sort, order), skip: (page - 1) * limit, take: limit, select: adminContactMessageSelect }),
    db.contactMessage.count({ where }),
    db.contactMessage.count({ where: search }),
    db.contactMessage.count({ where: { ...search, read: false } }),
  ]);
  return { rows, total, page, pages: pagesOf(total, limit), limit, counts: { all, unread, read: all - unread } };
}
