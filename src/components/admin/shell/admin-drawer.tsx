"use client";

import { AdminLink } from "@/components/admin/ui/admin-link";
import { useEffect, useRef } from "react";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { AdminNav } from "./admin-nav";
import styles from "./admin-shell.module.css";

/**
 * The phone's sidebar (back office §2: on small screens it also shows Logout and Forgot Password).
 * A modal <dialog>: the browser keeps focus inside it, Escape closes it, and the page behind is
 * inert. On close, focus goes back to the menu button that opened it.
 */
export function AdminDrawer({
  open,
  onClose,
  returnFocusTo,
  onLogout,
  loggingOut,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-label={ADMIN_AUTH_MSG.navLabel}
      onClose={() => {
        onClose();
        returnFocusTo.current?.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.drawerPanel}>
        <div className={styles.drawerHead}>
          <span className={styles.brand}>Silver Aura Admin</span>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={ADMIN_AUTH_MSG.closeMenu}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <AdminNav onNavigate={onClose} />
        <div className={styles.drawerFoot}>
          <AdminLink href="/adm-forgot-password" className={styles.navLink}>
            {ADMIN_AUTH_MSG.forgotPassword}
          </AdminLink>
          <button type="button" className={styles.logout} onClick={onLogout} disabled={loggingOut}>
            {loggingOut ? ADMIN_AUTH_MSG.loggingOut : ADMIN_AUTH_MSG.logout}
          </button>
        </div>
      </div>
    </dialog>
  );
}
