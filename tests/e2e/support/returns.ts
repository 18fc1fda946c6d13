import { createHmac, randomBytes, randomInt } from "node:crypto";
import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { href } from "@/lib/links";
import { RETURN_UI_MSG } from "@/lib/returns/ui-messages";
import { SELL_MSG } from "@/lib/messages/selling";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { seededProducts } from "./catalogue";
import { hydrated } from "./controls";

// Returns and exchanges in e2e specs (issue 22): a card-paid order of two different pieces, placed and
// paid the way checkout does it (POST /api/payments/create-order, then the local fake gateway's signed
// answer to POST /api/payments/verify), and moved by the owner through processing and shipped to
// delivered (PATCH /api/order/update-status/{id}, which sets Order.deliveredAt: the return window
// opens). A few API calls instead of two checkouts through the browser.

const ORIGIN = "http://127.0.0.1:3100";
/** The local fake gateway's fixed key secret (src/server/payments/local-gateway.ts: test payments only). */
const LOCAL_KEY_SECRET = "local-fake-gateway-key-secret (test payments only)";
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export interface DeliveredOrder {
  id: string;
  orderNumber: string;
  email: string;
  pieces: [ProductJSON, ProductJSON];
}

/** Two different pieces in good stock at a fixed price, from the end of the demo list (other specs take the newest). */
async function twoPieces(request: APIRequestContext): Promise<[ProductJSON, ProductJSON]> {
  const fit = (await seededProducts(request)).filter((p) => p.inStock && p.quantity >= 5 && p.total_price_paise < 1_000_000);
  const [a, b] = [fit.at(-3), fit.at(-4)];
  if (!a || !b) throw new Error("the demo seed has no two pieces for this test");
  return [a, b];
}

/**
 * A card-paid order of one each of two pieces, delivered: `shopper` places and pays it, `admin` (a
 * request context signed in to the back office) moves it on to delivered.
 */
export async function placeDeliveredCardOrder(shopper: APIRequestContext, admin: APIRequestContext): Promise<DeliveredOrder> {
  const pieces = await twoPieces(shopper);
  const tag = orderTag();
  const email = `neha.${tag}@example.com`;
  const items = pieces.map((p) => ({ id: p._id, name: p.name, quantity: 1, price: 1, colorId: p.colors[0]?._id ?? null }));
  const customer = { name: `Neha Kapoor ${tag}`, email, street: `${randomInt(1, 999)} ${tag} Marg` };
  const { orderId, orderNumber } = await payAndDeliver(shopper, admin, { receipt: `ret_${tag}`, items, customer });
  return { id: orderId, orderNumber, email, pieces };
}

const orderTag = () => `${Date.now().toString(36)}${randomInt(0, 1_000_000).toString(36)}`;

/**
 * A card-paid order of one piece, left at "paid" for the back office to move on: `shopper` places and
 * pays it as checkout does.
 */
export async function placePaidCardOrder(shopper: APIRequestContext): Promise<{ id: string; orderNumber: string; email: string; piece: ProductJSON }> {
  const [piece] = await twoPieces(shopper);
  const tag = orderTag();
  const email = `meera.${tag}@example.com`;
  const items = [{ id: piece._id, name: piece.name, quantity: 1, price: 1, colorId: piece.colors[0]?._id ?? null }];
  const customer = { name: `Meera Iyer ${tag}`, email, street: `${randomInt(1, 999)} ${tag} Lane` };
  const { orderId, orderNumber } = await placeAndPay(shopper, { receipt: `paid_${tag}`, items, customer });
  return { id: orderId, orderNumber, email, piece };
}

interface CardOrderRequest {
  receipt: string;
  items: Record<string, unknown>[];
  customer: { name: string; email: string; street: string };
}

/**
 * Places a card order as checkout does (POST /api/payments/create-order) and pays it with the local
 * fake gateway's signed answer (POST /api/payments/verify).
 */
async function placeAndPay(shopper: APIRequestContext, { receipt, items, customer }: CardOrderRequest): Promise<{ orderId: string; orderNumber: string }> {
  const created = await shopper.post("/api/payments/create-order", {
    headers: { origin: ORIGIN },
    data: {
      amount: 1,
      currency: "INR",
      receipt,
      metadata: {
        notes: "",
        items,
        customer: {
          name: customer.name,
          email: customer.email,
          contact: `9${String(randomInt(0, 1e9)).padStart(9, "0")}`,
          address: { line1: customer.street, line2: "", city: "Pune", state: "Maharashtra", postalCode: "411001" },
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { orderId: string; orderNumber: string; razorpayOrderId: string } };

  const razorpayPaymentId = `pay_LOCAL${Array.from(randomBytes(14), (b) => ALNUM[b % ALNUM.length]).join("")}`;
  const razorpaySignature = createHmac("sha256", LOCAL_KEY_SECRET).update(`${data.razorpayOrderId}|${razorpayPaymentId}`, "utf8").digest("hex");
  const verified = await shopper.post("/api/payments/verify", {
    headers: { origin: ORIGIN },
    data: { orderId: data.orderId, razorpayOrderId: data.razorpayOrderId, razorpayPaymentId, razorpaySignature },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { orderId: data.orderId, orderNumber: data.orderNumber };
}

/** Places and pays a card order (placeAndPay), then `admin` moves it on through processing and shipped to delivered. */
async function payAndDeliver(shopper: APIRequestContext, admin: APIRequestContext, order: CardOrderRequest): Promise<{ orderId: string; orderNumber: string }> {
  const data = await placeAndPay(shopper, order);
  const steps = [{ status: "processing" }, { status: "shipped", courierName: "Blue Dart", trackingNumber: `BD${randomInt(1e8, 1e9)}` }, { status: "delivered" }];
  for (const step of steps) {
    const moved = await admin.patch(`/api/order/update-status/${encodeURIComponent(data.orderId)}`, { headers: { origin: ORIGIN }, data: step });
    expect(moved.status(), `${step.status}: ${await moved.text()}`).toBe(200);
  }
  return { orderId: data.orderId, orderNumber: data.orderNumber };
}

/** Finds the order on the tracking page with its number and e-mail; resolves with the result's article. */
export async function trackOrder(page: Page, orderNumber: string, email: string) {
  await page.goto(href.trackOrder(orderNumber));
  await hydrated(page.locator("main form button[type=submit]"));
  await page.getByRole("textbox", { name: SELL_MSG.trackOrderEmailLabel }).fill(email);
  await page.getByRole("button", { name: SELL_MSG.trackOrderSubmit }).click();
  const result = page.getByRole("article", { name: SELL_MSG.trackOrderResultTitle(orderNumber) });
  await expect(result).toBeVisible();
  return result;
}

/** The returns panel of a tracked order, once its options have loaded. */
export async function returnsPanel(page: Page) {
  const panel = page.getByRole("region", { name: RETURN_UI_MSG.heading });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(RETURN_UI_MSG.loading)).toHaveCount(0);
  return panel;
}

/** A tiny real PNG (16×16, silver grey, made with sharp): the server checks pictures by their content. */
export function tinyPng(): Buffer {
  return Buffer.from("iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4ceISSYhhVMOJ0VA6MVyTBgA/ymIfwrk7SwAAAABJRU5ErkJggg==", "base64");
}

/**
 * A cash-on-delivery order of one piece (issue 40), delivered: `shopper` places it as checkout does
 * (POST /api/order/cod), `admin` confirms it after the call, ships it and marks it delivered.
 */
export async function placeDeliveredCodOrder(shopper: APIRequestContext, admin: APIRequestContext): Promise<{ id: string; orderNumber: string; email: string; piece: ProductJSON }> {
  const [, piece] = await twoPieces(shopper);
  const tag = orderTag();
  const email = `kavya.${tag}@example.com`;
  const created = await shopper.post("/api/order/cod", {
    headers: { origin: ORIGIN },
    data: {
      amount: 1,
      currency: "INR",
      receipt: `codret_${tag}`,
      metadata: {
        notes: "",
        items: [{ id: piece._id, name: piece.name, quantity: 1, price: 1, colorId: piece.colors[0]?._id ?? null }],
        customer: {
          name: `Kavya Menon ${tag}`,
          email,
          contact: `9${String(randomInt(0, 1e9)).padStart(9, "0")}`,
          address: { line1: `${randomInt(1, 999)} ${tag} Road`, line2: "", city: "Mumbai", state: "Maharashtra", postalCode: "400001" },
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { orderId: string; orderNumber: string } };
  const steps = [{ status: "confirmed" }, { status: "shipped", courierName: "Blue Dart", trackingNumber: `BD${randomInt(1e8, 1e9)}` }, { status: "delivered" }];
  for (const step of steps) {
    const moved = await admin.patch(`/api/order/update-status/${encodeURIComponent(data.orderId)}`, { headers: { origin: ORIGIN }, data: step });
    expect(moved.status(), `${step.status}: ${await moved.text()}`).toBe(200);
  }
  return { id: data.orderId, orderNumber: data.orderNumber, email, piece };
}

export interface DeliveredSizedOrder {
  id: string;
  orderNumber: string;
  email: string;
  piece: ProductJSON;
  /** The size bought, and a dearer size of the same piece in stock (by weight: a larger size weighs more). */
  bought: ProductJSON["sizes"][number];
  dearer: ProductJSON["sizes"][number];
}

/**
 * A card-paid order of one piece sold by size (issue 42) in one size, delivered, where the same piece
 * has a dearer size in stock: the exchange for another size with a price difference. Placed, paid
 * and moved on as placeDeliveredCardOrder does.
 */
export async function placeDeliveredSizedOrder(shopper: APIRequestContext, admin: APIRequestContext): Promise<DeliveredSizedOrder> {
  const pick = (await seededProducts(shopper)).flatMap((piece) => {
    const open = piece.sizes.filter((size) => size.quantity >= 2);
    const bought = open[0];
    const dearer = open.find((size) => bought && size.total_price_paise > bought.total_price_paise);
    return piece.inStock && bought && dearer && dearer.total_price_paise < 1_000_000 ? [{ piece, bought, dearer }] : [];
  });
  // From the end of the list: other specs take the newest.
  const chosen = pick.at(-1);
  if (!chosen) throw new Error("the demo seed has no sized piece with two sizes at different prices");
  const { piece, bought, dearer } = chosen;
  const tag = orderTag();
  const email = `ira.${tag}@example.com`;
  const items = [{ id: piece._id, name: piece.name, quantity: 1, price: 1, colorId: piece.colors[0]?._id ?? null, sizeId: bought._id }];
  const customer = { name: `Ira Menon ${tag}`, email, street: `${randomInt(1, 999)} ${tag} Road` };
  const { orderId, orderNumber } = await payAndDeliver(shopper, admin, { receipt: `size_${tag}`, items, customer });
  return { id: orderId, orderNumber, email, piece, bought, dearer };
}
