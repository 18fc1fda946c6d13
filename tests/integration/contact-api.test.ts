import { randomInt } from "node:crypto";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { DELETE, GET, OPTIONS, POST } from "@/app/api/contact/route";
import { env } from "@/env";
import { MSG } from "@/lib/messages/shop";
import { CONTACT_RATE_LIMIT } from "@/server/contact/contact-rules";
import { db } from "@/server/db";
import { CROSS_SITE_MSG } from "@/server/http/same-origin";
import { hitRateLimit } from "@/server/rate-limit";
import { uniq } from "../support/factories";

// POST /api/contact through the real route handler and database (storefront §2.16, §5): each rule
// of the form, markup stripped before storing, cross-site refusal, the per-address rate limit in
// the database, and the stored row. The database is shared: each test sends from its own address
// and finds its own rows by a unique e-mail.

type Body = { status: 0 | 1; msg: string } & Record<string, unknown>;
type Handler = (request: NextRequest, context: { params: Promise<Record<string, never>> }) => Promise<Response>;

/** A fresh documentation-range address per call site, so tests never share a rate-limit window. */
const newAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

function message(overrides: Record<string, unknown> = {}) {
  return { name: "Asha Verma", email: `asha.${uniq()}@example.com`, phone: "9876543210", message: "Do you resize silver rings?", consent: true, ...overrides };
}

interface SendOptions {
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  address?: string;
  method?: string;
}

async function send(handler: Handler, { body, raw, headers = {}, address = newAddress(), method = "POST" }: SendOptions = {}) {
  const request = new NextRequest("http://localhost/api/contact", {
    method,
    headers: {
      "content-type": "application/json",
      origin: env.siteUrl,
      "sec-fetch-site": "same-origin",
      // What the client sent (a new address each time), then the address the one trusted proxy appended.
      "x-forwarded-for": `${newAddress()}, ${address}`,
      ...headers,
    },
    body: method === "GET" || method === "HEAD" ? undefined : (raw ?? JSON.stringify(body ?? message())),
  });
  const response = await handler(request, { params: Promise.resolve({}) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Body | null };
}

function expectFailure(res: Awaited<ReturnType<typeof send>>, status: number, msg: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ status: 0, msg });
  expect(res.headers.get("cache-control")).toBe("no-store");
}

const storedFor = (email: string) => db.contactMessage.findMany({ where: { email } });

describe("a valid message", () => {
  it("is stored (trimmed, phone as 10 digits, consent time, unread) and answered 201 with the spec's text", async () => {
    const before = new Date();
    const body = message({ name: "  Asha Verma ", phone: "+91 98765-43210", message: "  Line one\r\nLine two  " });
    const res = await send(POST as Handler, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ status: 1, msg: MSG.contactThanksBody });
    expect(res.headers.get("cache-control")).toBe("no-store");

    const rows = await storedFor(body.email as string);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ name: "Asha Verma", email: body.email, phone: "9876543210", message: "Line one\nLine two", read: false });
    expect(row.consentAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(row.consentAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("is stored without markup: tags dropped, script and style content gone, entities read as text", async () => {
    const body = message({
      name: "<b>Asha</b> <img src=x onerror=alert(1)>Verma",
      message: 'Hello <script>alert("x")</script><a href="javascript:alert(1)">link</a> & 1 < 2 <style>p{}</style>&lt;3',
    });
    expect((await send(POST as Handler, { body })).status).toBe(201);
    const [row] = await storedFor(body.email as string);
    expect(row?.name).toBe("Asha Verma");
    expect(row?.message).toBe("Hello link & 1 < 2 <3");
  });
});

describe("the form's rules", () => {
  it.each([
    [{ name: "" }, MSG.contactNameRequired],
    [{ name: "   " }, MSG.contactNameRequired],
    [{ name: "<b></b>" }, MSG.contactNameRequired], // nothing left once the markup is gone
    [{ email: "" }, MSG.contactEmailRequired],
    [{ email: "asha@" }, MSG.contactEmailInvalid],
    [{ phone: "" }, MSG.contactPhoneRequired],
    [{ phone: "12345" }, MSG.contactPhoneInvalid],
    [{ phone: "98765432109" }, MSG.contactPhoneInvalid],
    [{ message: " " }, MSG.contactMessageRequired],
    [{ message: "<script>alert(1)</script>" }, MSG.contactMessageRequired],
    [{ consent: false }, MSG.contactConsentRequired],
    [{ consent: undefined }, MSG.contactConsentRequired],
    [{ name: "n".repeat(101) }, "Full Name must be at most 100 characters."],
    [{ message: "m".repeat(2001) }, "Your Message must be at most 2,000 characters."],
    [{ name: 7 }, MSG.contactNameRequired],
  ])("%j → 400 %s, nothing stored", async (overrides, msg) => {
    const body = message(overrides);
    expectFailure(await send(POST as Handler, { body }), 400, msg);
    expect(await storedFor(body.email as string)).toEqual([]);
  });

  it("answers the first problem in the form's order", async () => {
    expectFailure(await send(POST as Handler, { body: {} }), 400, MSG.contactNameRequired);
    expectFailure(await send(POST as Handler, { body: message({ email: "x", phone: "1" }) }), 400, MSG.contactEmailInvalid);
  });

  it("ignores fields it does not know (no mass assignment of read or consentAt)", async () => {
    const body = message({ read: true, consentAt: "2000-01-01T00:00:00Z", id: "cxxxxxxxxxxxxxxxxxxxxxxxx" });
    expect((await send(POST as Handler, { body })).status).toBe(201);
    const [row] = await storedFor(body.email as string);
    expect(row?.read).toBe(false);
    expect(row?.id).not.toBe("cxxxxxxxxxxxxxxxxxxxxxxxx");
    expect(row!.consentAt.getFullYear()).toBeGreaterThan(2000);
  });
});

describe("bad requests are 4xx envelopes, never a 500", () => {
  it("malformed JSON, a JSON array or text → 400", async () => {
    expectFailure(await send(POST as Handler, { raw: "{ name: " }), 400, "The request body is not valid JSON.");
    expectFailure(await send(POST as Handler, { raw: "" }), 400, "The request body is not valid JSON.");
    expectFailure(await send(POST as Handler, { raw: "[1,2]" }), 400, "Send the message as a JSON object.");
    expectFailure(await send(POST as Handler, { raw: '"hello"' }), 400, "Send the message as a JSON object.");
  });

  it("a form post or plain text → 415", async () => {
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", ""]) {
      const res = await send(POST as Handler, { raw: "name=Asha", headers: { "content-type": type } });
      expectFailure(res, 415, "Send the request as JSON (Content-Type: application/json).");
    }
    expect((await send(POST as Handler, { headers: { "content-type": "application/json; charset=utf-8" } })).status).toBe(201);
  });

  it("a body over 16 KB → 413, by its declared length or by what actually arrives", async () => {
    const huge = JSON.stringify(message({ message: "m".repeat(17 * 1024) }));
    expectFailure(await send(POST as Handler, { raw: huge }), 413, "The request is too large (at most 16 KB).");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new TextEncoder().encode("x".repeat(4096));
        for (let i = 0; i < 5; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    // A streamed body has no Content-Length: the cap must count the bytes as they arrive.
    const streamed = new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": newAddress() },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.headers.get("content-length")).toBeNull();
    const request = new NextRequest(streamed);
    const res = await (POST as Handler)(request, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 0, msg: "The request is too large (at most 16 KB)." });
  });
});

describe("cross-site posts", () => {
  it.each([
    [{ origin: "https://evil.example", "sec-fetch-site": "" }],
    [{ origin: "null", "sec-fetch-site": "" }],
    [{ origin: "", "sec-fetch-site": "cross-site" }],
    [{ origin: env.siteUrl, "sec-fetch-site": "cross-site" }],
    [{ origin: "", "sec-fetch-site": "same-site" }],
  ])("%j → 403, nothing stored", async (headers) => {
    const body = message();
    const cleaned = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ""));
    // Headers given as "" are removed from the request (see send()).
    const res = await sendWithout(body, cleaned, Object.keys(headers).filter((k) => headers[k as keyof typeof headers] === ""));
    expectFailure(res, 403, CROSS_SITE_MSG);
    expect(await storedFor(body.email as string)).toEqual([]);
  });

  it("are allowed from the shop's own origin without Sec-Fetch-Site, and from no browser at all", async () => {
    expect((await sendWithout(message(), { origin: env.siteUrl }, ["sec-fetch-site"])).status).toBe(201);
    expect((await sendWithout(message(), {}, ["sec-fetch-site", "origin"])).status).toBe(201);
    expect((await sendWithout(message(), { "sec-fetch-site": "same-origin" }, ["origin"])).status).toBe(201);
  });
});

/** Like send(), without some of its default headers. */
async function sendWithout(body: unknown, headers: Record<string, string>, without: string[]) {
  const all: Record<string, string> = {
    "content-type": "application/json",
    origin: env.siteUrl,
    "sec-fetch-site": "same-origin",
    "x-forwarded-for": newAddress(),
    ...headers,
  };
  for (const name of without) delete all[name];
  const request = new NextRequest("http://localhost/api/contact", { method: "POST", headers: all, body: JSON.stringify(body) });
  const response = await (POST as Handler)(request, { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

describe("rate limit per address", () => {
  it(`allows ${CONTACT_RATE_LIMIT.limit} messages in 10 minutes, then 429 with Retry-After; another address is still served`, async () => {
    const address = newAddress();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i += 1) {
      expect((await send(POST as Handler, { address })).status, `message ${i + 1}`).toBe(201);
    }
    const body = message();
    const refused = await send(POST as Handler, { address, body });
    expectFailure(refused, 429, MSG.contactTooMany(10));
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMs / 1000);
    expect(await storedFor(body.email as string)).toEqual([]);

    expect((await send(POST as Handler, { address: newAddress() })).status).toBe(201);
    // The client's own X-Forwarded-For entries (send() varies them) and X-Real-IP do not count: the
    // address is the hop the proxy appended (CLIENT_ADDRESS_SOURCE=xff:1; see client-address.test.ts).
    const spoofed = await send(POST as Handler, { address, headers: { "x-real-ip": newAddress() } });
    expect(spoofed.status).toBe(429);
  });

  it("does not count messages refused by the form's rules", async () => {
    const address = newAddress();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit + 2; i += 1) {
      expect((await send(POST as Handler, { address, body: message({ phone: "1" }) })).status).toBe(400);
    }
    expect((await send(POST as Handler, { address })).status).toBe(201);
  });

  it("counts concurrent messages exactly (one atomic statement per hit)", async () => {
    const address = newAddress();
    const results = await Promise.all(Array.from({ length: 12 }, () => send(POST as Handler, { address })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_RATE_LIMIT.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - CONTACT_RATE_LIMIT.limit);
  });
});

describe("hitRateLimit", () => {
  const rule = { name: `test-${uniq()}`, limit: 2, windowMs: 60_000 };

  it("opens a window on the first hit, counts within it and starts over after it ends", async () => {
    const t0 = new Date("2030-01-01T00:00:00.000Z");
    const first = await hitRateLimit(rule, "a", t0);
    expect(first).toMatchObject({ allowed: true, count: 1, remaining: 1, retryAfterSeconds: 60 });
    expect(first.resetAt.toISOString()).toBe("2030-01-01T00:01:00.000Z");
    expect(await hitRateLimit(rule, "a", new Date(t0.getTime() + 10_000))).toMatchObject({ allowed: true, count: 2, retryAfterSeconds: 50 });
    expect(await hitRateLimit(rule, "a", new Date(t0.getTime() + 59_500))).toMatchObject({ allowed: false, count: 3, remaining: 0, retryAfterSeconds: 1 });
    expect(await hitRateLimit(rule, "b", new Date(t0.getTime() + 59_500))).toMatchObject({ allowed: true, count: 1 });
    const next = await hitRateLimit(rule, "a", new Date(t0.getTime() + 60_000));
    expect(next).toMatchObject({ allowed: true, count: 1 });
    expect(next.resetAt.toISOString()).toBe("2030-01-01T00:02:00.000Z");
  });
});

describe("other methods", () => {
  it("GET and DELETE → 405 with Allow: OPTIONS, POST; OPTIONS → 204", async () => {
    for (const handler of [GET, DELETE]) {
      const res = await send(handler as unknown as Handler, { method: "GET" });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("OPTIONS, POST");
      expect(res.body?.status).toBe(0);
    }
    const options = (OPTIONS as unknown as () => Response)();
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("OPTIONS, POST");
  });
});
