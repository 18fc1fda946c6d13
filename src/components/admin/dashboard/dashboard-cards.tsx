import { useId } from "react";
import type { Dashboard } from "@/lib/api/admin/dashboard";
import { DASHBOARD_MSG } from "@/lib/admin/dashboard-messages";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
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

/**
 * Total Users, Products, Categories, Inquiries, and Blog Posts only when there are any (§2
 * Dashboard); of them, those the role may see (issue 43: the blog's always for a writer, its only card).
 */
export function StatCards({ counts }: { counts: Dashboard["counts"] }) {
  const onlyBlog = Object.keys(counts).length === 1 && counts.blogs !== undefined;
  const all: { label: string; value: number | undefined }[] = [
    { label: DASHBOARD_MSG.totalUsers, value: counts.users },
    { label: DASHBOARD_MSG.products, value: counts.products },
    { label: DASHBOARD_MSG.categories, value: counts.categories },
    { label: DASHBOARD_MSG.inquiries, value: counts.inquiries },
    { label: DASHBOARD_MSG.blogPosts, value: counts.blogs !== undefined && (counts.blogs > 0 || onlyBlog) ? counts.blogs : undefined },
  ];
  const cards = all.filter((card): card is { label: string; value: number } => card.value !== undefined);
  if (cards.length === 0) return null;
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
export function SystemOverview({ system }: { system: NonNullable<Dashboard["system"]> }) {
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

/** On the local (demo) shop: no second factor is asked for here, while a real server asks owners and managers (issue 43). */
export function SecondFactorNote() {
  return (
    <div className={`${cardsUi.box} ${styles.note}`} role="note" data-testid="second-factor-note">
      <p className={styles.noteHeading}>{STAFF_MSG.demoSecondFactorTitle}</p>
      <p>{STAFF_MSG.demoSecondFactorNote}</p>
    </div>
  );
}
