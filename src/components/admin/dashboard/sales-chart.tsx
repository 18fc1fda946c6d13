import { useId } from "react";
import type { SalesDay } from "@/lib/api/admin/dashboard";
import { DASHBOARD_MSG } from "@/lib/admin/dashboard-messages";
import { formatRupees, rupeesToPaise } from "@/lib/format";
import styles from "./dashboard.module.css";

// Revenue per day over the last 30 days as a plain SVG bar chart (no chart library): one bar per
// Indian day, the highest amount and zero on the left, the first, middle and last dates below. The
// <svg> is an image with a title and a summary; the same numbers are in a table for screen readers.

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 72 };

const rupees = (value: number) => formatRupees(rupeesToPaise(value));
const shortDate = (date: string) => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

export function SalesChart({ days }: { days: SalesDay[] }) {
  const id = useId();
  const totalRevenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  const max = Math.max(0, ...days.map((day) => day.revenue));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = days.length > 0 ? plotWidth / days.length : plotWidth;
  const barWidth = Math.max(2, step * 0.7);
  const labelled = days.length > 0 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [];
  const summary = DASHBOARD_MSG.salesSummary(days.length, totalOrders, rupees(totalRevenue));

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} className={styles.chartSvg}>
        <title id={`${id}-title`}>{DASHBOARD_MSG.salesTitle}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {/* The axes: zero and the highest day's revenue. */}
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + plotHeight} y2={PAD.top + plotHeight} className={styles.axis} />
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top} y2={PAD.top} className={styles.gridLine} />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" className={styles.axisLabel}>
          {rupees(max)}
        </text>
        <text x={PAD.left - 6} y={PAD.top + plotHeight + 4} textAnchor="end" className={styles.axisLabel}>
          {rupees(0)}
        </text>
        {days.map((day, index) => {
          const height = max > 0 ? (day.revenue / max) * plotHeight : 0;
          const x = PAD.left + index * step + (step - barWidth) / 2;
          return (
            <rect key={day.date} x={x} y={PAD.top + plotHeight - height} width={barWidth} height={Math.max(height, day.orders > 0 ? 2 : 0)} rx={2} className={styles.bar}>
              <title>{`${shortDate(day.date)}: ${rupees(day.revenue)}, ${DASHBOARD_MSG.ordersCount(day.orders)}`}</title>
            </rect>
          );
        })}
        {labelled.map((index) => {
          const day = days[index]!;
          return (
            // The first and last dates keep inside the picture.
            <text key={day.date} x={PAD.left + index * step + step / 2} y={HEIGHT - 8} textAnchor={index === 0 ? "start" : index === days.length - 1 ? "end" : "middle"} className={styles.axisLabel}>
              {shortDate(day.date)}
            </text>
          );
        })}
      </svg>
      <figcaption className={styles.chartCaption}>{summary}</figcaption>
      <table className="sr-only">
        <caption>{DASHBOARD_MSG.salesTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{DASHBOARD_MSG.date}</th>
            <th scope="col">{DASHBOARD_MSG.orders}</th>
            <th scope="col">{DASHBOARD_MSG.revenue}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{shortDate(day.date)}</th>
              <td>{day.orders}</td>
              <td>{rupees(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
