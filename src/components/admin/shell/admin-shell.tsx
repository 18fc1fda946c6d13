"use client";

import { useRef, useState } from "react";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import type { StaffRole } from "@/lib/admin/permissions";
import { AdminRoleContext } from "./admin-role";
import { AdminDrawer } from "./admin-drawer";
import { AdminNav } from "./admin-nav";
import { StepUpPrompt } from "./step-up-prompt";
import { useLogout } from "./use-logout";
import styles from "./admin-shell.module.css";

/**
 * The back office's frame (back office §2 Admin shell): the sidebar on a laptop, a menu button and a
 * drawer on a phone, and the top bar with the admin's name and Logout. The server layout has
 * already checked the session (src/app/admin/layout.tsx) and passes the admin's name and role (the
 * menu shows only what the role may open; the server refuses the rest anyway).
 */
export function AdminShell({ adminName, role, children }: { adminName: string; role: StaffRole; children: React.ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { logout, busy } = useLogout();

  return (
    <AdminRoleContext value={role}>
      <StepUpPrompt />
      <div className={styles.shell}>
        <a href="#admin-main" className="skip-link">
          Skip to content
        </a>
        <aside className={styles.sidebar}>
          <span className={styles.brand}>Silver Aura Admin</span>
          <AdminNav />
        </aside>
        <div className={styles.column}>
          <header className={styles.topBar}>
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
            >
              <span aria-hidden="true" className={styles.burger} />
              {ADMIN_AUTH_MSG.openMenu}
            </button>
            <span className={styles.topBrand}>Silver Aura Admin</span>
            <p className={styles.who} title={ADMIN_AUTH_MSG.signedInAs(adminName)}>
              <span className="sr-only">{ADMIN_AUTH_MSG.signedInAs("")}</span>
              {adminName}
            </p>
            <button type="button" className={styles.topLogout} onClick={logout} disabled={busy}>
              {busy ? ADMIN_AUTH_MSG.loggingOut : ADMIN_AUTH_MSG.logout}
            </button>
          </header>
          <main id="admin-main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
        <AdminDrawer open={menuOpen} onClose={() => setMenuOpen(false)} returnFocusTo={menuButton} onLogout={logout} loggingOut={busy} />
      </div>
    </AdminRoleContext>
  );
}
