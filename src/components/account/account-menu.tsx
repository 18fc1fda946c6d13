"use client";

import { useEffect, useId, useRef, useState } from "react";
import Link from "next/link";
import { ChevronIcon, UserIcon } from "@/components/header/icons";
import headerStyles from "@/components/header/header.module.css";
import { href } from "@/lib/links";
import { SHELL_MSG } from "@/lib/shell-messages";
import { firstName } from "@/stores/user-store";
import { useLogout } from "./use-logout";
import { useSignedInUser } from "@/hooks/use-user";
import styles from "./account-menu.module.css";

/**
 * The header's account icon (storefront §2.3, desktop and tablet): a link to /login for a visitor;
 * for a customer, 'Hello, {first name}' opening a small menu with 'My Account' and 'Logout'. A
 * disclosure (button + list), closed by Escape, a click outside, or focus leaving it. Until local
 * storage was read it renders the visitor's link, like the server's HTML.
 */
export function AccountMenu() {
  const user = useSignedInUser();
  if (!user) {
    return (
      <Link href={href.login()} className={`${headerStyles.iconButton} ${headerStyles.account}`} aria-label="Account: log in" prefetch={false}>
        <UserIcon />
      </Link>
    );
  }
  return <SignedInMenu name={firstName(user)} />;
}

function SignedInMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { logout, busy } = useLogout();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={root} className={`${headerStyles.account} ${styles.root}`} onBlur={onBlur}>
      <button ref={trigger} type="button" className={styles.trigger} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((shown) => !shown)}>
        <UserIcon size={20} />
        <span className={styles.greeting}>{SHELL_MSG.helloName(name)}</span>
        <ChevronIcon direction={open ? "up" : "down"} size={14} className={styles.chevron} />
      </button>
      <div id={menuId} className={styles.panel} hidden={!open}>
        <ul role="list">
          <li>
            <Link href={href.account()} className={styles.item} onClick={() => setOpen(false)}>
              {SHELL_MSG.myAccount}
            </Link>
          </li>
          <li>
            <button type="button" className={styles.item} disabled={busy} onClick={() => void logout().then(() => setOpen(false))}>
              {SHELL_MSG.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
