"use client";

import { useEffect } from "react";
import { SHELL_MSG } from "@/lib/messages/shell";
import styles from "./global-error.module.css";

/** Replaces the root layout when it fails: its own document, the same calm look, a retry. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en-IN">
      <body style={{ margin: 0 }}>
        <title>{SHELL_MSG.unexpectedError}</title>
        <main className={styles.page}>
          <div className={styles.box} role="alert">
            <h1 className={styles.title}>{SHELL_MSG.unexpectedError}</h1>
            <p className={styles.text}>
              The shop could not be loaded just now. Please try again in a moment.
            </p>
            <div className={styles.actions}>
              <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => retry()}>
                Try again
              </button>
              {/* A full page load: the app shell itself failed, so client navigation may not work. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/" className={styles.button}>
                {SHELL_MSG.homePage}
              </a>
            </div>
          </div>
        </main>
      </body>
    </html>
  );
}
