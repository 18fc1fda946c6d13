import { describe, expect, it } from "vitest";
import { answerFor } from "@/lib/delivery/answer";
import { addBusinessDays, deliveryWindow, formatDeliveryDate, indiaDate, isoDate } from "@/lib/delivery/estimate";
import { PINCODE, PIN_PREFIX, isPincode, prefixesOf } from "@/lib/delivery/pincode";
import { DEFAULT_DELIVERY_SETTINGS } from "@/lib/delivery/types";

// The delivery promise's arithmetic (issue 21): business days are Monday to Saturday on India's
// calendar, counted from the day after the order; dispatch days plus the zone's transit days.
// 2026-11-26 is a Thursday.

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("business days", () => {
  it("skips Sunday", () => {
    expect(isoDate(addBusinessDays(day("2026-11-28"), 1))).toBe("2026-11-30"); // Sat → Mon
    expect(isoDate(addBusinessDays(day("2026-11-27"), 2))).toBe("2026-11-30"); // Fri → Sat, Mon
    expect(isoDate(addBusinessDays(day("2026-11-29"), 1))).toBe("2026-11-30"); // ordered on a Sunday → Mon
    expect(isoDate(addBusinessDays(day("2026-11-26"), 0))).toBe("2026-11-26");
  });

  it("counts a whole week as six days", () => {
    expect(isoDate(addBusinessDays(day("2026-11-26"), 6))).toBe("2026-12-03");
    expect(isoDate(addBusinessDays(day("2026-11-26"), 12))).toBe("2026-12-10");
  });
});

describe("India's date", () => {
  it("turns at 18:30 UTC, not at midnight UTC", () => {
    expect(indiaDate(new Date("2026-11-26T18:29:00Z"))).toBe("2026-11-26"); // 23:59 IST Thursday
    expect(indiaDate(new Date("2026-11-26T18:30:00Z"))).toBe("2026-11-27"); // 00:00 IST Friday
    expect(indiaDate(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
  });

  it("counts from India's day, so an order a minute past midnight in India is a day later", () => {
    const oneDay = { min: 0, max: 0 };
    const transit = { min: 1, max: 1 };
    expect(deliveryWindow(new Date("2026-11-26T18:29:00Z"), oneDay, transit).deliveryBy).toBe("2026-11-27"); // Thu → Fri
    expect(deliveryWindow(new Date("2026-11-26T18:31:00Z"), oneDay, transit).deliveryBy).toBe("2026-11-28"); // Fri → Sat
    expect(deliveryWindow(new Date("2026-11-28T18:31:00Z"), oneDay, transit).deliveryBy).toBe("2026-11-30"); // Sun → Mon
  });
});

describe("the delivery window", () => {
  it("adds dispatch and transit days, earliest and latest", () => {
    // Thursday morning, dispatch 2–3 days, a metro 2–3 days: from Tue 1 Dec to Thu 3 Dec.
    const window = deliveryWindow(new Date("2026-11-26T04:30:00Z"), { min: 2, max: 3 }, { min: 2, max: 3 });
    expect(window).toEqual({ deliveryFrom: "2026-12-01", deliveryBy: "2026-12-03" });
  });

  it("reads as the box shows it, in any time zone", () => {
    expect(formatDeliveryDate("2026-12-03")).toBe("Thu, 3 Dec");
    expect(formatDeliveryDate("2027-01-01")).toBe("Fri, 1 Jan");
  });
});

describe("PIN codes", () => {
  it("are six digits, the first not 0", () => {
    for (const pin of ["560001", "110001", "999999"]) expect(isPincode(pin)).toBe(true);
    for (const pin of ["56000", "5600011", "060001", "56OO01", "560 001", "", "abcdef"]) expect(isPincode(pin)).toBe(false);
    expect(PINCODE.test("302001")).toBe(true);
  });

  it("have prefixes of one to six digits, longest first", () => {
    expect(prefixesOf("302001")).toEqual(["302001", "30200", "3020", "302", "30", "3"]);
    expect(PIN_PREFIX.test("744")).toBe(true);
    expect(PIN_PREFIX.test("0")).toBe(false);
    expect(PIN_PREFIX.test("1234567")).toBe(false);
  });
});

describe("answerFor", () => {
  const now = new Date("2026-11-26T04:30:00Z");
  const metro = { prefix: "56", zone: { name: "Metro cities", transitDaysMin: 2, transitDaysMax: 3, codAvailable: true } };
  const northEast = { prefix: "78", zone: { name: "North-East", transitDaysMin: 5, transitDaysMax: 8, codAvailable: false } };

  it("promises dates and cash on delivery where the zone and the owner allow it", () => {
    expect(answerFor("560001", DEFAULT_DELIVERY_SETTINGS, metro, now)).toEqual({
      pincode: "560001",
      serviceable: true,
      zone: "Metro cities",
      deliveryFrom: "2026-12-01",
      deliveryBy: "2026-12-03",
      cod: { available: true, feePaise: 4900, limitPaise: 2_000_000 },
    });
  });

  it("keeps cash on delivery off when the zone or the owner's switch has it off", () => {
    expect(answerFor("781001", DEFAULT_DELIVERY_SETTINGS, northEast, now).cod.available).toBe(false);
    expect(answerFor("560001", { ...DEFAULT_DELIVERY_SETTINGS, codEnabled: false }, metro, now).cod.available).toBe(false);
  });

  it("follows the owner's dispatch days", () => {
    expect(answerFor("560001", { ...DEFAULT_DELIVERY_SETTINGS, dispatchDaysMin: 1, dispatchDaysMax: 1 }, metro, now).deliveryBy).toBe("2026-12-01");
  });

  it("serves neither a blocked PIN nor one no rule matches", () => {
    for (const match of [{ prefix: "744301", zone: null }, null]) {
      const answer = answerFor("744301", DEFAULT_DELIVERY_SETTINGS, match, now);
      expect(answer).toMatchObject({ serviceable: false, zone: null, deliveryFrom: null, deliveryBy: null });
      expect(answer.cod.available).toBe(false);
    }
  });
});
