import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as settingsRoute from "@/app/api/admin/delivery/settings/route";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import { db } from "@/server/db";
import { readDeliverySettingsNow } from "@/server/delivery/delivery-settings";
import { adminSessionOf, callAsAdmin, createAdmin } from "../admin-support";

// Issue 40 part 3: delivery settings that make cash on delivery impossible are refused in words.
// The rule, while cash on delivery is on: the limit is more than ₹0, and more than the fee (the limit
// counts the fee, and every order has a piece that costs something, so a fee at or above the limit
// leaves no order that could be paid in cash). With cash on delivery off, the amounts are kept as typed.

let token: string;
let saved: Awaited<ReturnType<typeof readDeliverySettingsNow>>;

beforeAll(async () => {
  token = await adminSessionOf(await createAdmin());
  saved = await readDeliverySettingsNow();
});

afterAll(async () => {
  await db.deliverySettings.upsert({ where: { id: 1 }, create: { id: 1, ...saved }, update: saved });
});

const put = (body: unknown) => callAsAdmin(settingsRoute.PUT, token, { method: "PUT", body });
const ON = { dispatchDaysMin: 1, dispatchDaysMax: 4, codEnabled: true, codFee: "49", codLimit: "20000", codOpenOrdersLimit: 2 };

describe("cash on delivery must stay possible while it is on", () => {
  it.each([
    [{ codLimit: 0 }, DELIVERY_MSG.codLimitZero],
    [{ codLimit: "0.00", codFee: 0 }, DELIVERY_MSG.codLimitZero],
    [{ codFee: "500", codLimit: "100" }, DELIVERY_MSG.codFeeNotBelowLimit(50_000, 10_000)],
    [{ codFee: "99.50", codLimit: "99.50" }, DELIVERY_MSG.codFeeNotBelowLimit(9950, 9950)],
  ])("refuses %j with 400 in words, saving nothing", async (bad, msg) => {
    expect((await put(ON)).status).toBe(200);
    const before = await readDeliverySettingsNow();
    const res = await put({ ...ON, ...bad });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toEqual({ status: 0, msg });
    expect(await readDeliverySettingsNow()).toEqual(before);
  });

  it("says the amounts and the way out", () => {
    expect(DELIVERY_MSG.codFeeNotBelowLimit(50_000, 10_000)).toMatch(/limit \(₹100(\.00)?\) must be more than the fee \(₹500(\.00)?\)/);
    expect(DELIVERY_MSG.codFeeNotBelowLimit(50_000, 10_000)).toContain("turn cash on delivery off");
  });

  it("takes a limit just above the fee, and any amounts while cash on delivery is off", async () => {
    const above = await put({ ...ON, codFee: "99.50", codLimit: "99.51" });
    expect(above.status, JSON.stringify(above.body)).toBe(200);
    expect(above.body!.settings).toMatchObject({ codEnabled: true, codFeePaise: 9950, codLimitPaise: 9951 });
    const off = await put({ ...ON, codEnabled: false, codFee: "500", codLimit: 0 });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body!.settings).toMatchObject({ codEnabled: false, codFeePaise: 50_000, codLimitPaise: 0 });
    // Turning it back on with those amounts is refused until they make sense.
    expect((await put({ ...ON, codFee: "500", codLimit: 0 })).body).toEqual({ status: 0, msg: DELIVERY_MSG.codLimitZero });
  });
});
