import { describe, expect, it } from "vitest";
import { gstMonthEnded, gstMonthOf, parseGstMonth, previousGstMonth } from "@/server/reports/gstr1/month";
import { b2clThresholdPaise } from "@/server/reports/gstr1/rules";
import { placeOfSupplyLabel } from "@/server/reports/gstr1/state-codes";
import { rupees } from "@/server/reports/gstr1/sum";
import { templateDate } from "@/server/reports/gstr1/offline-tool-csv";

describe("GSTR-1 months, rules and formats", () => {
  it("bounds a month in India's time", () => {
    const month = parseGstMonth("2026-10");
    expect(month.start.toISOString()).toBe("2026-09-30T18:30:00.000Z");
    expect(month.end.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(month.fp).toBe("102026");
    expect(gstMonthOf(new Date("2026-10-31T18:29:59.999Z"))).toBe("2026-10");
    expect(gstMonthOf(new Date("2026-10-31T18:30:00.000Z"))).toBe("2026-11");
    expect(gstMonthEnded(month, new Date("2026-10-31T18:29:59.000Z"))).toBe(false);
    expect(gstMonthEnded(month, new Date("2026-10-31T18:30:00.000Z"))).toBe(true);
    expect(previousGstMonth(new Date("2026-01-01T00:00:00.000Z"))).toBe("2025-12");
  });

  it("refuses what is not a month, or before GST", () => {
    for (const bad of ["2026-13", "2026-1", "17-07", "2017-06", ""]) expect(() => parseGstMonth(bad)).toThrow(/YYYY-MM/);
  });

  it("lowers the B2CL threshold from 1 August 2024 (IST)", () => {
    expect(b2clThresholdPaise(new Date("2024-07-31T18:29:59.000Z"))).toBe(25_000_000);
    expect(b2clThresholdPaise(new Date("2024-07-31T18:30:00.000Z"))).toBe(10_000_000);
  });

  it("writes places of supply, rupees and dates as the offline tool does", () => {
    expect(placeOfSupplyLabel(" karnataka ")).toBe("29-Karnataka");
    expect(placeOfSupplyLabel("Dadra and Nagar Haveli and Daman and Diu")).toBe("26-Dadra and Nagar Haveli and Daman and Diu");
    expect(placeOfSupplyLabel("Atlantis")).toBeNull();
    expect(rupees(123456)).toBe("1234.56");
    expect(rupees(-5)).toBe("-0.05");
    expect(templateDate("2033-07-06")).toBe("06-Jul-2033");
  });
});
