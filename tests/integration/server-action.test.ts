import { describe, expect, it } from "vitest";
import { z } from "zod";
import { env } from "@/env";
import { MSG } from "@/lib/messages/shop";
import { customerCookieName } from "@/server/auth/customer-session";
import { db } from "@/server/db";
import { runAction } from "@/server/http/action";
import { CROSS_SITE_MSG } from "@/server/http/same-origin";
import { createCustomer, sessionOf } from "./accounts-support";

// The server-action wrapper (src/server/http/action.ts) against the real database: who may call,
// in which order the checks run, and failures returned as values in the envelope's shape.

const schema = z.object({ userId: z.string(), note: z.string().min(1, { error: "note: required" }) });
const echo = async (input: z.infer<typeof schema>, { customer }: { customer: { id: string } }) => ({ note: input.note, by: customer.id });
const ownCart = { auth: "customer", ownUserId: "userId" } as const;

function browserHeaders(session?: string, site = "same-origin"): Headers {
  const headers = new Headers({ origin: env.siteUrl, "sec-fetch-site": site });
  if (session) headers.set("cookie", `${customerCookieName()}=${session}`);
  return headers;
}

describe("action(access, schema, fn)", () => {
  it("runs for the session's own customer and hands the handler that customer", async () => {
    const customer = await createCustomer();
    const result = await runAction(ownCart, schema, echo, { userId: customer.id, note: "hi" }, browserHeaders(await sessionOf(customer)));
    expect(result).toEqual({ status: 1, msg: "OK", data: { note: "hi", by: customer.id } });
  });

  it("answers 401 without a session or for a deactivated customer, 403 for someone else's id", async () => {
    const customer = await createCustomer();
    const other = await createCustomer();
    const session = await sessionOf(customer);
    expect(await runAction(ownCart, schema, echo, { userId: customer.id, note: "x" }, browserHeaders())).toEqual({ status: 0, msg: MSG.loginFirst, httpStatus: 401 });
    expect(await runAction(ownCart, schema, echo, { userId: other.id, note: "x" }, browserHeaders(session))).toEqual({ status: 0, msg: MSG.notYourAccount, httpStatus: 403 });
    await db.customer.update({ where: { id: customer.id }, data: { active: false } });
    expect(await runAction(ownCart, schema, echo, { userId: customer.id, note: "x" }, browserHeaders(session))).toMatchObject({ status: 0, httpStatus: 401 });
  });

  it("refuses another site before anything else, and bad input with the schema's message", async () => {
    const customer = await createCustomer();
    const session = await sessionOf(customer);
    let ran = false;
    const spy = async () => {
      ran = true;
      return null;
    };
    expect(await runAction(ownCart, schema, spy, { userId: customer.id, note: "x" }, browserHeaders(session, "cross-site"))).toEqual({ status: 0, msg: CROSS_SITE_MSG, httpStatus: 403 });
    expect(await runAction(ownCart, schema, spy, { userId: customer.id, note: "" }, browserHeaders(session))).toEqual({ status: 0, msg: "note: note: required", httpStatus: 400 });
    expect(await runAction(ownCart, schema, spy, "not an object", browserHeaders(session))).toMatchObject({ status: 0, httpStatus: 403 });
    expect(ran).toBe(false);
  });

  it("never lets a customer's session through an admin action", async () => {
    const customer = await createCustomer();
    const result = await runAction({ auth: "admin", permission: "dashboard" }, z.object({}), async () => "secret", {}, browserHeaders(await sessionOf(customer)));
    // Signed in, but as a customer: refused as not the admin (403); no session at all is a 401.
    expect(result).toEqual({ status: 0, msg: MSG.adminOnly, httpStatus: 403 });
    expect(await runAction({ auth: "admin", permission: "dashboard" }, z.object({}), async () => "secret", {}, browserHeaders())).toEqual({ status: 0, msg: MSG.adminLoginFirst, httpStatus: 401 });
  });

  it("turns an unexpected failure into a 500 without internals", async () => {
    const boom = async () => {
      throw new Error("connection string postgres://secret@db");
    };
    const result = await runAction({ auth: "public" }, z.object({}), boom, {}, browserHeaders());
    expect(result).toEqual({ status: 0, msg: "Something went wrong on our side. Please try again.", httpStatus: 500 });
  });
});
