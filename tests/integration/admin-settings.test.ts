import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTINGS_MSG } from "@/lib/admin/settings-messages";
import type { AdminSettings } from "@/lib/schemas/admin-settings";
import { db } from "@/server/db";
import { getMaintenanceStatus } from "@/server/site/get-maintenance-status";
import * as settingsRoute from "@/app/api/admin/settings/route";
import { invalidatedTags } from "../support/next-cache-shim";
import { adminSessionOf, callAsAdmin, createAdmin, type TestAdmin } from "./admin-support";

// The shop's settings (issue 13): the form's fields with their rules, the GST rate and the row's id
// out of reach (mass assignment), an audit entry of what changed, and the maintenance gate seeing
// a switch at once. One settings row for the whole database: these tests run in order and put it
// back as they found it.

let admin: TestAdmin;
let token: string;
let original: Awaited<ReturnType<typeof db.siteSettings.findUnique>>;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
  original = await db.siteSettings.findUnique({ where: { id: 1 } });
});

afterAll(async () => {
  if (original) await db.siteSettings.update({ where: { id: 1 }, data: { ...original, updatedAt: undefined } });
  else await db.siteSettings.deleteMany({ where: { id: 1 } });
});

const VALID = {
  maintenance: false,
  maintenanceMessage: "",
  contactEmail: "hello@silver.example",
  contactPhone: "+91 98765 43210",
  legalName: "Silver Shop Private Limited",
  address: "12 MG Road, Bengaluru 560001",
  state: "Karnataka",
  gstin: "29abcde1234f1z5",
  businessHours: "Mon–Sat 10:00–19:00",
  grievanceOfficerName: "A. Kumar",
  grievanceOfficerContact: "grievance@silver.example",
  lowStockThreshold: 5,
};

const put = (body: unknown) => callAsAdmin(settingsRoute.PUT, token, { method: "PUT", body });
const get = () => callAsAdmin(settingsRoute.GET, token, { method: "GET" });
const lastAudit = () => db.auditLog.findFirst({ where: { entity: "settings", adminId: admin.id }, orderBy: { createdAt: "desc" } });

describe("/api/admin/settings", () => {
  it("saves every field of the form, the GSTIN upper-cased; GET reads them back with the GST rate", async () => {
    const res = await put(VALID);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const saved = res.body!.settings as AdminSettings;
    expect(saved).toMatchObject({ ...VALID, gstin: "29ABCDE1234F1Z5" });

    const read = await get();
    expect(read.status).toBe(200);
    expect(read.body!.settings).toMatchObject({ ...VALID, gstin: "29ABCDE1234F1Z5", gstRateBps: expect.any(Number) });
  });

  it("records the changed fields before and after, and tells the storefront", async () => {
    await put(VALID);
    invalidatedTags.length = 0;
    const res = await put({ ...VALID, legalName: "Silver Shop LLP", lowStockThreshold: 7 });
    expect(res.body!.msg).toBe(SETTINGS_MSG.updated);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ actor: admin.email, action: "update", summary: "Updated settings" });
    expect(audit?.changes).toEqual({ legalName: ["Silver Shop Private Limited", "Silver Shop LLP"], lowStockThreshold: [5, 7] });
    expect(invalidatedTags).toContain("settings");
  });

  it("writes nothing when nothing changed", async () => {
    await put(VALID);
    const before = await lastAudit();
    const res = await put(VALID);
    expect(res.body!.msg).toBe(SETTINGS_MSG.unchanged);
    expect((await lastAudit())?.id).toBe(before?.id);
  });

  it("ignores fields the form does not show: the id, the GST rate, updatedAt (mass assignment)", async () => {
    const rate = (await db.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).gstRateBps;
    const res = await put({ ...VALID, id: 2, gstRateBps: 1800, updatedAt: "2000-01-01T00:00:00.000Z", legalName: "Mass Assign Ltd" });
    expect(res.status).toBe(200);
    const rows = await db.siteSettings.findMany();
    expect(rows.map((row) => row.id)).toEqual([1]);
    expect(rows[0]).toMatchObject({ gstRateBps: rate, legalName: "Mass Assign Ltd" });
    expect(rows[0]!.updatedAt.getFullYear()).toBeGreaterThan(2000);
  });

  it("turns maintenance on and off: the gate sees each switch at once, with the message and contact", async () => {
    await put(VALID);
    expect((await getMaintenanceStatus()).isMaintain).toBe(false);
    await put({ ...VALID, maintenance: true, maintenanceMessage: "Back at noon." });
    expect(await getMaintenanceStatus()).toEqual({ isMaintain: true, message: "Back at noon.", contact: "hello@silver.example / +91 98765 43210" });
    expect((await lastAudit())?.summary).toBe("Turned maintenance on and updated settings");
    await put(VALID);
    expect((await getMaintenanceStatus()).isMaintain).toBe(false);
  });

  it.each([
    [{ gstin: "29ABCDE1234F1Z" }, SETTINGS_MSG.badGstin],
    [{ gstin: "29ABCDE1234F0Z5" }, SETTINGS_MSG.badGstin],
    [{ gstin: "29ABCDE1234F1X5" }, SETTINGS_MSG.badGstin],
    [{ state: "Atlantis" }, SETTINGS_MSG.badState],
    [{ contactEmail: "not-an-email" }, SETTINGS_MSG.badEmail],
    [{ lowStockThreshold: -1 }, SETTINGS_MSG.badThreshold],
    [{ lowStockThreshold: 1001 }, SETTINGS_MSG.badThreshold],
    [{ lowStockThreshold: 2.5 }, SETTINGS_MSG.badThreshold],
    [{ lowStockThreshold: "5" }, SETTINGS_MSG.badThreshold],
    [{ maintenance: "yes" }, SETTINGS_MSG.badMaintenance],
    [{ legalName: "x".repeat(151) }, SETTINGS_MSG.tooLong("The legal name", 150)],
  ])("refuses %j: 400 with the form's words, nothing saved", async (overrides, msg) => {
    await put(VALID);
    const res = await put({ ...VALID, ...overrides });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg });
    expect((await db.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).legalName).toBe(VALID.legalName);
  });

  it("accepts empty optional details (no GSTIN, no state)", async () => {
    const res = await put({ ...VALID, gstin: "", state: "", contactEmail: "" });
    expect(res.status).toBe(200);
  });

  it("refuses a body that is not an object, or misses a field", async () => {
    expect((await put([1, 2])).body).toEqual({ status: 0, msg: SETTINGS_MSG.badBody });
    const { lowStockThreshold: _, ...missing } = VALID;
    expect((await put(missing)).status).toBe(400);
    const raw = await callAsAdmin(settingsRoute.PUT, token, { method: "PUT", raw: "{not json" });
    expect(raw.status).toBe(400);
  });
});
