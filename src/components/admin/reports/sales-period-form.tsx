import { BUCKETS, type ReportPeriod } from "@/server/reports/report-period";
import ui from "../ui/admin-ui.module.css";
import styles from "./sales-report.module.css";

// The period picker: quick links, and a GET form for a financial year or a from–to range and the
// bucket. No client state: the page is read again with the new query string.

const QUICK = [
  { period: "today", label: "Today" },
  { period: "week", label: "This week" },
  { period: "month", label: "This month" },
  { period: "last-month", label: "Last month" },
  { period: "fy", label: "This financial year" },
] as const;

export function SalesPeriodForm({ period }: { period: ReportPeriod | null }) {
  return (
    <div className={styles.picker}>
      <nav aria-label="Period" className={styles.quick}>
        {QUICK.map((q) => (
          <a key={q.period} href={`/admin/reports?period=${q.period}`} className={ui.ghost} aria-current={period?.kind === q.period ? "page" : undefined}>
            {q.label}
          </a>
        ))}
      </nav>
      <form method="get" action="/admin/reports" className={styles.periodForm}>
        <label className={styles.field}>
          <span>Period</span>
          <select name="period" defaultValue={period?.kind ?? "month"}>
            <option value="today">Today</option>
            <option value="week">This week</option>
            <option value="month">This month</option>
            <option value="last-month">Last month</option>
            <option value="fy">Financial year</option>
            <option value="range">From–to</option>
          </select>
        </label>
        <label className={styles.field}>
          <span>Financial year</span>
          <input name="fy" placeholder="2026-27" pattern="\d{4}-\d{2}" defaultValue={period?.fy ?? ""} size={8} />
        </label>
        <label className={styles.field}>
          <span>From</span>
          <input type="date" name="from" defaultValue={period?.kind === "range" ? period.firstDay : ""} />
        </label>
        <label className={styles.field}>
          <span>To</span>
          <input type="date" name="to" defaultValue={period?.kind === "range" ? period.lastDay : ""} />
        </label>
        <label className={styles.field}>
          <span>By</span>
          <select name="bucket" defaultValue={period?.bucket ?? "day"}>
            {BUCKETS.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={ui.primary}>
          Show
        </button>
      </form>
    </div>
  );
}
