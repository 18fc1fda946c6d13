import { useId } from "react";
import type { Dashboard } from "@/lib/api/admin/dashboard";
import { DASHBOARD_MSG } from "@/lib/admin/dashboard-messages";
import cardsUi from "@/components/admin/ui/cards.module.css";
import styles from "./dashboard.module.css";

/** One card of the dashboard, with its heading (h2: the page's h1 is above). */
export function Panel({ title, wide = false, children }: { title: string; wide?: boolean; children: React.ReactNode }) {
  // Per instance: Next keeps pages the admin has left in the document (hidden).
  const id = useId();
  return (
    <section className={`${cardsUi.box} ${styles.panel} ${wide ? styles.wide : ""}`} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Total Users, Products, Categories, Inquiries, and Blog Posts only when there are any (§2 Dashboard). */
export function StatCards({ counts }: { counts: Dashboard["counts"] }) {
  const cards = [
    { label: DASHBOARD_MSG.totalUsers, value: counts.users },
    { label: DASHBOARD_MSG.products, value: counts.products },
    { label: DASHBOARD_MSG.categories, value: counts.categories },
    { label: DASHBOARD_MSG.inquiries, value: counts.inquiries },
    ...(counts.blogs > 0 ? [{ label: DASHBOARD_MSG.blogPosts, value: counts.blogs }] : []),
  ];
  return (
    <ul className={`${cardsUi.stats} ${styles.stats}`} role="list" aria-label="Totals">
      {cards.map((card) => (
        <li key={card.label} className={cardsUi.stat} data-testid="stat-card">
          <span className={cardsUi.statLabel}>{card.label}</span>
          <span className={`${cardsUi.statValue} ${styles.statValue}`}>{card.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** Active Users, Active Categories, Available Products. */
export function SystemOverview({ system }: { system: Dashboard["system"] }) {
  const rows = [
    { label: DASHBOARD_MSG.activeUsers, value: system.activeUsers },
    { label: DASHBOARD_MSG.activeCategories, value: system.activeCategories },
    { label: DASHBOARD_MSG.availableProducts, value: system.availableProducts },
  ];
  return (
    <dl className={styles.pairs}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
