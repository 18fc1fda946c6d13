import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE, GET, OPTIONS, POST } from "@/app/api/inquiry/send-inquiry/route";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import { db } from "@/server/db";
import { CROSS_SITE_MSG } from "@/server/http/same-origin";
import { INQUIRY_RATE_LIMIT } from "@/server/inquiries/inquiry-rules";
import { rateLimitKey } from "@/server/rate-limit";
import { createCategory, createProduct, uniq } from "../support/factories";
import { type CallResult, call, createCustomer, newAddress, sessionOf } from "./accounts-support";

// POST /api/inquiry/send-inquiry through the real route handler and database (back office §2
// 'Inquiry form', §3, §5, §6, §7): the stored inquiry with normalised codes and links to the
// products that exist, the session's customer (never the body's user_id), markup stripped, each
// field's refusal, the hardening (413, 415, 400, cross-site 403) and the per-address rate limit.
// The database is shared: each test sends from its own address and finds its rows by its own e-mail.

const URL = "http://localhost/api/inquiry/send-inquiry";

function inquiry(overrides: Record<string, unknown> = {}) {
  return { name: "Asha Verma", email: `asha.${uniq()}@example.com`, phone: "9876543210", message: "Is this available in gold?", productCodes: [], ...overrides };
}

const send = (options: Parameters<typeof call>[1] = {}) => call(POST, { url: URL, body: inquiry(), ...options });

function expectFailure(res: CallResult, status: number, msg: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ status: 0, msg });
  expect(res.headers.get("cache-control")).toBe("no-store");
}

const storedFor = (email: string) =>
  db.inquiry.findMany({ where: { email }, include: { products: { select: { productId: true } } } });

let codes: { necklace: string; earring: string; inactive: string };
let ids: { necklace: string; earring: string; inactive: string };

beforeAll(async () => {
  const category = await createCategory();
  const tag = uniq().toUpperCase();
  const [necklace, earring, inactive] = await Promise.all([
    createProduct({ categoryId: category.id, code: `NK-${tag}` }),
    createProduct({ categoryId: category.id, code: `ER-${tag}` }),
    createProduct({ categoryId: category.id, code: `TP-${tag}`, active: false }),
  ]);
  codes = { necklace: necklace.code, earring: earring.code, inactive: inactive.code };
  ids = { necklace: necklace.id, earring: earring.id, inactive: inactive.id };
});

describe("a valid inquiry", () => {
  it("is stored with normalised codes, linked to the products whose codes exist, and answered 201", async () => {
    const body = inquiry({
      name: "  Asha Verma ",
      phone: "+91 98765-43210",
      message: "  Line one\r\nLine two  ",
      productCodes: [` ${codes.necklace.toLowerCase()} `, codes.earring, codes.necklace, "ZZ-0000", codes.inactive.toLowerCase()],
    });
    const before = Date.now();
    const res = await send({ body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ status: 1, msg: SELL_MSG.inquirySentBody });
    expect(res.headers.get("cache-control")).toBe("no-store");

    const rows = await storedFor(body.email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ customerId: null, name: "Asha Verma", email: body.email, phone: "9876543210", message: "Line one\nLine two", read: false });
    // Every code as given (normalised, once), also the one that matches nothing.
    expect(row.productCodes).toEqual([codes.necklace, codes.earring, "ZZ-0000", codes.inactive]);
    // Links only where a product has the code (an inactive product still exists).
    expect(row.products.map((p) => p.productId).sort()).toEqual([ids.necklace, ids.earring, ids.inactive].sort());
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("without codes is stored without links; the spec's JSON text of codes is read too", async () => {
    const plain = inquiry();
    expect((await send({ body: plain })).status).toBe(201);
    const [row] = await storedFor(plain.email);
    expect(row).toMatchObject({ productCodes: [], products: [] });

    const text = inquiry({ productCodes: JSON.stringify([codes.earring.toLowerCase()]) });
    expect((await send({ body: text })).status).toBe(201);
    const [fromText] = await storedFor(text.email);
    expect(fromText).toMatchObject({ productCodes: [codes.earring], products: [{ productId: ids.earring }] });
  });

  it("is stored without markup: tags dropped, script content gone, entities read as text", async () => {
    const body = inquiry({
      name: "<b>Asha</b> <img src=x onerror=alert(1)>Verma",
      message: 'Hello <script>alert("x")</script><a href="javascript:alert(1)">link</a> & 1 < 2 &lt;3',
      productCodes: [`<i>${codes.necklace}</i>`],
    });
    expect((await send({ body })).status).toBe(201);
    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({ name: "Asha Verma", message: "Hello link & 1 < 2 <3", productCodes: [codes.necklace] });
  });
});

describe("who sent it", () => {
  it("a signed-in customer's inquiry carries the session's customer, whatever user_id the body names", async () => {
    const [customer, other] = await Promise.all([createCustomer(), createCustomer({ name: "Kabir Singh" })]);
    const session = await sessionOf(customer);

    const own = inquiry({ user_id: customer.id });
    expect((await send({ body: own, session })).status).toBe(201);
    expect((await storedFor(own.email))[0]?.customerId).toBe(customer.id);

    const forged = inquiry({ user_id: other.id });
    expect((await send({ body: forged, session })).status).toBe(201);
    expect((await storedFor(forged.email))[0]?.customerId).toBe(customer.id);
  });

  it("a visitor's inquiry has no customer, even when the body names one", async () => {
    const someone = await createCustomer();
    const body = inquiry({ user_id: someone.id });
    expect((await send({ body })).status).toBe(201);
    expect((await storedFor(body.email))[0]?.customerId).toBeNull();
  });

  it("a deactivated customer's session or a forged cookie counts as a visitor", async () => {
    const gone = await createCustomer({ active: false });
    const body = inquiry();
    expect((await send({ body, session: await sessionOf(gone) })).status).toBe(201);
    expect((await storedFor(body.email))[0]?.customerId).toBeNull();

    const forged = inquiry();
    expect((await send({ body: forged, session: "not-a-session" })).status).toBe(201);
    expect((await storedFor(forged.email))[0]?.customerId).toBeNull();
  });
});

describe("the form's rules", () => {
  it.each([
    [{ name: "" }, MSG.contactNameRequired],
    [{ name: "<b></b>" }, MSG.contactNameRequired],
    [{ name: "n".repeat(101) }, MSG.contactTooLong("Full Name", 100)],
    [{ email: "" }, MSG.contactEmailRequired],
    [{ email: "asha@" }, MSG.contactEmailInvalid],
    [{ phone: "" }, MSG.contactPhoneRequired],
    [{ phone: "12345" }, MSG.contactPhoneInvalid],
    [{ phone: "98765432109" }, MSG.contactPhoneInvalid],
    [{ message: " " }, MSG.contactMessageRequired],
    [{ message: "<script>alert(1)</script>" }, MSG.contactMessageRequired],
    [{ message: "m".repeat(2001) }, MSG.contactTooLong("Your Message", 2000)],
    [{ productCodes: ["NK 1001"] }, SELL_MSG.inquiryCodeInvalid("NK 1001")],
    [{ productCodes: ["X".repeat(33)] }, SELL_MSG.inquiryCodeTooLong(32)],
    [{ productCodes: Array.from({ length: 21 }, (_, i) => `NK-${2001 + i}`) }, SELL_MSG.inquiryTooManyCodes(20)],
    [{ productCodes: "NK-1001" }, SELL_MSG.inquiryCodesNotList],
    [{ productCodes: [7] }, SELL_MSG.inquiryCodesNotList],
  ])("%j → 400 with its message, nothing stored", async (overrides, msg) => {
    const body = inquiry(overrides);
    expectFailure(await send({ body }), 400, msg);
    expect(await storedFor(body.email)).toEqual([]);
  });

  it("answers the first problem in the form's order", async () => {
    expectFailure(await send({ body: {} }), 400, MSG.contactNameRequired);
    expectFailure(await send({ body: inquiry({ email: "x", productCodes: ["a b"] }) }), 400, MSG.contactEmailInvalid);
  });

  it("ignores fields it does not know (no mass assignment of read, customerId or createdAt)", async () => {
    const someone = await createCustomer();
    const body = inquiry({ read: true, customerId: someone.id, createdAt: "2000-01-01T00:00:00Z", id: "cxxxxxxxxxxxxxxxxxxxxxxxx" });
    expect((await send({ body })).status).toBe(201);
    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({ read: false, customerId: null });
    expect(row?.id).not.toBe("cxxxxxxxxxxxxxxxxxxxxxxxx");
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);
  });
});

describe("bad requests are 4xx envelopes, never a 500", () => {
  it("malformed JSON → 400; a JSON array or text → 400 with the API's words", async () => {
    expectFailure(await send({ raw: "{ name: " }), 400, "The request body is not valid JSON.");
    expectFailure(await send({ raw: "" }), 400, "The request body is not valid JSON.");
    expectFailure(await send({ raw: "[1,2]" }), 400, SELL_MSG.inquiryNotObject);
    expectFailure(await send({ raw: '"hello"' }), 400, SELL_MSG.inquiryNotObject);
  });

  it("a form post or plain text → 415", async () => {
    // "" means no Content-Type at all (call() drops empty headers).
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", ""]) {
      const body = inquiry();
      const res = await send({ raw: JSON.stringify(body), headers: { "content-type": type } });
      expectFailure(res, 415, "Send the request as JSON (Content-Type: application/json).");
      expect(await storedFor(body.email)).toEqual([]);
    }
  });

  it("a body over 16 KB → 413, nothing stored", async () => {
    const body = inquiry({ message: "m".repeat(17 * 1024) });
    expectFailure(await send({ raw: JSON.stringify(body) }), 413, "The request is too large (at most 16 KB).");
    expect(await storedFor(body.email)).toEqual([]);
  });
});

describe("cross-site posts", () => {
  it.each([
    [{ origin: "https://evil.example", "sec-fetch-site": "" }],
    [{ origin: "", "sec-fetch-site": "cross-site" }],
    [{ origin: "null", "sec-fetch-site": "" }],
  ])("%j → 403, nothing stored, even with a customer's cookie", async (headers) => {
    const customer = await createCustomer();
    const body = inquiry();
    expectFailure(await send({ body, headers, session: await sessionOf(customer) }), 403, CROSS_SITE_MSG);
    expect(await storedFor(body.email)).toEqual([]);
  });
});

describe("rate limit per address", () => {
  it(`allows ${INQUIRY_RATE_LIMIT.limit} inquiries in 10 minutes, then 429 with Retry-After; another address is still served`, async () => {
    const address = newAddress();
    for (let i = 0; i < INQUIRY_RATE_LIMIT.limit; i += 1) {
      expect((await send({ address, body: inquiry() })).status, `inquiry ${i + 1}`).toBe(201);
    }
    const body = inquiry();
    const refused = await send({ address, body });
    expectFailure(refused, 429, SELL_MSG.inquiryTooMany(10));
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(INQUIRY_RATE_LIMIT.windowMs / 1000);
    expect(await storedFor(body.email)).toEqual([]);

    expect((await send({ address: newAddress(), body: inquiry() })).status).toBe(201);
  });

  it("does not count inquiries refused by the form's rules, and has its own counter (not the contact form's)", async () => {
    const address = newAddress();
    for (let i = 0; i < INQUIRY_RATE_LIMIT.limit + 2; i += 1) {
      expect((await send({ address, body: inquiry({ phone: "1" }) })).status).toBe(400);
    }
    expect((await send({ address, body: inquiry() })).status).toBe(201);
    const row = await db.rateLimit.findUnique({ where: { key: rateLimitKey(INQUIRY_RATE_LIMIT, address) } });
    expect(row?.count).toBe(1);
  });
});

describe("other methods", () => {
  it("GET and DELETE → 405 with Allow: OPTIONS, POST; OPTIONS → 204", async () => {
    for (const handler of [GET, DELETE]) {
      const res = await call(handler, { url: URL, method: "GET" });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("OPTIONS, POST");
      expect(res.body?.status).toBe(0);
    }
    const options = (OPTIONS as unknown as (request: NextRequest) => Response)(new NextRequest(URL, { method: "OPTIONS" }));
    expect(options.status).toBe(204);
  });
});
