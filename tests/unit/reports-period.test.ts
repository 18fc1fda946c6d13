import { describe, expect, it } from "vitest";
import { AppError } from "@/server/errors";
import { bucketsOf, financialYearOf, parsePeriod } from "@/server/reports/report-period";
import { rupeesText, safeText } from "@/server/reports/sales-csv";

// The reports' periods in India's calendar (IST, UTC+05:30) and the CSV's amounts.

const IST = (5 * 60 + 30) * 60_000;
const ist = (local: string) => new Date(Date.parse(`${local}:00Z`) - IST);

describe("parsePeriod", () => {
  it("today at 00:10 IST on 1 May is 1 May though it is still 30 April in UTC", () => {
    const p = parsePeriod({ period: "today" }, ist("2031-05-01T00:10"));
    expect([p.firstDay, p.lastDay]).toEqual(["2031-05-01", "2031-05-01"]);
    expect(p.from.toISOString()).toBe("2031-04-30T18:30:00.000Z");
    expect(p.to.toISOString()).toBe("2031-05-01T18:30:00.000Z");
  });

  it("this week runs Monday to Sunday", () => {
    const p = parsePeriod({ period: "week" }, ist("2031-05-04T23:59")); // a Sunday
    expect([p.firstDay, p.lastDay]).toEqual(["2031-04-28", "2031-05-04"]);
  });

  it("this month and last month, across a year's end", () => {
    expect(parsePeriod({ period: "month" }, ist("2031-01-15T09:00"))).toMatchObject({ firstDay: "2031-01-01", lastDay: "2031-01-31", label: "January 2031" });
    expect(parsePeriod({ period: "last-month" }, ist("2031-01-15T09:00"))).toMatchObject({ firstDay: "2030-12-01", lastDay: "2030-12-31" });
    expect(parsePeriod({}, ist("2032-02-10T09:00"))).toMatchObject({ kind: "month", lastDay: "2032-02-29", bucket: "day" });
  });

  it("a financial year runs April to March; the current one by default", () => {
    expect(parsePeriod({ period: "fy", fy: "2030-31" }, new Date())).toMatchObject({ firstDay: "2030-04-01", lastDay: "2031-03-31", bucket: "month" });
    expect(parsePeriod({ period: "fy" }, ist("2031-03-31T23:59")).fy).toBe("2030-31");
    expect(parsePeriod({ period: "fy" }, ist("2031-04-01T00:00")).fy).toBe("2031-32");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
  });

  it("from–to includes both days", () => {
    const p = parsePeriod({ period: "range", from: "2031-05-10", to: "2031-05-12", bucket: "week" }, new Date());
    expect(p.to.toISOString()).toBe("2031-05-12T18:30:00.000Z");
    expect(p.bucket).toBe("week");
  });

  it("refuses what is not a period, in words", () => {
    for (const bad of [{ period: "year" }, { period: "range" }, { period: "range", from: "2031-02-30", to: "2031-03-01" }, { period: "range", from: "2031-05-02", to: "2031-05-01" }, { period: "fy", fy: "2031-33" }, { bucket: "hour" }, { period: "range", from: "2001-01-01", to: "2031-01-01" }]) {
      expect(() => parsePeriod(bad, new Date()), JSON.stringify(bad)).toThrow(AppError);
    }
  });
});

describe("bucketsOf", () => {
  it("days, Monday weeks and months, oldest first", () => {
    expect(bucketsOf({ firstDay: "2031-05-30", lastDay: "2031-06-02", bucket: "day" })).toEqual(["2031-05-30", "2031-05-31", "2031-06-01", "2031-06-02"]);
    expect(bucketsOf({ firstDay: "2031-05-01", lastDay: "2031-05-14", bucket: "week" })).toEqual(["2031-04-28", "2031-05-05", "2031-05-12"]);
    expect(bucketsOf({ firstDay: "2030-04-01", lastDay: "2031-03-31", bucket: "month" })).toHaveLength(12);
  });
});

describe("the CSV's amounts and names", () => {
  it("rupees with two decimals from integer paise, exactly", () => {
    expect([rupeesText(0), rupeesText(5), rupeesText(249_950), rupeesText(-1_234_05), rupeesText(900_719_925_474_099)]).toEqual(["0.00", "0.05", "2499.50", "-1234.05", "9007199254740.99"]);
  });
  it("a name that a spreadsheet would run as a formula is quoted", () => {
    expect([safeText("=HYPERLINK(1)"), safeText("+1"), safeText("@x"), safeText("Ring")]).toEqual(["'=HYPERLINK(1)", "'+1", "'@x", "Ring"]);
  });
});
