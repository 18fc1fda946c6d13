import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE, GET, POST } from "@/app/api/order/create/route";
import { env } from "@/env";
import { SELL_MSG } from "@/lib/messages/selling";
import { CROSS_SITE_MSG } from "@/server/http/same-origin";
import { latestMailTo } from "@/server/mail/outbox";
import { ORDER_NUMBER_PATTERN } from "@/server/orders/order-number";
import { ORDER_REQUEST_RATE_LIMIT } from "@/server/orders/order-request-rules";
import { db } from "@/server/db";
import { type CallOptions, type CallResult, call, createCustomer, newAddress, newEmail, sessionOf } from "./accounts-support";
import { createCategory, createProduct, ensureColor, uniq } from "../support/factories";

// POST /api/order/create through the real route handler and database (back office §2 order request
// form, §3, §5, §7, §8; issue 12 "Order requests"): a draft order priced from the database whatever
// the body says, line snapshots, the address, the session's customer (never one from the body), the
// refusals of pieces that cannot be sold, the form's rules, markup stripped, the hardening every
// public mutation has, the per-address rate limit and the 'order request received' mail. The
// database is shared: each test makes its own products and finds its orders by a unique e-mail.

const ORDER_CREATE_URL = "http://localhost/api/order/create";
let outbox: string;
let originalOutbox: string;

beforeAll(async () => {
  originalOutbox = env.MAIL_OUTBOX_DIR;
  outbox = await mkdtemp(path.join(tmpdir(), "order-outbox-"));
  env.MAIL_OUTBOX_DIR = outbox;
});
afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  await rm(outbox, { recursive: true, force: true });
});

const send = (options: CallOptions = {}) => call(POST, { url: ORDER_CREATE_URL, ...options });

interface Line {
  product_id: string;
  quantity: unknown;
  color_id?: string | null;
}

function request({ email = newEmail("order"), lines, customer = {}, address = {}, extra = {} }: { email?: string; lines: Line[]; customer?: Record<string, unknown>; address?: Record<string, unknown>; extra?: Record<string, unknown> }) {
  return {
    customer: {
      fullname: "Asha Verma",
      email,
      phoneNumber: "9876543210",
      ...customer,
      shippingAddress: { street: "12 MG Road, C-Scheme", city: "Jaipur", state: "Rajasthan", pincode: "302001", country: "India", ...address },
    },
    products: lines,
    ...extra,
  };
}

const emailOf = (body: ReturnType<typeof request>) => body.customer.email;
const ordersFor = (email: string) => db.order.findMany({ where: { customerEmail: email }, include: { lines: true, events: true } });

function expectFailure(res: CallResult, status: number, msg: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ status: 0, msg });
  expect(res.headers.get("cache-control")).toBe("no-store");
}

async function catalogue() {
  const category = await createCategory();
  const silver = await ensureColor("Silver");
  const gold = await ensureColor("Gold");
  const ring = await createProduct({ categoryId: category.id, name: `Lotus Ring ${uniq()}`, price: 2499, discountPercent: 10, stock: 6, colorIds: [silver.id, gold.id] });
  const chain = await createProduct({ categoryId: category.id, name: `Box Chain ${uniq()}`, price: 1200, stock: 2 });
  return { ring, chain, silver, gold };
}

describe("a valid order request", () => {
  it("is stored as a draft priced from the database: a price, total, status or userId in the body is ignored", async () => {
    const { ring, chain, gold } = await catalogue();
    const other = await createCustomer();
    const body = request({
      lines: [
        { product_id: ring.id, quantity: 2, color_id: gold.id, price: 1, total_price: 1 } as Line,
        { product_id: chain.id, quantity: 1, unitPrice: 0 } as Line,
      ],
      customer: { userId: other.id },
      extra: { totalAmount: 1, status: "paid", userId: other.id, user_id: other.id, orderNumber: "SA-00-00001", source: "checkout", customerNotes: "Gift wrap, please." },
    });
    const res = await send({ body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");

    const [order, ...more] = await ordersFor(emailOf(body));
    expect(more).toEqual([]);
    const ringPaise = ring.sellingPricePaise; // 2,499 less 10 % = ₹2,249.10
    expect(ringPaise).toBe(224910);
    const total = ringPaise * 2 + chain.sellingPricePaise;
    expect(order).toMatchObject({
      status: "draft",
      source: "request",
      customerId: null,
      customerName: "Asha Verma",
      customerPhone: "9876543210",
      shipStreet: "12 MG Road, C-Scheme",
      shipLine2: null,
      shipCity: "Jaipur",
      shipState: "Rajasthan",
      shipPincode: "302001",
      shipCountry: "India",
      totalPaise: total,
      paymentMethod: null,
      customerNotes: "Gift wrap, please.",
      refundDue: false,
    });
    expect(order!.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(order!.orderNumber).not.toBe("SA-00-00001");
    expect(res.body).toEqual({
      status: 1,
      msg: SELL_MSG.orderRequestSubmitted,
      order: { _id: order!.id, orderNumber: order!.orderNumber, status: "draft", totalAmount: total / 100 },
    });

    // Line snapshots: name, code, colour, unit price and quantity as they were.
    const lines = [...order!.lines].sort((a, b) => b.linePricePaise - a.linePricePaise);
    expect(lines.map(({ productId, productName, productCode, colorName, quantity, unitPricePaise, linePricePaise }) => ({ productId, productName, productCode, colorName, quantity, unitPricePaise, linePricePaise }))).toEqual([
      { productId: ring.id, productName: ring.name, productCode: ring.code, colorName: "Gold", quantity: 2, unitPricePaise: ringPaise, linePricePaise: ringPaise * 2 },
      { productId: chain.id, productName: chain.name, productCode: chain.code, colorName: null, quantity: 1, unitPricePaise: 120000, linePricePaise: 120000 },
    ]);
    expect(order!.events.map((event) => ({ status: event.status, actor: event.actor }))).toEqual([{ status: "draft", actor: "visitor" }]);

    // Stock is only read: it is taken when the order is paid.
    expect((await db.product.findUnique({ where: { id: ring.id } }))?.stock).toBe(6);
    // The 'order request received' mail went to the address on the order.
    const mail = await latestMailTo(outbox, emailOf(body));
    expect(mail).toContain(order!.orderNumber);
    expect(mail).toContain(ring.name);
  });

  it("is tidied before it is stored: trimmed, phone as 10 digits, PIN without its space, the state's own spelling, India by default", async () => {
    const { chain } = await catalogue();
    const body = request({
      lines: [{ product_id: chain.id, quantity: 2 }],
      customer: { fullname: "  Asha  Verma ", phoneNumber: "+91 98765-43210", email: ` ${newEmail("tidy")} ` },
      address: { state: "  tamil NADU ", pincode: "600 001", city: " Chennai ", country: undefined },
      extra: { customerNotes: "   " },
    });
    expect((await send({ body })).status).toBe(201);
    const [order] = await ordersFor(body.customer.email.trim());
    expect(order).toMatchObject({ customerName: "Asha  Verma", customerPhone: "9876543210", shipState: "Tamil Nadu", shipPincode: "600001", shipCity: "Chennai", shipCountry: "India", customerNotes: null });
  });

  it("carries the signed-in customer from the session cookie, and a visitor's carries none", async () => {
    const { chain } = await catalogue();
    const customer = await createCustomer();
    const someoneElse = await createCustomer();
    const body = request({ lines: [{ product_id: chain.id, quantity: 1 }], extra: { userId: someoneElse.id, customerId: someoneElse.id } });
    const res = await send({ body, session: await sessionOf(customer) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [order] = await ordersFor(emailOf(body));
    expect(order?.customerId).toBe(customer.id);
    expect(order?.events[0]?.actor).toBe("customer");

    // A forged or stale session is a visitor's request, not a refusal.
    const forged = request({ lines: [{ product_id: chain.id, quantity: 1 }] });
    expect((await send({ body: forged, session: "not-a-token" })).status).toBe(201);
    expect((await ordersFor(emailOf(forged)))[0]?.customerId).toBeNull();
  });
});

describe("pieces that cannot be sold are refused with a clear msg, and nothing is stored", () => {
  it("a piece the owner switched off → 409", async () => {
    const category = await createCategory();
    const off = await createProduct({ categoryId: category.id, active: false, stock: 5 });
    const body = request({ lines: [{ product_id: off.id, quantity: 1 }] });
    expectFailure(await send({ body }), 409, SELL_MSG.orderPieceInactive(off.name));
    expect(await ordersFor(emailOf(body))).toEqual([]);
  });

  it("a sold-out piece → 409", async () => {
    const category = await createCategory();
    const soldOut = await createProduct({ categoryId: category.id, stock: 0 });
    const body = request({ lines: [{ product_id: soldOut.id, quantity: 1 }] });
    expectFailure(await send({ body }), 409, SELL_MSG.orderPieceSoldOut(soldOut.name));
    expect(await ordersFor(emailOf(body))).toEqual([]);
  });

  it("more than the stock → 409, the whole request (its other lines too)", async () => {
    const { ring, chain } = await catalogue();
    const body = request({ lines: [{ product_id: ring.id, quantity: 1 }, { product_id: chain.id, quantity: 3 }] });
    expectFailure(await send({ body }), 409, SELL_MSG.orderPieceShort(chain.name, 2));
    expect(await ordersFor(emailOf(body))).toEqual([]);
  });

  it("a piece that does not exist → 404", async () => {
    const body = request({ lines: [{ product_id: "c000000000000000000000000", quantity: 1 }] });
    expectFailure(await send({ body }), 404, SELL_MSG.orderPieceGone);
    expect(await ordersFor(emailOf(body))).toEqual([]);
  });

  it("a colour the piece does not come in → 400", async () => {
    const { chain, silver } = await catalogue();
    const body = request({ lines: [{ product_id: chain.id, quantity: 1, color_id: silver.id }] });
    expectFailure(await send({ body }), 400, SELL_MSG.orderPieceColour(chain.name));
    expect(await ordersFor(emailOf(body))).toEqual([]);
  });
});

describe("the form's rules → 400 with the form's message, nothing stored", () => {
  it.each([
    ["a PIN code of 5 digits", { address: { pincode: "30200" } }, SELL_MSG.orderPincodeInvalid],
    ["a PIN code starting with 0", { address: { pincode: "012345" } }, SELL_MSG.orderPincodeInvalid],
    ["no PIN code", { address: { pincode: "" } }, SELL_MSG.orderPincodeRequired],
    ["a phone of 9 digits", { customer: { phoneNumber: "987654321" } }, SELL_MSG.orderPhoneInvalid],
    ["a landline-looking number", { customer: { phoneNumber: "0141 2345678" } }, SELL_MSG.orderPhoneInvalid],
    ["a foreign number", { customer: { phoneNumber: "+1 415 555 0100" } }, SELL_MSG.orderPhoneInvalid],
    ["a state that is not India's", { address: { state: "California" } }, SELL_MSG.orderStateInvalid],
    ["no state", { address: { state: " " } }, SELL_MSG.orderStateRequired],
    ["an e-mail without a domain", { customer: { email: "asha@" } }, SELL_MSG.orderEmailInvalid],
    ["another country", { address: { country: "Nepal" } }, SELL_MSG.orderCountryIndiaOnly],
    ["no name", { customer: { fullname: "   " } }, SELL_MSG.orderFullnameRequired],
    ["no street", { address: { street: "" } }, SELL_MSG.orderStreetRequired],
    ["no city", { address: { city: "" } }, SELL_MSG.orderCityRequired],
    ["a name too long", { customer: { fullname: "n".repeat(101) } }, SELL_MSG.orderFieldTooLong("Full name", 100)],
    ["notes too long", { extra: { customerNotes: "n".repeat(1001) } }, SELL_MSG.orderFieldTooLong("Notes", 1000)],
  ])("%s", async (_label, overrides: { customer?: Record<string, unknown>; address?: Record<string, unknown>; extra?: Record<string, unknown> }, msg) => {
    const { chain } = await catalogue();
    const email = typeof overrides.customer?.email === "string" ? overrides.customer.email : newEmail("rule");
    const body = request({ lines: [{ product_id: chain.id, quantity: 1 }], ...overrides, customer: { email, ...overrides.customer } });
    expectFailure(await send({ body }), 400, msg);
    expect(await ordersFor(email)).toEqual([]);
  });

  it.each([
    ["no lines", [], SELL_MSG.orderNoLines],
    ["a quantity of 0", [{ quantity: 0 }], SELL_MSG.orderQuantityRange(10)],
    ["a quantity of 11", [{ quantity: 11 }], SELL_MSG.orderQuantityRange(10)],
    ["a fractional quantity", [{ quantity: 1.5 }], SELL_MSG.orderQuantityRange(10)],
    ["a quantity as text", [{ quantity: "2" }], SELL_MSG.orderQuantityRange(10)],
    ["the same product twice", [{ quantity: 1 }, { quantity: 1 }], SELL_MSG.orderDuplicateLine],
  ])("%s", async (_label, shape: { quantity: unknown }[], msg) => {
    const { chain } = await catalogue();
    const body = request({ lines: shape.map((line) => ({ product_id: chain.id, ...line })) });
    expectFailure(await send({ body }), 400, msg);
    expect(await ordersFor(emailOf(body))).toEqual([]);
  });

  it("more than 100 lines → 400", async () => {
    const lines = Array.from({ length: 101 }, (_, i) => ({ product_id: `c${String(i).padStart(24, "0")}`, quantity: 1 }));
    expectFailure(await send({ body: request({ lines }) }), 400, SELL_MSG.orderTooManyLines(100));
  });

  it("answers the first problem in the form's order", async () => {
    expectFailure(await send({ body: {} }), 400, SELL_MSG.orderFullnameRequired);
    const body = request({ lines: [], customer: { email: "x", phoneNumber: "1" }, address: { pincode: "1" } });
    expectFailure(await send({ body }), 400, SELL_MSG.orderEmailInvalid);
  });
});

describe("markup", () => {
  it("is stripped from what the shopper typed before it is checked and stored", async () => {
    const { chain } = await catalogue();
    const body = request({
      lines: [{ product_id: chain.id, quantity: 1 }],
      customer: { fullname: "<b>Asha</b> <img src=x onerror=alert(1)>Verma" },
      address: { street: '12 <a href="javascript:alert(1)">MG</a> Road', city: "<i>Jaipur</i>" },
      extra: { customerNotes: 'Please <script>alert("x")</script>gift wrap & 1 < 2' },
    });
    expect((await send({ body })).status).toBe(201);
    const [order] = await ordersFor(emailOf(body));
    expect(order).toMatchObject({ customerName: "Asha Verma", shipStreet: "12 MG Road", shipCity: "Jaipur", customerNotes: "Please gift wrap & 1 < 2" });
  });

  it("a field of nothing but tags is as empty as a blank one", async () => {
    const { chain } = await catalogue();
    expectFailure(await send({ body: request({ lines: [{ product_id: chain.id, quantity: 1 }], customer: { fullname: "<b></b>" } }) }), 400, SELL_MSG.orderFullnameRequired);
  });
});

describe("bad requests are 4xx envelopes, never a 500 or internals", () => {
  it("malformed JSON, empty, an array or text → 400", async () => {
    for (const raw of ["{ customer: ", "", "{\"customer\": {\"fullname\": \"A\""]) {
      const res = await send({ raw });
      expectFailure(res, 400, "The request body is not valid JSON.");
      expect(JSON.stringify(res.body)).not.toMatch(/SyntaxError|at JSON|position|prisma|stack/i);
    }
    expectFailure(await send({ raw: "[1,2]" }), 400, SELL_MSG.orderNotAnObject);
    expectFailure(await send({ raw: '"order"' }), 400, SELL_MSG.orderNotAnObject);
    expectFailure(await send({ raw: "null" }), 400, SELL_MSG.orderNotAnObject);
  });

  it("wrong types in the body → 400 with the form's message", async () => {
    expectFailure(await send({ body: { customer: "Asha", products: [] } }), 400, SELL_MSG.orderFullnameRequired);
    expectFailure(await send({ body: request({ lines: "all of them" as unknown as Line[] }) }), 400, SELL_MSG.orderNoLines);
    expectFailure(await send({ body: request({ lines: [{ product_id: { $ne: null } as unknown as string, quantity: 1 }] }) }), 400, SELL_MSG.orderProductInvalid);
  });

  it("a form post or plain text → 415", async () => {
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      expectFailure(await send({ raw: "fullname=Asha", headers: { "content-type": type } }), 415, "Send the request as JSON (Content-Type: application/json).");
    }
  });

  it("a body over 32 KB → 413", async () => {
    const { chain } = await catalogue();
    const body = request({ lines: [{ product_id: chain.id, quantity: 1 }], extra: { customerNotes: "n".repeat(33 * 1024) } });
    expectFailure(await send({ body }), 413, "The request is too large (at most 32 KB).");
    expect(await ordersFor(emailOf(body))).toEqual([]);
  });

  it("a cross-site post → 403, nothing stored", async () => {
    const { chain } = await catalogue();
    const attempts: Record<string, string>[] = [{ origin: "https://evil.example", "sec-fetch-site": "" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of attempts) {
      const body = request({ lines: [{ product_id: chain.id, quantity: 1 }] });
      expectFailure(await send({ body, headers }), 403, CROSS_SITE_MSG);
      expect(await ordersFor(emailOf(body))).toEqual([]);
    }
  });

  it("other methods → 405 with Allow: POST", async () => {
    for (const answer of [GET, DELETE]) {
      const response = answer();
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("OPTIONS, POST");
    }
  });
});

describe("rate limit per address", () => {
  it(`allows ${ORDER_REQUEST_RATE_LIMIT.limit} requests in 10 minutes, then 429 with Retry-After; another address is still served`, async () => {
    const { ring } = await catalogue();
    const address = newAddress();
    // Requests the form's rules refuse are not counted.
    for (let i = 0; i < 3; i += 1) expect((await send({ address, body: request({ lines: [{ product_id: ring.id, quantity: 1 }], address: { pincode: "1" } }) })).status).toBe(400);
    for (let i = 0; i < ORDER_REQUEST_RATE_LIMIT.limit; i += 1) {
      expect((await send({ address, body: request({ lines: [{ product_id: ring.id, quantity: 1 }] }) })).status, `request ${i + 1}`).toBe(201);
    }
    const body = request({ lines: [{ product_id: ring.id, quantity: 1 }] });
    const refused = await send({ address, body });
    expectFailure(refused, 429, SELL_MSG.orderRequestTooMany(10));
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ORDER_REQUEST_RATE_LIMIT.windowMs / 1000);
    expect(await ordersFor(emailOf(body))).toEqual([]);
    expect((await send({ body: request({ lines: [{ product_id: ring.id, quantity: 1 }] }) })).status).toBe(201);
  });
});
