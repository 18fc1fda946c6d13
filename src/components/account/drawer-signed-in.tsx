"use client";

import Link from "next/link";
import { UserIcon } from "@/components/header/icons";
import headerStyles from "@/components/header/header.module.css";
import { href } from "@/lib/links";
import { SHELL_MSG } from "@/lib/messages/shell";
import { useLogout } from "./use-logout";
import styles from "./account-menu.module.css";

/**
 * The drawer's account entry for a customer: 'Hello, {first name}', 'My Account' and Logout. Its
 * own chunk (drawer-account.tsx loads it for a signed-in shopper only). Logout closes the drawer.
 */
export default function DrawerSignedIn({ name }: { name: string }) {
  const { logout, busy } = useLogout();

  const onLogout = (event: React.MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.closest("dialog")?.close();
    void logout();
  };

  return (
    <div className={`${headerStyles.drawerAccount} ${styles.drawerSignedIn}`}>
      <p className={styles.drawerGreeting}>
        <UserIcon size={20} />
        {SHELL_MSG.helloName(name)}
      </p>
      <div className={styles.drawerActions}>
        <Link href={href.account()}>{SHELL_MSG.myAccount}</Link>
        <button type="button" className={styles.drawerLogout} disabled={busy} onClick={onLogout}>
          {SHELL_MSG.logout}
        </button>
      </div>
    </div>
  );
}
