"use client";

import { AdminLink } from "@/components/admin/ui/admin-link";
import { usePathname } from "next/navigation";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { ADMIN_NAV_ITEMS, isCurrentSection } from "./nav-items";
import styles from "./admin-shell.module.css";

/** The section links, the current one marked (aria-current) for screen readers and by its look. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label={ADMIN_AUTH_MSG.navLabel}>
      <ul className={styles.navList}>
        {ADMIN_NAV_ITEMS.map((item) => {
          const current = isCurrentSection(item.href, pathname);
          return (
            <li key={item.href}>
              <AdminLink href={item.href} className={styles.navLink} aria-current={current ? "page" : undefined} onClick={onNavigate}>
                {item.label}
              </AdminLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
