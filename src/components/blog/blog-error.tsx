"use client";

import { useEffect } from "react";
import styles from "./blog.module.css";

/** A blog page's error boundary body: the spec's message (storefront §8) and a retry. No internals. */
export function BlogError({ message, error, retry }: { message: string; error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.empty} role="alert">
        <p>{message}</p>
        <button type="button" className="btn btn-outline" onClick={() => retry()}>
          Try again
        </button>
      </div>
    </div>
  );
}
