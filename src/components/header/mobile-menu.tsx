"use client";

import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import { getLenis } from "@/components/providers/smooth-scroll";
import { CloseIcon, MenuIcon } from "./icons";
import styles from "./header.module.css";

/** Calls `onChange` whenever the route changes (not on first render). */
function RouteChangeListener({ onChange }: { onChange: () => void }) {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChange();
  }, [pathname, onChange]);
  return null;
}

/**
 * The mobile drawer (storefront §2.3). A native modal <dialog>: focus is trapped and restored,
 * Escape closes it, the page behind is inert. The links inside are server-rendered children, put
 * in the page only when the drawer first opens (then kept): until then they are no elements for the
 * browser to lay out or for React to hydrate on every page (48 of them; the drawer needs the script
 * to open anyway). It closes on route change, on a link click, and on a click on the backdrop.
 */
export function MobileMenu({ children, title }: { children: React.ReactNode; title: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  const close = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
  }, []);

  const show = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    getLenis()?.stop();
    setOpen(true);
    setOpened(true);
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      getLenis()?.start();
      setOpen(false);
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  // Close when a link inside is followed, or when the backdrop (the dialog box itself) is clicked.
  const onDialogClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (target === event.currentTarget || target.closest("a[href]")) close();
  };

  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={show}
      >
        <MenuIcon />
      </button>
      <dialog
        id="mobile-menu"
        ref={dialogRef}
        className={styles.drawer}
        aria-label={title}
        onClick={onDialogClick}
        data-lenis-prevent
      >
        <div className={styles.drawerPanel}>
          <div className={styles.drawerHead}>
            <span className={styles.drawerTitle}>{title}</span>
            <button type="button" className={styles.iconButton} aria-label="Close menu" onClick={close}>
              <CloseIcon />
            </button>
          </div>
          {opened ? children : null}
        </div>
      </dialog>
      <Suspense fallback={null}>
        <RouteChangeListener onChange={close} />
      </Suspense>
    </>
  );
}
