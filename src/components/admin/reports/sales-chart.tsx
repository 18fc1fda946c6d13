"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatRupees } from "@/lib/format";
import styles from "./sales-report.module.css";

// Net sales per bucket as a bar chart (recharts, imported only by the reports page, so no other
// page's JavaScript carries it). The same numbers are in the "Sales by …" table below for screen
// readers: the chart itself is hidden from them.

export interface SalesPoint {
  start: string;
  orders: number;
  /** Rupees. */
  net: number;
  returns: number;
}

const rupees = (value: number) => formatRupees(Math.round(value * 100));

export function SalesChart({ points, bucket }: { points: SalesPoint[]; bucket: string }) {
  return (
    <div className={styles.chart} aria-hidden="true">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid stroke="#e3e6ea" vertical={false} />
          <XAxis dataKey="start" tick={{ fontSize: 11, fill: "#5b6470" }} minTickGap={16} />
          <YAxis tickFormatter={rupees} tick={{ fontSize: 11, fill: "#5b6470" }} width={84} />
          <Tooltip formatter={(value) => rupees(Number(value))} labelFormatter={(label) => `${bucket} of ${String(label)}`} />
          <Bar dataKey="net" name="Net sales" fill="#8a96a3" radius={[3, 3, 0, 0]} />
          <Bar dataKey="returns" name="Returns" fill="#c9ced4" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
