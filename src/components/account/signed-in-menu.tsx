"use client";

import { useEffect, useId, useRef, useState } from "react";
import Link from "next/link";
import { ChevronIcon, UserIcon } from "@/components/header/icons";
import headerStyles from "@/components/header/header.module.css";
import { href } from "@/lib/links";
import { SHELL_MSG } from "@/lib/messages/shell";
import { useLogout } from "./use-logout";
import styles from "./account-menu.module.css";

/**
 * A customer's account menu in the header: 'Hello, {first name}' opening 'My Account' and 'Logout'.
 * A disclosure (button + list), closed by Escape, a click outside, or focus leaving it. Its own
 * chunk (account-menu.tsx loads it for a signed-in shopper only).
 */
export default function SignedInMenu({ name }: { name: string }) {
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
