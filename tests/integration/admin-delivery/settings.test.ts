import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as settingsRoute from "@/app/api/admin/delivery/settings/route";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import { db } from "@/server/db";
import { readDeliverySettingsNow } from "@/server/delivery/delivery-settings";
import { invalidatedTags } from "../../support/next-cache-shim";
import { call, createCustomer, sessionOf } from "../accounts-support";
import { type TestAdmin, adminSessionOf, callAsAdmin, createAdmin } from "../admin-support";
import { deliveryAudit } from "./support";

// The owner's dispatch and cash-on-delivery settings (issue 21): read, saved in rupees and kept in
// paise, each bad field refused with the form's words and nothing saved, audited with before and
// after, the storefront's delivery answers expired; visitors and customers are refused.

let admin: TestAdmin;
let token: string;
let saved: Awaited<ReturnType<typeof readDeliverySettingsNow>>;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
  saved = await readDeliverySettingsNow();
});

afterAll(async () => {
  await db.deliverySettings.upsert({ where: { id: 1 }, create: { id: 1, ...saved }, update: saved });
});

const put = (body: unknown) => callAsAdmin(settingsRoute.PUT, token, { method: "PUT", body });
const GOOD = { dispatchDaysMin: 1, dispatchDaysMax: 4, codEnabled: false, codFee: "59.50", codLimit: 15000, codOpenOrdersLimit: "3" };

describe("/api/admin/delivery/settings", () => {
  it("saves the form (rupees into paise), answers the settings, audits before and after, and expires the delivery answers", async () => {
    await db.deliverySettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: { dispatchDaysMin: 2, dispatchDaysMax: 3, codEnabled: true, codFeePaise: 4900, codLimitPaise: 2_000_000, codOpenOrdersLimit: 2 } });
    invalidatedTags.length = 0;
    const res = await put(GOOD);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.msg).toBe(DELIVERY_MSG.settingsUpdated);
    expect(res.body!.settings).toMatchObject({ dispatchDaysMin: 1, dispatchDaysMax: 4, codEnabled: false, codFeePaise: 5950, codLimitPaise: 1_500_000, codOpenOrdersLimit: 3 });
    expect(await readDeliverySettingsNow()).toEqual({ dispatchDaysMin: 1, dispatchDaysMax: 4, codEnabled: false, codFeePaise: 5950, codLimitPaise: 1_500_000, codOpenOrdersLimit: 3 });
    expect(invalidatedTags).toContain("delivery");

    const [entry] = await deliveryAudit(admin.id, 1);
    expect(entry).toMatchObject({ entity: "delivery", action: "update", actor: admin.email });
    expect(entry!.summary).toContain("turned cash on delivery off");
    expect(entry!.summary).toContain("₹59.50");
    expect(entry!.changes).toEqual({
      dispatchDaysMin: [2, 1],
      dispatchDaysMax: [3, 4],
      codEnabled: [true, false],
      codFeePaise: [4900, 5950],
      codLimitPaise: [2_000_000, 1_500_000],
      codOpenOrdersLimit: [2, 3],
    });

    const read = await callAsAdmin(settingsRoute.GET, token, { method: "GET" });
    expect(read.status).toBe(200);
    expect(read.body!.settings).toMatchObject({ codFeePaise: 5950, codEnabled: false });
  });

  it("the same values again change nothing and write no audit entry", async () => {
    expect((await put(GOOD)).status).toBe(200);
    const before = await db.auditLog.count({ where: { entity: "delivery", adminId: admin.id } });
    const again = await put(GOOD);
    expect(again.status).toBe(200);
    expect(again.body!.msg).toBe(DELIVERY_MSG.settingsUnchanged);
    expect(await db.auditLog.count({ where: { entity: "delivery", adminId: admin.id } })).toBe(before);
  });

  it.each([
    [{ dispatchDaysMin: 31 }, DELIVERY_MSG.days],
    [{ dispatchDaysMin: -1 }, DELIVERY_MSG.days],
    [{ dispatchDaysMax: "2.5" }, DELIVERY_MSG.days],
    [{ dispatchDaysMin: 5, dispatchDaysMax: 2 }, DELIVERY_MSG.dispatchOrder],
    [{ codEnabled: "yes" }, DELIVERY_MSG.codEnabled],
    [{ codFee: "-5" }, DELIVERY_MSG.rupees],
    [{ codFee: "49.555" }, DELIVERY_MSG.rupees],
    [{ codFee: "abc" }, DELIVERY_MSG.rupees],
    [{ codLimit: "1000000.01" }, DELIVERY_MSG.codLimitTooHigh(1_000_000)],
    [{ codOpenOrdersLimit: 0 }, DELIVERY_MSG.openOrders],
    [{ codOpenOrdersLimit: 21 }, DELIVERY_MSG.openOrders],
  ])("refuses %j with 400 and the form's words, saving nothing", async (bad, msg) => {
    const before = await readDeliverySettingsNow();
    const res = await put({ ...GOOD, codFee: "12", ...bad });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg });
    expect(await readDeliverySettingsNow()).toEqual(before);
  });

  it("takes the largest limit and a zero fee", async () => {
    const res = await put({ ...GOOD, codFee: 0, codLimit: "1000000" });
    expect(res.status).toBe(200);
    expect(res.body!.settings).toMatchObject({ codFeePaise: 0, codLimitPaise: 100_000_000 });
  });

  it("refuses a body that is not the form (400) and one that is not JSON (415)", async () => {
    expect((await put([1, 2])).body).toEqual({ status: 0, msg: DELIVERY_MSG.badBody });
    const raw = await callAsAdmin(settingsRoute.PUT, token, { method: "PUT", raw: "dispatch=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(raw.status).toBe(415);
  });

  it("refuses a visitor (401) and a customer (403)", async () => {
    expect((await call(settingsRoute.PUT, { method: "PUT", body: GOOD })).status).toBe(401);
    expect((await call(settingsRoute.GET, { method: "GET" })).status).toBe(401);
    const customer = await sessionOf(await createCustomer());
    expect((await call(settingsRoute.PUT, { method: "PUT", body: GOOD, session: customer })).status).toBe(403);
    expect((await call(settingsRoute.GET, { method: "GET", session: customer })).status).toBe(403);
  });
});
