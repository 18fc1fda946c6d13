import { isValidElement, type ReactElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import * as registerRoute from "@/app/api/user/register-user/route";
import * as marketingRoute from "@/app/api/user/[userId]/marketing/route";
import * as unsubscribeRoute from "@/app/api/unsubscribe/route";
import { UnsubscribeBody } from "@/components/marketing/unsubscribe-body";
import { absoluteUrl } from "@/env";
import { ACCOUNT_CONSENT, UNSUBSCRIBE_MSG } from "@/lib/marketing/consent-messages";
import { db } from "@/server/db";
import { setConsent } from "@/server/marketing/consent";
import { unsubscribeToken } from "@/server/notify/unsubscribe-link";
import { PASSWORD, call, createCustomer, newEmail, sessionOf } from "./accounts-support";
import { createCategory, createProduct } from "../support/factories";

// Consent (issue 45, DPDP Act 2023) through the real routes and database: the sign-up's separate
// unticked box, the account's boxes (each change recorded), and the one-click unsubscribe that works
// without a session (RFC 8058), with its page that changes nothing on a GET.

const consentOf = (email: string) => db.marketingConsent.findUnique({ where: { email } });
const eventsOf = (email: string) => db.consentEvent.findMany({ where: { email }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { channel: true, granted: true, source: true } });

const register = (body: Record<string, unknown>) =>
  call(registerRoute.POST, { body: { name: "Nisha Menon", password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, ...body } });

/** A one-click POST as a mail client sends it: no session, no browser headers, form-encoded. */
const oneClick = (token: string) =>
  call(unsubscribeRoute.POST, {
    url: `http://localhost/api/unsubscribe?t=${encodeURIComponent(token)}`,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "", "sec-fetch-site": "" },
    raw: "List-Unsubscribe=One-Click",
  });

describe("the sign-up's marketing box", () => {
  it("ticked: e-mail consent, recorded as given at sign-up", async () => {
    const email = newEmail("ticked");
    const res = await register({ email, marketing: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await consentOf(email)).toMatchObject({ mail: true, whatsapp: false });
    expect(await eventsOf(email)).toEqual([{ channel: "email", granted: true, source: "signup" }]);
  });

  it("absent or unticked: no consent and nothing recorded; a non-boolean is a 400", async () => {
    const absent = newEmail("absent");
    const unticked = newEmail("unticked");
    expect((await register({ email: absent })).status).toBe(201);
    expect((await register({ email: unticked, marketing: false })).status).toBe(201);
    for (const email of [absent, unticked]) {
      expect(await consentOf(email)).toBeNull();
      expect(await eventsOf(email)).toEqual([]);
    }
    const bad = newEmail("bad");
    const res = await register({ email: bad, marketing: "yes" });
    expect(res.status).toBe(400);
    expect(await db.customer.findUnique({ where: { email: bad } })).toBeNull();
  });
});

describe("/api/user/{userId}/marketing (the account's boxes)", () => {
  it("reads, gives and withdraws each channel, each change recorded; WhatsApp goes to the account's own phone", async () => {
    const customer = await createCustomer();
    await db.customer.update({ where: { id: customer.id }, data: { phone: "9876501234" } });
    const session = await sessionOf(customer);
    const url = `http://localhost/api/user/${customer.id}/marketing`;
    const put = (body: unknown) => call(marketingRoute.PUT, { method: "PUT", session, params: { userId: customer.id }, url, body });

    const read = await call(marketingRoute.GET, { method: "GET", session, params: { userId: customer.id }, url });
    expect(read.status).toBe(200);
    expect(read.body!.Consent).toEqual({ email: false, whatsapp: false, phone: "9876501234" });

    const given = await put({ email: true, whatsapp: true, phone: "911111111111" });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body!.msg).toBe(ACCOUNT_CONSENT.saved);
    expect(given.body!.Consent).toEqual({ email: true, whatsapp: true, phone: "9876501234" });
    expect(await consentOf(customer.email)).toMatchObject({ mail: true, whatsapp: true, phone: "919876501234" });

    expect((await put({ email: true, whatsapp: true })).status).toBe(200); // the same again records nothing
    expect((await put({ email: false, whatsapp: true })).status).toBe(200);
    expect(await eventsOf(customer.email)).toEqual([
      { channel: "email", granted: true, source: "account" },
      { channel: "whatsapp", granted: true, source: "account" },
      { channel: "email", granted: false, source: "account" },
    ]);
  });

  it("WhatsApp without a phone on the account is a 400; bad bodies are 400s; someone else's id is a 403, no session a 401", async () => {
    const customer = await createCustomer();
    const other = await createCustomer();
    const session = await sessionOf(customer);
    const url = `http://localhost/api/user/${customer.id}/marketing`;
    const put = (body: unknown, userId = customer.id, token: string | null = session) => call(marketingRoute.PUT, { method: "PUT", session: token, params: { userId }, url, body });

    const noPhone = await put({ email: true, whatsapp: true });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body!.msg).toBe(ACCOUNT_CONSENT.whatsappPhoneRequired);
    expect(await consentOf(customer.email)).toBeNull();
    expect((await put({ email: "yes", whatsapp: false })).status).toBe(400);
    expect((await put({ email: true })).status).toBe(400);
    expect((await put({ email: true, whatsapp: false }, other.id)).status).toBe(403);
    expect((await put({ email: true, whatsapp: false }, customer.id, null)).status).toBe(401);
    expect(await consentOf(other.email)).toBeNull();
  });
});

describe("one-click unsubscribe (POST /api/unsubscribe?t=)", () => {
  it("works without a session: withdraws both channels, records it, and answers 200 again when already done", async () => {
    const email = newEmail("oneclick");
    await setConsent(db, { email, channel: "email", granted: true, source: "signup" });
    await setConsent(db, { email, channel: "whatsapp", granted: true, source: "account", phone: "919876500000" });
    const token = unsubscribeToken({ email, list: "marketing" });

    const first = await oneClick(token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ status: 1, msg: UNSUBSCRIBE_MSG.unsubscribed, changed: true });
    expect(await consentOf(email)).toMatchObject({ mail: false, whatsapp: false });
    const again = await oneClick(token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ msg: UNSUBSCRIBE_MSG.alreadyUnsubscribed, changed: false });
    expect((await eventsOf(email)).filter((event) => event.source === "unsubscribe")).toEqual([
      { channel: "email", granted: false, source: "unsubscribe" },
      { channel: "whatsapp", granted: false, source: "unsubscribe" },
    ]);
  });

  it("is taken from a webmail's page on another site too (the token is the credential, no cookie is read)", async () => {
    const email = newEmail("webmail");
    await setConsent(db, { email, channel: "email", granted: true, source: "signup" });
    const res = await call(unsubscribeRoute.POST, {
      url: `http://localhost/api/unsubscribe?t=${encodeURIComponent(unsubscribeToken({ email, list: "marketing" }))}`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net", "sec-fetch-site": "cross-site" },
      raw: "List-Unsubscribe=One-Click",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await consentOf(email)).toMatchObject({ mail: false });
  });

  it("a forged, altered or missing token is a 400 and changes nothing", async () => {
    const email = newEmail("forged");
    await setConsent(db, { email, channel: "email", granted: true, source: "signup" });
    const good = unsubscribeToken({ email, list: "marketing" });
    const payload = Buffer.from(`marketing\n${email}`).toString("base64url");
    for (const token of [`${payload}.${"A".repeat(43)}`, `${good}x`, good.split(".")[0]!, ""]) {
      const res = await oneClick(token);
      expect(res.status, token).toBe(400);
      expect(res.body!.msg).toBe(UNSUBSCRIBE_MSG.badLink);
    }
    expect(await consentOf(email)).toMatchObject({ mail: true });
  });

  it("the stock-alerts list cancels the address's waiting alerts only", async () => {
    const email = newEmail("alerts");
    const product = await createProduct({ categoryId: (await createCategory()).id, stock: 0 });
    const other = await createProduct({ categoryId: (await createCategory()).id, stock: 0 });
    await setConsent(db, { email, channel: "email", granted: true, source: "alert" });
    const mine = await db.stockAlert.create({ data: { productId: product.id, email } });
    const someoneElses = await db.stockAlert.create({ data: { productId: other.id, email: newEmail("else") } });
    const res = await oneClick(unsubscribeToken({ email, list: "stock-alerts" }));
    expect(res.status).toBe(200);
    expect((await db.stockAlert.findUniqueOrThrow({ where: { id: mine.id } })).status).toBe("cancelled");
    expect((await db.stockAlert.findUniqueOrThrow({ where: { id: someoneElses.id } })).status).toBe("waiting");
    expect(await consentOf(email)).toMatchObject({ mail: true }); // marketing consent is another list
  });

  it("the page's button comes back to the page (303); a GET of the route is a 405", async () => {
    const email = newEmail("page");
    await setConsent(db, { email, channel: "email", granted: true, source: "signup" });
    const token = unsubscribeToken({ email, list: "marketing" });
    const res = await call(unsubscribeRoute.POST, {
      url: `http://localhost/api/unsubscribe?t=${encodeURIComponent(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      raw: "List-Unsubscribe=One-Click&from=page",
    });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get("location")!);
    expect(back.origin).toBe(new URL(absoluteUrl("/")).origin);
    expect(back.pathname).toBe("/unsubscribe");
    expect(back.searchParams.get("t")).toBe(token);
    expect(back.searchParams.get("done")).toBe("1");
    expect(await consentOf(email)).toMatchObject({ mail: false });
    expect((await call(unsubscribeRoute.GET, { method: "GET" })).status).toBe(405);
  });
});

/** Every element in a rendered tree (the page's content, as its server component returns it). */
function elements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  return [node, ...elements(node.props.children as ReactNode)];
}

describe("the /unsubscribe page", () => {
  it("a GET changes nothing: it shows what will happen and a button that posts", async () => {
    const email = newEmail("look");
    await setConsent(db, { email, channel: "email", granted: true, source: "signup" });
    const token = unsubscribeToken({ email, list: "marketing" });
    const tree = await UnsubscribeBody({ searchParams: Promise.resolve({ t: token }) });
    const form = elements(tree).find((element) => element.type === "form");
    expect(form?.props).toMatchObject({ method: "post", action: `/api/unsubscribe?t=${encodeURIComponent(token)}` });
    expect(elements(tree).some((element) => element.type === "button" && element.props.type === "submit")).toBe(true);
    expect(await consentOf(email)).toMatchObject({ mail: true });
    expect(await eventsOf(email)).toHaveLength(1);

    const bad = await UnsubscribeBody({ searchParams: Promise.resolve({ t: "not-a-token" }) });
    expect(elements(bad).find((element) => element.props.role === "alert")?.props.children).toBe(UNSUBSCRIBE_MSG.badLink);
  });
});
