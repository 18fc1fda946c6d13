"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import styles from "./admin-ui.module.css";

/**
 * A list page's Refresh: asks the server again for every query under `queryKey`, then says so
 * with a toast. Disabled while the list is fetching.
 */
export function RefreshButton({ queryKey, fetching, label, refreshed }: { queryKey: readonly unknown[]; fetching: boolean; label: string; refreshed: string }) {
  const queryClient = useQueryClient();

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey });
    toast.success(refreshed);
  }

  return (
    <button type="button" className={styles.button} onClick={() => void refresh()} disabled={fetching}>
      {label}
    </button>
  );
}
