"use client";

import { useQuery } from "@tanstack/react-query";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { PRICING_MSG as M } from "@/lib/admin/pricing-messages";
import { SILVER_RATE_KEY, fetchSilverRates } from "@/lib/api/admin/silver-rate";
import { SilverRateHistory } from "./silver-rate-history";
import { SilverRateToday } from "./silver-rate-today";
import styles from "./silver-rate.module.css";

/** /admin/silver-rate: today's rate, the form that sets it (repricing every by-weight piece), and its history. */
export function SilverRatePage() {
  const query = useQuery({ queryKey: SILVER_RATE_KEY, queryFn: ({ signal }) => fetchSilverRates(signal) });
  return (
    <>
      <PageHeader title={M.title} />
      {query.isPending ? (
        <Loading text={M.loading} />
      ) : query.isError ? (
        <EmptyState title={M.loadFailed} text={failureText(query.error, "Client side error.")}>
          <button type="button" className={ui.button} onClick={() => void query.refetch()}>
            {M.tryAgain}
          </button>
        </EmptyState>
      ) : (
        <div className={styles.page}>
          <SilverRateToday current={query.data.current} />
          <SilverRateHistory history={query.data.history} />
        </div>
      )}
    </>
  );
}
