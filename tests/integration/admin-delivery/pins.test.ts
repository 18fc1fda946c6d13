import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as pinRoute from "@/app/api/admin/delivery/pins/[id]/route";
import * as pinsRoute from "@/app/api/admin/delivery/pins/route";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import type { AdminPinRule } from "@/lib/admin/delivery-json";
import { db } from "@/server/db";
import { matchPincode } from "@/server/delivery/local-table";
import { invalidatedTags } from "../../support/next-cache-shim";
import { call, createCustomer, sessionOf } from "../accounts-support";
import { type TestAdmin, adminSessionOf, callAsAdmin, createAdmin } from "../admin-support";
import { cleanUpDelivery, deliveryAudit, freshPin, freshPrefix, makeZone } from "./support";

// One PIN rule at a time (issue 21): added to a zone or blocked (a rule for the same PIN or prefix is
// a 409), listed (searched by its first digits, filtered by zone or blocked, paged, counted), and
// deleted; each change audited and the storefront's answers expired.

let admin: TestAdmin;
let token: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
});

afterAll(cleanUpDelivery);

const add = (body: unknown) => callAsAdmin(pinsRoute.POST, token, { method: "POST", body });
const list = (query: string) => callAsAdmin(pinsRoute.GET, token, { method: "GET", url: `http://localhost/api/admin/delivery/pins?${query}` });
const remove = (id: string) => callAsAdmin(pinRoute.DELETE, token, { method: "DELETE", params: { id } });

describe("/api/admin/delivery/pins", () => {
  it("adds a prefix to a zone and a PIN under it as blocked: the longest match wins; a second rule for either is a 409", async () => {
    const zone = await makeZone({ transitDaysMin: 1, transitDaysMax: 2 });
    const prefix = await freshPrefix();
    const pin = `${prefix}7`;
    invalidatedTags.length = 0;

    const made = await add({ prefix, zoneId: zone.id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body!.pin).toMatchObject({ prefix, zoneId: zone.id, zoneName: zone.name });
    expect(invalidatedTags).toContain("delivery");
    expect((await matchPincode(`${prefix}3`))?.zone?.name).toBe(zone.name);

    const blocked = await add({ prefix: ` ${pin} `, zoneId: "blocked" });
    expect(blocked.status).toBe(201);
    expect(blocked.body!.pin).toMatchObject({ prefix: pin, zoneId: null, zoneName: null });
    expect(await matchPincode(pin)).toEqual({ prefix: pin, zone: null });

    const again = await add({ prefix, zoneId: null });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 0, msg: DELIVERY_MSG.pinExists(prefix, zone.name) });
    expect((await db.deliveryPin.findUniqueOrThrow({ where: { prefix } })).zoneId).toBe(zone.id);

    const [entry] = await deliveryAudit(admin.id, 1);
    expect(entry).toMatchObject({ action: "create", summary: `Added PIN rule ${pin} → blocked`, changes: { [pin]: [null, "blocked"] } });
  });

  it.each([
    [{ prefix: "0123", zoneId: "blocked" }, DELIVERY_MSG.prefix],
    [{ prefix: "12345a", zoneId: "blocked" }, DELIVERY_MSG.prefix],
    [{ prefix: "1234567", zoneId: "blocked" }, DELIVERY_MSG.prefix],
    [{ prefix: "", zoneId: "blocked" }, DELIVERY_MSG.prefix],
    [{ prefix: "560" }, DELIVERY_MSG.zoneChoice],
    [{ prefix: "560", zoneId: "somewhere" }, DELIVERY_MSG.zoneChoice],
  ])("refuses %j with 400 and the form's words", async (body, msg) => {
    const res = await add(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg });
  });

  it("refuses a zone that is gone (400), adding nothing", async () => {
    const prefix = await freshPrefix();
    const res = await add({ prefix, zoneId: "c" + "1".repeat(24) });
    expect(res.status).toBe(400);
    expect(res.body!.msg).toBe(DELIVERY_MSG.zoneGone);
    expect(await db.deliveryPin.findUnique({ where: { prefix } })).toBeNull();
  });

  it("lists by the first digits, by zone or blocked, in PIN order and in pages, with the counts over every rule", async () => {
    const zone = await makeZone();
    const prefix = await freshPrefix();
    const pins = ["1", "2", "3", "4", "5"].map((digit) => `${prefix}${digit}`);
    await db.deliveryPin.createMany({ data: pins.map((p, i) => ({ prefix: p, zoneId: i === 4 ? null : zone.id })) });
    await db.deliveryPin.create({ data: { prefix, zoneId: zone.id } });

    const first = await list(`q=${prefix}&limit=4`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ total: 6, page: 1, pages: 2, limit: 4 });
    expect((first.body!.pins as AdminPinRule[]).map((rule) => rule.prefix)).toEqual([prefix, ...pins.slice(0, 3)]);
    const second = await list(`q=${prefix}&limit=4&page=2`);
    expect((second.body!.pins as AdminPinRule[]).map((rule) => rule.prefix)).toEqual(pins.slice(3));

    const blocked = await list(`q=${prefix}&zone=blocked`);
    expect((blocked.body!.pins as AdminPinRule[]).map((rule) => [rule.prefix, rule.zoneName])).toEqual([[pins[4], null]]);
    const inZone = await list(`zone=${zone.id}`);
    expect(inZone.body!.total).toBe(5);
    expect(inZone.body!.counts).toEqual({ all: await db.deliveryPin.count(), blocked: await db.deliveryPin.count({ where: { zoneId: null } }) });

    expect((await list("q=30a")).status).toBe(400);
    expect((await list("zone=nowhere")).status).toBe(400);
  });

  it("deletes a rule (audited), then 404 for it", async () => {
    const pin = await freshPin();
    const made = await add({ prefix: pin, zoneId: "blocked" });
    const { id } = made.body!.pin as AdminPinRule;
    const res = await remove(id);
    expect(res.status).toBe(200);
    expect(res.body!.msg).toBe(DELIVERY_MSG.pinDeleted(pin));
    expect(await db.deliveryPin.findUnique({ where: { prefix: pin } })).toBeNull();
    expect(await matchPincode(pin)).toSatisfy((match: Awaited<ReturnType<typeof matchPincode>>) => match?.prefix !== pin);
    const [entry] = await deliveryAudit(admin.id, 1);
    expect(entry).toMatchObject({ action: "delete", entityId: id, summary: `Deleted PIN rule ${pin} → blocked` });
    expect((await remove(id)).status).toBe(404);
  });

  it("refuses a visitor (401) and a customer (403), changing nothing", async () => {
    const pin = await freshPin();
    const rule = await db.deliveryPin.create({ data: { prefix: pin, zoneId: null } });
    const customer = await sessionOf(await createCustomer());
    for (const session of [null, customer]) {
      const expected = session ? 403 : 401;
      expect((await call(pinsRoute.GET, { method: "GET", session })).status).toBe(expected);
      expect((await call(pinsRoute.POST, { method: "POST", session, body: { prefix: await freshPin(), zoneId: "blocked" } })).status).toBe(expected);
      expect((await call(pinRoute.DELETE, { method: "DELETE", session, params: { id: rule.id } })).status).toBe(expected);
    }
    expect(await db.deliveryPin.findUnique({ where: { id: rule.id } })).not.toBeNull();
  });
});
