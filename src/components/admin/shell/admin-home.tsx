import Link from "next/link";
import { PageHeader } from "@/components/admin/ui/page-header";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { ADMIN_NAV_ITEMS } from "./nav-items";
import styles from "./admin-shell.module.css";

/** The simple home of the back office: one card per section. */
export function AdminHome() {
  return (
    <>
      <PageHeader title={ADMIN_AUTH_MSG.welcomeTitle} />
      <p className={styles.homeIntro}>{ADMIN_AUTH_MSG.homeIntro}</p>
      <ul className={styles.homeGrid}>
        {ADMIN_NAV_ITEMS.filter((item) => item.href !== "/admin").map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.homeCard}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
