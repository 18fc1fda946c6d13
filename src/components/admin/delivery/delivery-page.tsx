"use client";

import { useQuery } from "@tanstack/react-query";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { DELIVERY_MSG as M } from "@/lib/admin/delivery-messages";
import { failureText } from "@/lib/admin/failure-text";
import { SETTINGS_KEY, ZONES_KEY, fetchDeliverySettings, fetchZones } from "@/lib/api/admin/delivery";
import { DeliverySettingsForm } from "./delivery-settings-form";
import { DeliveryZones } from "./delivery-zones";
import styles from "./delivery.module.css";
import { PinImport } from "./pin-import";
import { PinRuleAddForm } from "./pin-rule-add-form";
import { PinRules } from "./pin-rules";

/** /admin/delivery: dispatch and cash on delivery, the zones, and the PIN codes served (one by one or a CSV list). */
export function DeliveryPage() {
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => fetchDeliverySettings(signal) });
  const zones = useQuery({ queryKey: ZONES_KEY, queryFn: ({ signal }) => fetchZones(signal) });
  const failed = settings.error ?? zones.error;
  return (
    <>
      <PageHeader title={M.title} count={M.intro} />
      {settings.isPending || zones.isPending ? (
        <Loading text={M.loading} />
      ) : failed || !settings.data || !zones.data ? (
        <EmptyState title={M.loadFailed} text={failureText(failed, M.clientError)}>
          <button
            type="button"
            className={ui.button}
            onClick={() => {
              void settings.refetch();
              void zones.refetch();
            }}
          >
            {M.tryAgain}
          </button>
        </EmptyState>
      ) : (
        <div className={styles.page}>
          {/* The saved row remounts the form with what the server kept. */}
          <DeliverySettingsForm key={settings.data.updatedAt ?? "new"} initial={settings.data} />
          <DeliveryZones zones={zones.data} />
          <section className={ui.section} aria-labelledby="delivery-pins-heading">
            <div>
              <h2 id="delivery-pins-heading" className={styles.heading}>
                {M.pinsHeading}
              </h2>
              <p className={`${ui.muted} ${styles.explain}`}>{M.prefixExplained}</p>
            </div>
            <PinRules zones={zones.data} />
            <PinRuleAddForm zones={zones.data} />
            <PinImport />
          </section>
        </div>
      )}
    </>
  );
}
