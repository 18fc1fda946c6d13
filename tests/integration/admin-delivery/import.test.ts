import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as importRoute from "@/app/api/admin/delivery/pins/import/route";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import type { PinCsvLineError } from "@/lib/admin/delivery-json";
import { customerCookieName } from "@/server/auth/customer-session";
import { db } from "@/server/db";
import { matchPincode } from "@/server/delivery/local-table";
import { invalidatedTags } from "../../support/next-cache-shim";
import { createCustomer, sessionOf } from "../accounts-support";
import { type TestAdmin, adminSessionOf, callAsAdmin, callMultipart, createAdmin } from "../admin-support";
import { cleanUpDelivery, deliveryAudit, freshPin, freshPrefix, makeZone, postCsvText, remember, uploadCsv } from "./support";

// The PIN list's CSV upload (issue 21): columns pin and zone under a header line; the file's rules
// replace those for the same PIN or prefix and every other rule stays; all or nothing, a bad line
// and nothing is written, the first problems listed with their line numbers; 1 MB and 20,000 lines
// at most; audited; refused to visitors and customers.

let admin: TestAdmin;
let token: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
});

afterAll(cleanUpDelivery);

const rulesOf = async (prefixes: string[]) =>
  Object.fromEntries((await db.deliveryPin.findMany({ where: { prefix: { in: prefixes } }, select: { prefix: true, zone: { select: { name: true } } } })).map((rule) => [rule.prefix, rule.zone?.name ?? "blocked"]));

describe("/api/admin/delivery/pins/import", () => {
  it("imports a good file: zones by name (any capitals), blocked, prefixes and PINs; replaces a rule for the same prefix, keeps the others; audited", async () => {
    const city = await makeZone({ transitDaysMin: 1, transitDaysMax: 1 });
    const state = await makeZone({ transitDaysMin: 2, transitDaysMax: 3 });
    const [prefix, kept, replacedPin, blockedPin] = [await freshPrefix(), await freshPin(), await freshPin(), await freshPin()];
    await db.deliveryPin.createMany({ data: [{ prefix: kept, zoneId: city.id }, { prefix: replacedPin, zoneId: city.id }] });
    const before = await db.deliveryPin.count();
    invalidatedTags.length = 0;

    const csv = ["Pin,Zone", `${prefix},${state.name.toUpperCase()}`, `${prefix}1,"${city.name}"`, "", `${replacedPin},${state.name}`, ` ${blockedPin} , Blocked `].join("\r\n");
    const res = await uploadCsv(token, `\uFEFF${csv}\r\n`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 1, imported: 4, replaced: 1, msg: DELIVERY_MSG.csvImported(4, 1) });
    remember.pin(`${prefix}1`);

    expect(await rulesOf([prefix, `${prefix}1`, replacedPin, blockedPin, kept])).toEqual({
      [prefix]: state.name,
      [`${prefix}1`]: city.name,
      [replacedPin]: state.name,
      [blockedPin]: "blocked",
      [kept]: city.name,
    });
    expect(await db.deliveryPin.count()).toBe(before + 3);
    // The storefront's table answers from them at once: the longest match wins.
    expect((await matchPincode(`${prefix}12`))?.zone?.name).toBe(city.name);
    expect((await matchPincode(`${prefix}22`))?.zone?.name).toBe(state.name);
    expect(invalidatedTags).toContain("delivery");

    const [entry] = await deliveryAudit(admin.id, 1);
    expect(entry).toMatchObject({ action: "import", summary: `Imported 4 PIN rules from "pins.csv"; 1 replaced` });
    expect(entry!.changes).toEqual({ pinRules: [before, before + 3], replaced: [[`${replacedPin}: ${city.name}`], [`${replacedPin}: ${state.name}`]] });
  });

  it("refuses a file with bad lines (400), listing each with its line number, and writes nothing", async () => {
    const zone = await makeZone();
    const [good, twice] = [await freshPin(), await freshPin()];
    const csv = ["pin,zone", `${good},${zone.name}`, `${twice},blocked`, "AB1234,blocked", `${twice},${zone.name}`, `012345,${zone.name}`, `,${zone.name}`, `${await freshPin()},`, `${await freshPin()},Atlantis`].join("\n");
    const rulesBefore = await db.deliveryPin.count();
    const auditBefore = await db.auditLog.count({ where: { entity: "delivery" } });
    invalidatedTags.length = 0;

    const res = await uploadCsv(token, csv);
    expect(res.status).toBe(400);
    expect(res.body!.msg).toBe(DELIVERY_MSG.csvRejected(6));
    expect(res.body!.errorCount).toBe(6);
    expect((res.body!.lineErrors as PinCsvLineError[]).map((error) => error.msg)).toEqual([
      "Line 4: 'AB1234' is not a PIN code or prefix (1 to 6 digits, not starting with 0).",
      `Line 5: ${twice} is already on line 3.`,
      "Line 6: '012345' is not a PIN code or prefix (1 to 6 digits, not starting with 0).",
      "Line 7: the pin is missing.",
      "Line 8: the zone is missing (a zone's name, or the word blocked).",
      "Line 9: there is no zone named 'Atlantis'. Add the zone first, or write blocked.",
    ]);
    expect((res.body!.lineErrors as PinCsvLineError[]).map((error) => error.line)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(await db.deliveryPin.count()).toBe(rulesBefore);
    expect(await db.deliveryPin.findUnique({ where: { prefix: good } })).toBeNull();
    expect(await db.auditLog.count({ where: { entity: "delivery" } })).toBe(auditBefore);
    expect(invalidatedTags).not.toContain("delivery");
  });

  it("lists the first 20 problems and says how many there are", async () => {
    const lines = Array.from({ length: 30 }, (_, i) => `X${i},blocked`);
    const res = await uploadCsv(token, ["pin,zone", ...lines].join("\n"));
    expect(res.status).toBe(400);
    expect(res.body!.errorCount).toBe(30);
    const shown = res.body!.lineErrors as PinCsvLineError[];
    expect(shown).toHaveLength(20);
    expect(shown[0]).toEqual({ line: 2, msg: "Line 2: 'X0' is not a PIN code or prefix (1 to 6 digits, not starting with 0)." });
  });

  it.each([
    ["no header line", "302001,blocked\n302002,blocked", DELIVERY_MSG.csvHeader],
    ["a header without zone", "pin,place\n302001,blocked", DELIVERY_MSG.csvHeader],
    ["nothing under the header", "pin,zone\n\n", DELIVERY_MSG.csvEmpty],
    ["an empty file", "", DELIVERY_MSG.csvHeader],
  ])("refuses %s (400)", async (_label, text, msg) => {
    const res = await postCsvText(token, text);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg });
  });

  it("takes the CSV as a text/csv body too", async () => {
    const pin = await freshPin();
    const res = await postCsvText(token, `pin,zone\n${pin},blocked\n`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await rulesOf([pin])).toEqual({ [pin]: "blocked" });
  });

  it("refuses a file over 1 MB (413) and one of more than 20,000 lines (400), writing nothing", async () => {
    const pin = await freshPin();
    const big = `pin,zone\n${pin},blocked\n${"#".repeat(1024 * 1024)}`;
    const tooLarge = await uploadCsv(token, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ status: 0, msg: DELIVERY_MSG.csvTooLarge(1) });
    expect((await postCsvText(token, big)).status).toBe(413);

    const many = ["pin,zone", ...Array.from({ length: 20_001 }, (_, i) => `${100_000 + i},blocked`)].join("\n");
    const tooMany = await uploadCsv(token, many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ status: 0, msg: DELIVERY_MSG.csvTooManyRows(20_000) });
    expect(await db.deliveryPin.findUnique({ where: { prefix: pin } })).toBeNull();
  });

  it("imports 20,000 lines in one go", async () => {
    // 20,000 consecutive PINs nobody has a rule for.
    let base = 0;
    for (;;) {
      base = randomInt(100_000, 980_000);
      const [found] = await db.$queryRaw<{ count: bigint }[]>`SELECT COUNT(*) AS "count" FROM "DeliveryPin" WHERE "prefix" ~ '^[0-9]{6}$' AND "prefix"::int BETWEEN ${base} AND ${base + 19_999}`;
      if (found?.count === 0n) break;
    }
    const zone = await makeZone();
    const pins = Array.from({ length: 20_000 }, (_, i) => String(base + i));
    try {
      const res = await uploadCsv(token, ["pin,zone", ...pins.map((pin, i) => `${pin},${i % 2 ? zone.name : "blocked"}`)].join("\n"));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ imported: 20_000, replaced: 0 });
      expect(await db.deliveryPin.count({ where: { zoneId: zone.id } })).toBe(10_000);
    } finally {
      await db.$executeRaw`DELETE FROM "DeliveryPin" WHERE "prefix" = ANY(${pins}::text[])`;
    }
  });

  it("refuses a file that is not text, a form without a file, and a body of another kind", async () => {
    const binary = await uploadCsv(token, "pin,zone\n1\u0000,blocked");
    expect(binary.body).toEqual({ status: 0, msg: DELIVERY_MSG.csvNotText });
    const empty = await callMultipart(importRoute.POST, { form: new FormData(), adminToken: token });
    expect(empty.status).toBe(400);
    expect(empty.body!.msg).toBe(DELIVERY_MSG.csvFile);
    const json = await callAsAdmin(importRoute.POST, token, { method: "POST", body: { pin: "302001", zone: "blocked" } });
    expect(json.status).toBe(415);
  });

  it("refuses a visitor (401) and a customer (403), writing nothing", async () => {
    const pin = await freshPin();
    const csv = `pin,zone\n${pin},blocked\n`;
    expect((await uploadCsv(null, csv)).status).toBe(401);
    const customer = await sessionOf(await createCustomer());
    const form = new FormData();
    form.append("file", new File([csv], "pins.csv", { type: "text/csv" }));
    const asCustomer = await callMultipart(importRoute.POST, { form, headers: { cookie: `${customerCookieName()}=${customer}` } });
    expect(asCustomer.status).toBe(403);
    expect(await db.deliveryPin.findUnique({ where: { prefix: pin } })).toBeNull();
  });
});
