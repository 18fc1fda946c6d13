import { ApiError, adminJson } from "@/lib/api/admin/client";
import { envelopeMsg } from "@/lib/api/client";

// The back office's calls for inquiries, contact messages and customers (back office §2, §7 and our
// admin lists). Each throws ApiError: the server's msg, or "" with httpStatus 0 when no answer came.

export const PEOPLE_API = {
  inquiries: "/api/admin/inquiries",
  inquiryStatus: (id: string, read: boolean) => `/api/inquiry/change-status/${encodeURIComponent(id)}/${read}`,
  messages: "/api/admin/messages",
  messageStatus: (id: string, read: boolean) => `/api/admin/messages/${encodeURIComponent(id)}/status/${read}`,
  customers: "/api/admin/customers",
  customer: (id: string) => `/api/admin/customers/${encodeURIComponent(id)}`,
  customerStatus: (id: string, active: boolean) => `/api/admin/customers/${encodeURIComponent(id)}/status/${active}`,
} as const;

/** How many rows each page of these lists asks for. */
export const PEOPLE_PAGE_SIZE = 10;

export const INQUIRIES_KEY = ["admin", "inquiries"] as const;
export const MESSAGES_KEY = ["admin", "messages"] as const;
export const CUSTOMERS_KEY = ["admin", "customers"] as const;

// The shapes the server sends (src/server/admin/*/…-record.ts).
export interface InquiryProductJSON {
  _id: string;
  code: string;
  name: string;
  slug: string;
  /** The size asked about (issue 42), or null. */
  size?: string | null;
}
export interface AdminInquiryJSON {
  _id: string;
  fullname: string;
  email: string;
  phoneNumber: string;
  message: string;
  productCodes: string[];
  products: InquiryProductJSON[];
  /** true: read (acknowledged). */
  status: boolean;
  createdAt: string;
}
export interface AdminContactMessageJSON {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  read: boolean;
  createdAt: string;
}
export interface AdminCustomerJSON {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  createdAt: string;
  /** false: deactivated. */
  status: boolean;
  ordersCount: number;
}
export interface CustomerOrderJSON {
  _id: string;
  orderNumber: string;
  status: string;
  /** Rupees. */
  totalAmount: number;
  createdAt: string;
}

export type ReadFilter = "all" | "unread" | "read";
export type ReadSort = "date" | "name";
export type SortOrder = "asc" | "desc";
export interface ReadListQuery {
  q: string;
  filter: ReadFilter;
  sort: ReadSort;
  order: SortOrder;
}
export interface ReadCounts {
  all: number;
  unread: number;
  read: number;
}
export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
  pages: number;
}
export type CustomerSort = "name" | "email" | "createdAt";
export interface CustomerListQuery {
  q: string;
  sort: CustomerSort;
  order: SortOrder;
}
export interface CustomerStats {
  total: number;
  verified: number;
  newThisMonth: number;
}

export const inquiryListKey = (query: ReadListQuery) => [...INQUIRIES_KEY, "list", query] as const;
export const messageListKey = (query: ReadListQuery) => [...MESSAGES_KEY, "list", query] as const;
export const customerListKey = (query: CustomerListQuery) => [...CUSTOMERS_KEY, "list", query] as const;
export const customerKey = (id: string) => [...CUSTOMERS_KEY, "one", id] as const;

const numberOf = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);
const arrayOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const recordOf = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {});

function listParams(page: number, query: { q: string; sort: string; order: string }, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ page: String(page), limit: String(PEOPLE_PAGE_SIZE), sort: query.sort, order: query.order, ...extra });
  if (query.q.trim()) params.set("q", query.q.trim());
  return params.toString();
}

function pageOf<T>(envelope: Record<string, unknown>, rows: unknown, page: number): ListPage<T> {
  return { rows: arrayOf<T>(rows), total: numberOf(envelope.total, 0), page: numberOf(envelope.page, page), pages: numberOf(envelope.pages, 1) };
}

/** One page of inquiries with the filter tabs' counts (for the current search). */
export async function fetchInquiryPage(query: ReadListQuery, page: number, signal?: AbortSignal): Promise<ListPage<AdminInquiryJSON> & { counts: ReadCounts }> {
  // The server calls the read filter "acknowledged" for inquiries (the spec's word); both mean read.
  const envelope = await adminJson(`${PEOPLE_API.inquiries}?${listParams(page, query, { filter: query.filter === "read" ? "acknowledged" : query.filter })}`, { signal });
  const counts = recordOf(envelope.counts);
  return { ...pageOf<AdminInquiryJSON>(envelope, envelope.inquiries, page), counts: { all: numberOf(counts.all, 0), unread: numberOf(counts.unread, 0), read: numberOf(counts.acknowledged, 0) } };
}

export async function changeInquiryStatus(id: string, read: boolean): Promise<string> {
  return envelopeMsg(await adminJson(PEOPLE_API.inquiryStatus(id, read), { method: "PATCH" }));
}

/** One page of contact messages with the filter tabs' counts. */
export async function fetchMessagePage(query: ReadListQuery, page: number, signal?: AbortSignal): Promise<ListPage<AdminContactMessageJSON> & { counts: ReadCounts }> {
  const envelope = await adminJson(`${PEOPLE_API.messages}?${listParams(page, query, { filter: query.filter })}`, { signal });
  const counts = recordOf(envelope.counts);
  return { ...pageOf<AdminContactMessageJSON>(envelope, envelope.messages, page), counts: { all: numberOf(counts.all, 0), unread: numberOf(counts.unread, 0), read: numberOf(counts.read, 0) } };
}

export async function changeMessageStatus(id: string, read: boolean): Promise<string> {
  return envelopeMsg(await adminJson(PEOPLE_API.messageStatus(id, read), { method: "PATCH" }));
}

/** One page of customers with the stat cards (over every customer). */
export async function fetchCustomerPage(query: CustomerListQuery, page: number, signal?: AbortSignal): Promise<ListPage<AdminCustomerJSON> & { stats: CustomerStats }> {
  const envelope = await adminJson(`${PEOPLE_API.customers}?${listParams(page, query)}`, { signal });
  const stats = recordOf(envelope.stats);
  return {
    ...pageOf<AdminCustomerJSON>(envelope, envelope.customers, page),
    stats: { total: numberOf(stats.total, 0), verified: numberOf(stats.verified, 0), newThisMonth: numberOf(stats.newThisMonth, 0) },
  };
}

export async function fetchCustomer(id: string, signal?: AbortSignal): Promise<{ customer: AdminCustomerJSON; orders: CustomerOrderJSON[] }> {
  const envelope = await adminJson(PEOPLE_API.customer(id), { signal });
  if (typeof envelope.customer !== "object" || envelope.customer === null) throw new ApiError("", 404);
  return { customer: envelope.customer as AdminCustomerJSON, orders: arrayOf<CustomerOrderJSON>(envelope.orders) };
}

export async function changeCustomerStatus(id: string, active: boolean): Promise<string> {
  return envelopeMsg(await adminJson(PEOPLE_API.customerStatus(id, active), { method: "PATCH" }));
}
