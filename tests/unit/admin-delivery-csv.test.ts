import { describe, expect, it } from "vitest";
import { DELIVERY_MSG, PIN_CSV_EXAMPLE, prefixCovers } from "@/lib/admin/delivery-messages";
import { ZDeliverySettingsInput, ZDeliveryZoneInput, ZPinRuleInput } from "@/lib/schemas/admin-delivery";
import { readPinCsv } from "@/server/admin/delivery/read-pin-csv";
import { AppError } from "@/server/errors";

// The PIN list's reading (issue 21) and the delivery forms' checks, without a database.

describe("readPinCsv", () => {
  it("reads the page's own example", () => {
    expect(readPinCsv(PIN_CSV_EXAMPLE)).toEqual({
      rows: [
        { line: 2, prefix: "302001", zone: "Jaipur" },
        { line: 3, prefix: "56", zone: "Metro cities" },
        { line: 4, prefix: "744301", zone: null },
      ],
      errors: [],
    });
  });

  it("finds the columns by name in any order and case, skips blank lines but keeps the file's line numbers, reads semicolons and quotes", () => {
    const { rows, errors } = readPinCsv('\uFEFFZone;Note;PIN\r\n\r\n"Metro  cities";x;"110001"\r\nBLOCKED;;9\r\n');
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 3, prefix: "110001", zone: "Metro cities" },
      { line: 4, prefix: "9", zone: null },
    ]);
  });

  it("keeps every line's problem with its line number", () => {
    const { rows, errors } = readPinCsv("pin,zone\n1234567,Jaipur\n302,\n302,Jaipur\n302,Rajasthan\n0,blocked");
    expect(rows).toEqual([{ line: 4, prefix: "302", zone: "Jaipur" }]);
    expect(errors.map((e) => e.msg)).toEqual([
      DELIVERY_MSG.csvLinePin(2, "1234567"),
      DELIVERY_MSG.csvLineZoneMissing(3),
      DELIVERY_MSG.csvLineRepeated(5, "302", 4),
      DELIVERY_MSG.csvLinePin(6, "0"),
    ]);
  });

  it.each([
    ["", DELIVERY_MSG.csvHeader],
    ["302001,Jaipur", DELIVERY_MSG.csvHeader],
    ["pin,zone\n \n", DELIVERY_MSG.csvEmpty],
    ["pin,zone\n1\u0000,blocked", DELIVERY_MSG.csvNotText],
    ["pin,zone\n1,blocked\n2,blocked\n3,blocked", DELIVERY_MSG.csvTooManyRows(2)],
  ])("refuses %j as a whole", (text, msg) => {
    expect(() => readPinCsv(text, { maxRows: 2 })).toThrow(new AppError("BAD_REQUEST", msg));
  });
});

describe("the delivery forms", () => {
  it("turns rupees into paise and refuses a limit over ₹10,00,000", () => {
    const ok = ZDeliverySettingsInput.parse({ dispatchDaysMin: "2", dispatchDaysMax: 3, codEnabled: true, codFee: "49.5", codLimit: "1000000", codOpenOrdersLimit: 20 });
    expect(ok).toEqual({ dispatchDaysMin: 2, dispatchDaysMax: 3, codEnabled: true, codFeePaise: 4950, codLimitPaise: 100_000_000, codOpenOrdersLimit: 20 });
    const bad = ZDeliverySettingsInput.safeParse({ dispatchDaysMin: 0, dispatchDaysMax: 0, codEnabled: true, codFee: 0, codLimit: "1000000.01", codOpenOrdersLimit: 1 });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["codLimit", DELIVERY_MSG.codLimitTooHigh(1_000_000)]]);
  });

  it("puts the days' order problem under the latest day", () => {
    const bad = ZDeliveryZoneInput.safeParse({ name: "Hills", transitDaysMin: 5, transitDaysMax: 4, codAvailable: true });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["transitDaysMax", DELIVERY_MSG.transitOrder]]);
  });

  it("takes a rule's PIN or prefix trimmed, and blocked as no zone", () => {
    expect(ZPinRuleInput.parse({ prefix: " 30 ", zoneId: "blocked" })).toEqual({ prefix: "30", zoneId: null });
    expect(ZPinRuleInput.safeParse({ prefix: "030", zoneId: "blocked" }).error?.issues[0]?.message).toBe(DELIVERY_MSG.prefix);
  });

  it("says what a rule covers", () => {
    expect(prefixCovers("302")).toBe("302000–302999");
    expect(prefixCovers("9")).toBe("900000–999999");
    expect(prefixCovers("560001")).toBe("560001");
  });
});
