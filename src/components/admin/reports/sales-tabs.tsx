"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import styles from "./sales-report.module.css";

// The reports' tabs (issue 45): Sales, GST return, Stock value. A client island only for the
// current tab's mark (the layout stays as the tabs change).

const TABS = [
  { href: "/admin/reports", label: "Sales" },
  { href: "/admin/reports/gst", label: "GST return" },
  { href: "/admin/reports/stock", label: "Stock value" },
] as const;

export function SalesTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="Reports" className={styles.tabs}>
      {TABS.map((tab) => (
        <Link key={tab.href} href={tab.href} className={styles.tab} aria-current={pathname === tab.href ? "page" : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
