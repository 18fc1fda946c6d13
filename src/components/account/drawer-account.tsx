"use client";

import Link from "next/link";
import { UserIcon } from "@/components/header/icons";
import headerStyles from "@/components/header/header.module.css";
import { href } from "@/lib/links";
import { SHELL_MSG } from "@/lib/shell-messages";
import { firstName } from "@/stores/user-store";
import { useLogout } from "./use-logout";
import { useSignedInUser } from "@/hooks/use-user";
import styles from "./account-menu.module.css";

/**
 * The drawer's account entry (storefront §2.3): 'Hello, {first name}' with 'My Account' and
 * Logout for a customer, otherwise Login / Register. Links close the drawer (the drawer listens
 * for link clicks); Logout closes it itself.
 */
export function DrawerAccount() {
  const user = useSignedInUser();
  const { logout, busy } = useLogout();

  if (!user) {
    return (
      <div className={headerStyles.drawerAccount}>
        <UserIcon size={20} />
        <Link href={href.login()}>Login</Link>
        <span aria-hidden="true">/</span>
        <Link href={href.register()}>Register</Link>
      </div>
    );
  }

  const onLogout = (event: React.MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.closest("dialog")?.close();
    void logout();
  };

  return (
    <div className={`${headerStyles.drawerAccount} ${styles.drawerSignedIn}`}>
      <p className={styles.drawerGreeting}>
        <UserIcon size={20} />
        {SHELL_MSG.helloName(firstName(user))}
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
