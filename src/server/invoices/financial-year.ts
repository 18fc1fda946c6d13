// India's financial year (April to March) of a moment, on India's clock (Asia/Kolkata, UTC+5:30):
// 31 March 23:00 IST still belongs to the year that is ending, 1 April 00:00 IST starts the next.
// Invoice numbers are consecutive within one financial year (SA/2026-27/00001).

const INDIA_YEAR_MONTH = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric", month: "numeric" });

/** The calendar year and month (1–12) of `date` in India. */
function indiaYearMonth(date: Date): { year: number; month: number } {
  const parts = INDIA_YEAR_MONTH.formatToParts(date);
  const year = Number(parts.find((part) => part.type === "year")?.value);
  const month = Number(parts.find((part) => part.type === "month")?.value);
  if (!Number.isInteger(year) || !Number.isInteger(month)) throw new RangeError(`Not a valid date: ${String(date)}`);
  return { year, month };
}

/** "2026-27" for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYearOf(date: Date): string {
  const { year, month } = indiaYearMonth(date);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export const FINANCIAL_YEAR_PATTERN = /^\d{4}-\d{2}$/;
