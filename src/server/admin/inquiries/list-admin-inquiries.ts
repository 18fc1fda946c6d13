import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { type AdminInquiryRow, adminInquirySelect } from "@/server/admin/inquiries/inquiry-record";
import { type ReadListQuery, orderOf, pagesOf, readOf, searchOf } from "@/server/admin/inquiries/read-filter";
import { db } from "@/server/db";

export interface AdminInquiryPage {
  rows: AdminInquiryRow[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  /** The filter tabs' counts, for the current search. */
  counts: { all: number; unread: number; acknowledged: number };
}

/** GET /api/admin/inquiries: one page, its total and the tab counts, as four independent queries. */
export async function listAdminInquiries(query: ReadListQuery): Promise<AdminInquiryPage> {
  const { page, limit, q, filter, sort, order } = query;
  const search: Prisma.InquiryWhereInput = q ? { OR: searchOf(q) } : {};
  const read = readOf(filter);
  const where: Prisma.InquiryWhereInput = read === undefined ? search : { ...search, read };
  const [rows, total, all, unread] = await Promise.all([
    db.inquiry.findMany({ where, orderBy: orderOf(sort, order), skip: (page - 1) * limit, take: limit, select: adminInquirySelect }),
    db.inquiry.count({ where }),
    db.inquiry.count({ where: search }),
    db.inquiry.count({ where: { ...search, read: false } }),
  ]);
  return { rows, total, page, pages: pagesOf(total, limit), limit, counts: { all, unread, acknowledged: all - unread } };
}
