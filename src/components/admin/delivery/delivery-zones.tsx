"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { DELIVERY_MSG as M } from "@/lib/admin/delivery-messages";
import type { AdminDeliveryZone } from "@/lib/admin/delivery-json";
import { failureText } from "@/lib/admin/failure-text";
import { toast } from "@/lib/toast";
import { DELIVERY_KEY, deleteZone } from "@/lib/api/admin/delivery";
import styles from "./delivery.module.css";
import { type ZoneDialog, ZoneFormDialog } from "./zone-form-dialog";

/** The zones: their delivery time after dispatch, cash on delivery, how many rules point to each; add, edit, delete. */
export function DeliveryZones({ zones }: { zones: AdminDeliveryZone[] }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<ZoneDialog>(null);
  const [deleting, setDeleting] = useState<AdminDeliveryZone | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: DELIVERY_KEY });

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      toast.success(await deleteZone(deleting.id));
      setDeleting(null);
      await refresh();
    } catch (failure) {
      toast.error(failureText(failure, M.clientError));
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={ui.section} aria-labelledby="delivery-zones-heading">
      <div className={styles.sectionHead}>
        <div>
          <h2 id="delivery-zones-heading">{M.zonesHeading}</h2>
          <p className={ui.muted}>{M.zonesText}</p>
        </div>
        <button type="button" className={ui.button} onClick={() => setDialog({ mode: "create" })}>
          {M.addZone}
        </button>
      </div>
      {zones.length === 0 ? (
        <p className={ui.muted}>{M.zonesEmpty}</p>
      ) : (
        <div className={`${ui.tableWrap} ${ui.cardsOnPhone}`}>
          <table className={ui.table} aria-labelledby="delivery-zones-heading">
            <thead>
              <tr>
                <th scope="col">{M.columnZone}</th>
                <th scope="col">{M.columnTransit}</th>
                <th scope="col">{M.columnCod}</th>
                <th scope="col" className={styles.number}>
                  {M.columnRules}
                </th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{M.columnActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {zones.map((zone) => (
                <tr key={zone.id} data-testid="delivery-zone-row">
                  <td data-label={M.columnZone} className={styles.strong}>
                    {zone.name}
                  </td>
                  <td data-label={M.columnTransit}>{M.transitDays(zone.transitDaysMin, zone.transitDaysMax)}</td>
                  <td data-label={M.columnCod}>{zone.codAvailable ? M.yes : M.no}</td>
                  <td data-label={M.columnRules} className={styles.number}>
                    {zone.pinCount}
                  </td>
                  <td data-label={M.columnActions}>
                    <div className={styles.rowActions}>
                      <button type="button" className={ui.button} onClick={() => setDialog({ mode: "update", zone })} aria-label={`${M.editZone} ${zone.name}`}>
                        {M.editZone}
                      </button>
                      <button type="button" className={ui.ghost} onClick={() => setDeleting(zone)} aria-label={`${M.deleteZone} ${zone.name}`}>
                        {M.deleteZone}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ZoneFormDialog
        dialog={dialog}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        busy={busy}
        title={M.deleteZoneTitle}
        message={deleting ? <p>{M.deleteZoneConfirm(deleting.name)}</p> : ""}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
