"use client";

import { AdminLink } from "@/components/admin/ui/admin-link";
import { usePathname } from "next/navigation";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { useAdminRole } from "./admin-role";
import { isCurrentSection, navItemsFor } from "./nav-items";
import styles from "./admin-shell.module.css";

/** The section links the role may open, the current one marked (aria-current) for screen readers and by its look. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  const role = useAdminRole();
  return (
    <nav aria-label={ADMIN_AUTH_MSG.navLabel}>
      <ul className={styles.navList}>
        {navItemsFor(role).map((item) => {
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
