// Helpers of the returns tests (tests/integration/returns*.test.ts): delivered orders (card-paid
// with a gateway payment and its invoice, or cash on delivery), the shopper's calls (JSON and
// multipart, as a visitor or with a customer's session) and the back office's.
import { expect } from "vitest";
import * as adminReturnRoute from "@/app/api/admin/returns/[id]/route";
import * as adminCreditNoteRoute from "@/app/api/admin/returns/[id]/credit-note/route";
import * as adminReturnsRoute from "@/app/api/admin/returns/route";
import * as creditNoteRoute from "@/app/api/returns/credit-note/route";
import * as optionsRoute from "@/app/api/returns/options/route";
import * as returnsRoute from "@/app/api/returns/route";
import { env } from "@/env";
import type { AdminReturnDetailJSON, ReturnOptionsJSON, ReturnRequestJSON } from "@/lib/types/returns";
import { customerCookieName } from "@/server/auth/customer-session";
import { db } from "@/server/db";
import { issueInvoice } from "@/server/invoices/issue-invoice";
import { createOrder } from "@/server/orders/create-order";
import { NextRequest } from "next/server";
import { uniq } from "../support/factories";
import { type Body, type CallResult, call, newAddress } from "./accounts-support";
import { callAsAdmin } from "./admin-support";
import { newPaymentId } from "./payments-support";

const DAY = 24 * 60 * 60 * 1000;

export interface DeliveredOrder {
  id: string;
  orderNumber: string;
  email: string;
  totalPaise: number;
  /** Order line ids, in the order the lines were given. */
  lineIds: string[];
  razorpayPaymentId: string | null;
}

/**
 * A delivered order made in the database: priced from the products as checkout prices them, then
 * paid (card: a gateway payment the local gateway can refund, and the invoice; cod: the cash
 * recorded, and the invoice issued at shipping) and delivered `deliveredDaysAgo` days ago.
 */
export async function deliveredOrder(
  lines: { productId: string; quantity: number; sizeId?: string | null }[],
  { method = "card", customerId = null, email = `asha.${uniq()}@example.com`, deliveredDaysAgo = 1, status = "delivered" }: { method?: "card" | "cod"; customerId?: string | null; email?: string; deliveredDaysAgo?: number; status?: "delivered" | "shipped" } = {},
): Promise<DeliveredOrder> {
  const order = await createOrder({
    source: "request",
    status: "draft",
    customerId,
    contact: { name: "Asha Verma", email, phone: "9876543210" },
    address: { street: "14 Lake View Road", city: "Pune", state: "Maharashtra", pincode: "411001", country: "India" },
    lines,
    actor: "visitor",
  });
  const now = new Date();
  const razorpayPaymentId = method === "card" ? newPaymentId() : null;
  await db.$transaction(async (tx) => {
    await tx.order.update({
      where: { id: order.id },
      data: {
        status,
        paymentMethod: method === "card" ? "razorpay" : "cod",
        paidAt: now,
        deliveredAt: status === "delivered" ? new Date(now.getTime() - deliveredDaysAgo * DAY) : null,
      },
    });
    await tx.payment.create({ data: { orderId: order.id, kind: method === "card" ? "payment_link" : "cod", amountPaise: order.totalPaise, status: "paid", razorpayPaymentId } });
    await issueInvoice(tx, { orderId: order.id, buyerState: "Maharashtra", now });
  });
  const rows = await db.orderLine.findMany({ where: { orderId: order.id }, select: { id: true, productId: true } });
  const lineIds = lines.map((line) => rows.find((row) => row.productId === line.productId)!.id);
  return { id: order.id, orderNumber: order.orderNumber, email, totalPaise: order.totalPaise, lineIds, razorpayPaymentId };
}

export const customerCookie = (session: string) => `${customerCookieName()}=${session}`;

export function options(body: unknown, { session, address }: { session?: string; address?: string } = {}): Promise<CallResult> {
  return call(optionsRoute.POST, { body, session, ...(address ? { address } : {}) });
}

export async function optionsOf(order: DeliveredOrder): Promise<ReturnOptionsJSON> {
  const res = await options({ orderNumber: order.orderNumber, email: order.email });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body!.options as ReturnOptionsJSON;
}

export interface ReturnFormInput {
  orderNumber: string;
  email?: string;
  kind?: string;
  reason?: string;
  details?: string;
  lines?: unknown;
  photos?: File[];
  /** Where a cash-on-delivery refund goes: refundTo (upi|bank), upiId, ifsc, accountNumber. */
  payout?: Record<string, string>;
}

export function returnForm({ orderNumber, email, kind = "return", reason = "damaged", details = "The clasp broke.", lines = [], photos = [], payout = {} }: ReturnFormInput): FormData {
  const form = new FormData();
  form.append("orderNumber", orderNumber);
  if (email !== undefined) form.append("email", email);
  form.append("kind", kind);
  form.append("reason", reason);
  form.append("details", details);
  form.append("lines", typeof lines === "string" ? lines : JSON.stringify(lines));
  for (const photo of photos) form.append("photos", photo);
  for (const [name, value] of Object.entries(payout)) form.append(name, value);
  return form;
}

/** POST /api/returns as the shop's page sends it (multipart), as a visitor or with a customer's session. */
export async function requestReturn(input: ReturnFormInput, { session, address = newAddress() }: { session?: string; address?: string } = {}): Promise<CallResult> {
  const request = new NextRequest("http://localhost/api/returns", {
    method: "POST",
    headers: { origin: env.siteUrl, "sec-fetch-site": "same-origin", "x-forwarded-for": address, ...(session ? { cookie: customerCookie(session) } : {}) },
    body: returnForm(input),
  });
  const response = await returnsRoute.POST(request, { params: Promise.resolve({}) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Body | null, setCookies: [] };
}

/** A request for `quantity` of the order's first line (or the lines given), as a visitor with the e-mail. */
export async function requested(
  order: DeliveredOrder,
  { kind = "return", lines = [{ orderLineId: order.lineIds[0]!, quantity: 1 }], payout }: { kind?: string; lines?: { orderLineId: string; quantity: number; exchangeSizeId?: string }[]; payout?: Record<string, string> } = {},
): Promise<ReturnRequestJSON> {
  const res = await requestReturn({ orderNumber: order.orderNumber, email: order.email, kind, lines, payout });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body!.returnRequest as ReturnRequestJSON;
}

export function move(token: string, id: string, body: unknown): Promise<CallResult> {
  return callAsAdmin(adminReturnRoute.PATCH, token, { method: "PATCH", params: { id }, body });
}

export async function moved(token: string, id: string, body: unknown): Promise<AdminReturnDetailJSON> {
  const res = await move(token, id, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body!.returnRequest as AdminReturnDetailJSON;
}

/** Moves a request from requested to received. */
export async function receivedRequest(token: string, id: string): Promise<AdminReturnDetailJSON> {
  await moved(token, id, { action: "approve" });
  await moved(token, id, { action: "pick_up" });
  return moved(token, id, { action: "receive" });
}

export async function adminDetail(token: string, id: string): Promise<AdminReturnDetailJSON> {
  const res = await callAsAdmin(adminReturnRoute.GET, token, { method: "GET", params: { id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body!.returnRequest as AdminReturnDetailJSON;
}

export function adminList(token: string, query = ""): Promise<CallResult> {
  return callAsAdmin(adminReturnsRoute.GET, token, { method: "GET", url: `http://localhost/api/admin/returns${query}` });
}

/** A PDF download's status, headers and bytes (these answers are not JSON). */
export async function download(response: Promise<Response>): Promise<{ status: number; headers: Headers; bytes: Buffer; json: Body | null }> {
  const res = await response;
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get("content-type")?.includes("json") ? (JSON.parse(bytes.toString("utf8")) as Body) : null;
  return { status: res.status, headers: res.headers, bytes, json };
}

export function shopperCreditNote(body: unknown, { session, address = newAddress() }: { session?: string; address?: string } = {}) {
  const request = new NextRequest("http://localhost/api/returns/credit-note", {
    method: "POST",
    headers: { origin: env.siteUrl, "sec-fetch-site": "same-origin", "x-forwarded-for": address, "content-type": "application/json", ...(session ? { cookie: customerCookie(session) } : {}) },
    body: JSON.stringify(body),
  });
  return download(creditNoteRoute.POST(request, { params: Promise.resolve({}) }));
}

export function adminCreditNote(adminCookieHeader: string, id: string) {
  const request = new NextRequest(`http://localhost/api/admin/returns/${id}/credit-note`, { method: "GET", headers: { cookie: adminCookieHeader, "x-forwarded-for": newAddress() } });
  return download(adminCreditNoteRoute.GET(request, { params: Promise.resolve({ id }) }));
}
