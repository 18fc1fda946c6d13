import type { CustomerStats } from "@/lib/api/admin/people";
import { CUSTOMER_MSG } from "@/lib/admin/people-messages";
import cardsUi from "@/components/admin/ui/cards.module.css";
import styles from "./customers.module.css";

/** Total Customers, Verified Customers, New This Month (back office §2 Customers), over every customer. */
export function CustomerStatCards({ stats }: { stats: CustomerStats | undefined }) {
  const cards = [
    { label: CUSTOMER_MSG.totalCustomers, value: stats?.total },
    { label: CUSTOMER_MSG.verifiedCustomers, value: stats?.verified },
    { label: CUSTOMER_MSG.newThisMonth, value: stats?.newThisMonth },
  ];
  return (
    <ul className={`${cardsUi.stats} ${styles.stats}`} role="list">
      {cards.map((card) => (
        <li key={card.label} className={cardsUi.stat}>
          <span className={cardsUi.statLabel}>{card.label}</span>
          <span className={`${cardsUi.statValue} ${styles.statValue}`}>{card.value ?? "–"}</span>
        </li>
      ))}
    </ul>
  );
}
