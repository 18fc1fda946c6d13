import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/env";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { db } from "@/server/db";
import * as settingsRoute from "@/app/api/admin/settings/route";
import { type TestAdmin, adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";
import { paidOrder, requestOrder, sendLink, setStatus } from "./admin-orders-support";
import { pieces } from "./payments-support";
import { deliveredOrder, move, moved, receivedRequest, requested } from "./returns-support";

// The finer checks inside handlers (issue 43 §1, §2): the route names its base permission, the
// handler refines it once it knows money moves or the shop is switched off. Returns up to
// "received" are the orders role's; a refund (a return's, an exchange's, a paid order's
// cancellation) needs the refund permission, a second factor given in the last 10 minutes, and a
// manager stays within the owner's limit; the maintenance switch asks for the second factor again.

const MINUTE = 60_000;
let outbox: string;
let originalOutbox: string;
let originalLimit: number | null = null;

beforeAll(async () => {
  originalOutbox = env.MAIL_OUTBOX_DIR;
  outbox = await mkdtemp(path.join(tmpdir(), "staff-step-up-outbox-"));
  env.MAIL_OUTBOX_DIR = outbox;
  const settings = await db.siteSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {}, select: { managerRefundLimitPaise: true } });
  originalLimit = settings.managerRefundLimitPaise;
});

afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  await rm(outbox, { recursive: true, force: true });
  if (originalLimit !== null) await db.siteSettings.update({ where: { id: 1 }, data: { managerRefundLimitPaise: originalLimit, maintenance: false } });
});

interface Member {
  admin: TestAdmin;
  token: string;
}

/** A staff member of `role` signed in; with `secondFactorMinutesAgo`, an authenticator enrolled and given that long ago in this session. */
async function member(role: TestAdmin["role"], secondFactorMinutesAgo?: number): Promise<Member> {
  const admin = await createAdmin({ role });
  const token = await adminSessionOf(admin);
  if (secondFactorMinutesAgo !== undefined) {
    await db.admin.update({ where: { id: admin.id }, data: { totpSecret: "JBSWY3DPEHPK3PXP", totpEnabledAt: new Date() } });
    await giveSecondFactor(admin, secondFactorMinutesAgo);
  }
  return { admin, token };
}

async function giveSecondFactor(admin: TestAdmin, minutesAgo: number): Promise<void> {
  await db.session.updateMany({ where: { adminId: admin.id }, data: { secondFactorAt: new Date(Date.now() - minutesAgo * MINUTE) } });
}

async function receivedReturn(token: string, price = 2499) {
  const [ring] = await pieces(1, { stock: 5, price });
  const order = await deliveredOrder([{ productId: ring!.id, quantity: 1 }]);
  const request = await requested(order);
  return { order, request };
}

const statusOf = async (id: string) => (await db.returnRequest.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

describe("returns: the orders role up to received, refunds for the roles that may", () => {
  it("the orders role approves, collects and receives, but its refund and exchange are refused and nothing moves", async () => {
    const packer = await member("orders");
    const { request } = await receivedReturn(packer.token);
    const received = await receivedRequest(packer.token, request.id);
    expect(received.status).toBe("received");

    for (const action of ["refund", "exchange"]) {
      const refused = await move(packer.token, request.id, { action });
      expect(refused.status, action).toBe(403);
      expect(refused.body).toEqual({ status: 0, msg: STAFF_MSG.refundForbidden });
    }
    expect(await statusOf(request.id)).toBe("received");
    expect(await db.creditNote.count({ where: { returnId: request.id } })).toBe(0);
  });

  it("an owner whose second factor was given 11 minutes ago is asked for it again; given now, the refund goes through", async () => {
    const owner = await member("owner", 11);
    const { request } = await receivedReturn(owner.token);
    await receivedRequest(owner.token, request.id);

    const stale = await move(owner.token, request.id, { action: "refund" });
    expect(stale.status).toBe(403);
    expect(stale.headers.get("x-step-up")).toBe("required");
    expect(stale.body).toEqual({ status: 0, msg: STAFF_MSG.stepUpRequired });
    expect(await statusOf(request.id)).toBe("received");

    await giveSecondFactor(owner.admin, 0);
    const refunded = await moved(owner.token, request.id, { action: "refund" });
    expect(refunded).toMatchObject({ status: "refunded", refundPaise: 249900 });
  });

  it("a manager refunds up to the owner's limit, and is refused above it with the limit in rupees", async () => {
    await db.siteSettings.update({ where: { id: 1 }, data: { managerRefundLimitPaise: 100000 } });
    const manager = await member("manager", 1);
    const { request } = await receivedReturn(manager.token);
    await receivedRequest(manager.token, request.id);

    const over = await move(manager.token, request.id, { action: "refund" });
    expect(over.status).toBe(403);
    expect(over.body).toEqual({ status: 0, msg: STAFF_MSG.refundOverLimit(100000) });
    expect(over.body!.msg).toContain("₹1,000");
    expect(await statusOf(request.id)).toBe("received");

    const within = await moved(manager.token, request.id, { action: "refund", amountPaise: 100000 });
    expect(within).toMatchObject({ status: "refunded", refundPaise: 100000 });

    // The owner has no limit.
    const owner = await member("owner", 1);
    const second = await receivedReturn(owner.token);
    await receivedRequest(owner.token, second.request.id);
    expect(await moved(owner.token, second.request.id, { action: "refund" })).toMatchObject({ status: "refunded", refundPaise: 249900 });
  });
});

describe("orders: cancelling a paid order is a refund; a payment link asks for the second factor again", () => {
  it("the orders role cancels an unpaid order but not a paid one", async () => {
    const owner = await member("owner");
    const packer = await member("orders");
    const [ring] = await pieces(2, { stock: 5 });

    const unpaid = await requestOrder([{ productId: ring!.id, quantity: 1 }]);
    expect((await setStatus(packer.token, unpaid.id, { status: "cancelled" })).status).toBe(200);

    const paid = await paidOrder(owner.token, [{ productId: ring!.id, quantity: 1 }]);
    const refused = await setStatus(packer.token, paid.id, { status: "cancelled" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: 0, msg: STAFF_MSG.refundForbidden });
    expect((await db.order.findUniqueOrThrow({ where: { id: paid.id } })).status).toBe("paid");
    // Moving it on is the orders role's work.
    expect((await setStatus(packer.token, paid.id, { status: "processing" })).status).toBe(200);
  });

  it("cancelling a paid order: a stale second factor is asked again, a manager above the limit is refused, a fresh owner refunds", async () => {
    const setup = await member("owner");
    const [ring] = await pieces(1, { stock: 5, price: 2499 });
    const paid = await paidOrder(setup.token, [{ productId: ring!.id, quantity: 1 }]);

    const owner = await member("owner", 30);
    const stale = await setStatus(owner.token, paid.id, { status: "cancelled" });
    expect(stale.status).toBe(403);
    expect(stale.headers.get("x-step-up")).toBe("required");

    await db.siteSettings.update({ where: { id: 1 }, data: { managerRefundLimitPaise: 100000 } });
    const manager = await member("manager", 0);
    const over = await setStatus(manager.token, paid.id, { status: "cancelled" });
    expect(over.status).toBe(403);
    expect(over.body!.msg).toBe(STAFF_MSG.refundOverLimit(100000));
    expect((await db.order.findUniqueOrThrow({ where: { id: paid.id } })).status).toBe("paid");

    await giveSecondFactor(owner.admin, 0);
    const cancelled = await setStatus(owner.token, paid.id, { status: "cancelled" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await db.order.findUniqueOrThrow({ where: { id: paid.id } })).status).toBe("cancelled");
  });

  it("sending a payment link: a stale second factor is asked again, a fresh one sends it", async () => {
    const owner = await member("owner", 15);
    const [ring] = await pieces(1, { stock: 5 });
    const order = await requestOrder([{ productId: ring!.id, quantity: 1 }]);
    expect((await setStatus(owner.token, order.id, { status: "acknowledged" })).status).toBe(200);

    const stale = await sendLink(owner.token, order.id);
    expect(stale.status).toBe(403);
    expect(stale.headers.get("x-step-up")).toBe("required");
    await giveSecondFactor(owner.admin, 9);
    const sent = await sendLink(owner.token, order.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });
});

describe("settings: the maintenance switch asks for the second factor again", () => {
  it("other fields save with a stale second factor; the switch needs a fresh one, either way", async () => {
    const owner = await member("owner", 20);
    const get = await callAsAdmin(settingsRoute.GET, owner.token, { method: "GET" });
    const settings = get.body!.settings as Record<string, unknown>;
    const put = (body: Record<string, unknown>) => callAsAdmin(settingsRoute.PUT, owner.token, { method: "PUT", body: { ...settings, ...body } });

    expect((await put({ maintenance: false, lowStockThreshold: 9 })).status).toBe(200);
    const stale = await put({ maintenance: true });
    expect(stale.status).toBe(403);
    expect(stale.headers.get("x-step-up")).toBe("required");
    expect((await db.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).maintenance).toBe(false);

    await giveSecondFactor(owner.admin, 0);
    expect((await put({ maintenance: true })).status).toBe(200);
    expect((await db.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).maintenance).toBe(true);

    await giveSecondFactor(owner.admin, 12);
    expect((await put({ maintenance: false })).headers.get("x-step-up")).toBe("required");
    await giveSecondFactor(owner.admin, 0);
    expect((await put({ maintenance: false })).status).toBe(200);
  });
});
