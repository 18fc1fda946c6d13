import { describe, expect, it } from "vitest";
import { financialYearOf } from "@/server/invoices/financial-year";

// India's financial year runs April to March on India's clock (UTC+5:30, no daylight saving).

describe("financialYearOf", () => {
  it("names the year April to March as 2026-27", () => {
    expect(financialYearOf(new Date("2026-04-15T06:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-11-24T06:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-01-10T06:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-02-10T06:00:00Z"))).toBe("2025-26");
  });

  it("keeps 31 March 23:00 and 23:59:59 IST in the old year", () => {
    expect(financialYearOf(new Date("2027-03-31T23:00:00+05:30"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T23:59:59.999+05:30"))).toBe("2026-27");
  });

  it("starts the new year at 1 April 00:00 IST, which is still 31 March in UTC", () => {
    expect(financialYearOf(new Date("2027-04-01T00:00:00+05:30"))).toBe("2027-28");
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
  });

  it("does not move at midnight UTC or at the calendar year's turn", () => {
    expect(financialYearOf(new Date("2026-12-31T23:59:59+05:30"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-01-01T00:00:00+05:30"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-03-31T20:00:00Z"))).toBe("2026-27"); // 1 April 01:30 IST
  });

  it("writes the second year with two digits, also across a century", () => {
    expect(financialYearOf(new Date("2099-06-01T00:00:00Z"))).toBe("2099-00");
    expect(financialYearOf(new Date("2008-06-01T00:00:00Z"))).toBe("2008-09");
  });

  it("refuses an invalid date", () => {
    expect(() => financialYearOf(new Date("not a date"))).toThrow(RangeError);
  });
});
