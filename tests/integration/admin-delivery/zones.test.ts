import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as zoneRoute from "@/app/api/admin/delivery/zones/[id]/route";
import * as zonesRoute from "@/app/api/admin/delivery/zones/route";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import type { AdminDeliveryZone } from "@/lib/admin/delivery-json";
import { db } from "@/server/db";
import { matchPincode } from "@/server/delivery/local-table";
import { invalidatedTags } from "../../support/next-cache-shim";
import { call, createCustomer, sessionOf } from "../accounts-support";
import { type TestAdmin, adminSessionOf, callAsAdmin, createAdmin } from "../admin-support";
import { cleanUpDelivery, deliveryAudit, freshPin, makeZone, remember, zoneName } from "./support";

// The delivery zones (issue 21): added, edited and deleted from the back office, each change audited
// and the storefront's answers expired; a taken name (whatever its capitals) is a 409, and so is
// deleting a zone PIN rules still point to; bad fields are 400s in the form's words.

let admin: TestAdmin;
let token: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
});

afterAll(cleanUpDelivery);

const create = (body: unknown) => callAsAdmin(zonesRoute.POST, token, { method: "POST", body });
const patch = (id: string, body: unknown) => callAsAdmin(zoneRoute.PATCH, token, { method: "PATCH", body, params: { id } });
const remove = (id: string) => callAsAdmin(zoneRoute.DELETE, token, { method: "DELETE", params: { id } });

describe("/api/admin/delivery/zones", () => {
  it("adds a zone, lists it with its rules' count, edits it (the storefront's match follows), and deletes it, audited each time", async () => {
    const name = zoneName("Hills");
    invalidatedTags.length = 0;
    const made = await create({ name: `  ${name} `, transitDaysMin: "3", transitDaysMax: 6, codAvailable: false });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body!.msg).toBe(DELIVERY_MSG.zoneCreated(name));
    const zone = made.body!.zone as AdminDeliveryZone;
    remember.zone(zone.id);
    expect(zone).toMatchObject({ name, transitDaysMin: 3, transitDaysMax: 6, codAvailable: false, pinCount: 0 });
    expect(invalidatedTags).toContain("delivery");

    const pin = await freshPin();
    await db.deliveryPin.create({ data: { prefix: pin, zoneId: zone.id } });
    const list = await callAsAdmin(zonesRoute.GET, token, { method: "GET" });
    expect(list.status).toBe(200);
    expect((list.body!.zones as AdminDeliveryZone[]).find((z) => z.id === zone.id)).toMatchObject({ name, pinCount: 1 });

    const renamed = zoneName("Valley");
    const edited = await patch(zone.id, { name: renamed, transitDaysMin: 1, transitDaysMax: 2, codAvailable: true });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body!.zone).toMatchObject({ name: renamed, transitDaysMin: 1, transitDaysMax: 2, codAvailable: true, pinCount: 1 });
    expect((await matchPincode(pin))?.zone).toEqual({ name: renamed, transitDaysMin: 1, transitDaysMax: 2, codAvailable: true });

    // While a rule points to it, it stays.
    const refused = await remove(zone.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ status: 0, msg: DELIVERY_MSG.zoneInUse(renamed, 1) });
    expect(await db.deliveryZone.findUnique({ where: { id: zone.id } })).not.toBeNull();

    await db.deliveryPin.deleteMany({ where: { prefix: pin } });
    const deleted = await remove(zone.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body!.msg).toBe(DELIVERY_MSG.zoneDeleted(renamed));
    expect(await db.deliveryZone.findUnique({ where: { id: zone.id } })).toBeNull();
    expect((await remove(zone.id)).status).toBe(404);

    const entries = await deliveryAudit(admin.id, 3);
    expect(entries.map((entry) => [entry.action, entry.entityId])).toEqual([
      ["delete", zone.id],
      ["update", zone.id],
      ["create", zone.id],
    ]);
    expect(entries[0]!.summary).toBe(`Deleted delivery zone "${renamed}"`);
    expect(entries[1]!.changes).toEqual({ name: [name, renamed], transitDaysMin: [3, 1], transitDaysMax: [6, 2], codAvailable: [false, true] });
    expect(entries[2]!.changes).toMatchObject({ name: [null, name], transitDaysMin: [null, 3], codAvailable: [null, false] });
  });

  it("refuses a name another zone has (409), whatever its capitals, on add and on edit", async () => {
    const taken = await makeZone();
    const other = await makeZone();
    const again = await create({ name: taken.name.toUpperCase(), transitDaysMin: 1, transitDaysMax: 1, codAvailable: true });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 0, msg: `A zone named ${taken.name} already exists.` });
    const rename = await patch(other.id, { name: taken.name, transitDaysMin: 1, transitDaysMax: 1, codAvailable: true });
    expect(rename.status).toBe(409);
    expect(rename.body!.msg).toBe(DELIVERY_MSG.zoneExists(taken.name));
    expect((await db.deliveryZone.findUniqueOrThrow({ where: { id: other.id } })).name).toBe(other.name);
    // Its own name, differently written, is fine.
    expect((await patch(taken.id, { name: taken.name.toLowerCase(), transitDaysMin: 2, transitDaysMax: 4, codAvailable: true })).status).toBe(200);
  });

  it.each([
    [{ name: "" }, DELIVERY_MSG.zoneName],
    [{ name: "x".repeat(61) }, DELIVERY_MSG.zoneName],
    [{ name: "Blocked" }, DELIVERY_MSG.zoneNameReserved],
    [{ transitDaysMin: 31 }, DELIVERY_MSG.days],
    [{ transitDaysMin: "two" }, DELIVERY_MSG.days],
    [{ transitDaysMin: 4, transitDaysMax: 2 }, DELIVERY_MSG.transitOrder],
    [{ codAvailable: "no" }, DELIVERY_MSG.codAvailable],
  ])("refuses %j with 400 and the form's words", async (bad, msg) => {
    const name = zoneName();
    const res = await create({ name, transitDaysMin: 1, transitDaysMax: 3, codAvailable: true, ...bad });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg });
    expect(await db.deliveryZone.findFirst({ where: { name } })).toBeNull();
  });

  it("a zone that is gone is a 404; a malformed id a 400", async () => {
    const gone = "c" + "0".repeat(24);
    expect((await patch(gone, { name: zoneName(), transitDaysMin: 1, transitDaysMax: 1, codAvailable: true })).status).toBe(404);
    expect((await remove("not-an-id")).status).toBe(400);
  });

  it("refuses a visitor (401) and a customer (403)", async () => {
    const zone = await makeZone();
    const customer = await sessionOf(await createCustomer());
    for (const session of [null, customer]) {
      const expected = session ? 403 : 401;
      expect((await call(zonesRoute.GET, { method: "GET", session })).status).toBe(expected);
      expect((await call(zonesRoute.POST, { method: "POST", session, body: { name: zoneName(), transitDaysMin: 1, transitDaysMax: 1, codAvailable: true } })).status).toBe(expected);
      expect((await call(zoneRoute.PATCH, { method: "PATCH", session, params: { id: zone.id }, body: { name: "Taken over", transitDaysMin: 1, transitDaysMax: 1, codAvailable: true } })).status).toBe(expected);
      expect((await call(zoneRoute.DELETE, { method: "DELETE", session, params: { id: zone.id } })).status).toBe(expected);
    }
    expect(await db.deliveryZone.findUniqueOrThrow({ where: { id: zone.id } })).toMatchObject({ name: zone.name });
  });
});
