"use client";

import { useId, useState } from "react";
import { FormDialog } from "@/components/admin/ui/confirm-dialog";
import { DialogFormActions } from "@/components/admin/ui/dialog-form-actions";
import { CheckboxField, TextField } from "@/components/admin/ui/fields";
import { FormError } from "@/components/admin/ui/form-error";
import { ApiError } from "@/lib/api/admin/client";
import { DELIVERY_MSG as M } from "@/lib/admin/delivery-messages";
import type { AdminDeliveryZone } from "@/lib/admin/delivery-json";
import { failureText } from "@/lib/admin/failure-text";
import { type DeliveryZoneField, ZDeliveryZoneInput, fieldErrors } from "@/lib/schemas/admin-delivery";
import { toast } from "@/lib/toast";
import { type ZoneForm, saveZone } from "@/lib/api/admin/delivery";
import styles from "./delivery.module.css";
import { useFocusFirstError } from "./use-focus-first-error";

/** Closed (null), a new zone, or one being edited. */
export type ZoneDialog = { mode: "create" } | { mode: "update"; zone: AdminDeliveryZone } | null;

export function ZoneFormDialog({ dialog, onClose, onSaved }: { dialog: ZoneDialog; onClose: () => void; onSaved: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={dialog !== null} title={dialog?.mode === "update" ? M.zoneDialogUpdate : M.zoneDialogCreate} onClose={busy ? () => {} : onClose}>
      {dialog ? <ZoneFormBody key={dialog.mode === "update" ? dialog.zone.id : "new"} zone={dialog.mode === "update" ? dialog.zone : null} busy={busy} setBusy={setBusy} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function ZoneFormBody({ zone, busy, setBusy, onClose, onSaved }: { zone: AdminDeliveryZone | null; busy: boolean; setBusy: (busy: boolean) => void; onClose: () => void; onSaved: () => void }) {
  const id = useId();
  const [values, setValues] = useState<ZoneForm>(() => ({
    name: zone?.name ?? "",
    transitDaysMin: zone ? String(zone.transitDaysMin) : "",
    transitDaysMax: zone ? String(zone.transitDaysMax) : "",
    codAvailable: zone?.codAvailable ?? true,
  }));
  const [errors, setErrors] = useState<Partial<Record<DeliveryZoneField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useFocusFirstError(errors);
  const set = <K extends keyof ZoneForm>(name: K) => (value: ZoneForm[K]) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZDeliveryZoneInput.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors<DeliveryZoneField>(parsed.error));
    setServerError(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      toast.success(await saveZone(zone?.id ?? null, values));
      onSaved();
    } catch (failure) {
      const message = failureText(failure, M.clientError);
      // A taken name (409) is about the name: under it; anything else above the form.
      if (failure instanceof ApiError && failure.httpStatus === 409) setErrors({ name: message });
      else setServerError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className={styles.dialogForm} onSubmit={submit} noValidate aria-busy={busy}>
      <FormError message={serverError} />
      <TextField id={`${id}-name`} label={M.zoneNameLabel} value={values.name} onValue={set("name")} error={errors.name} maxLength={60} autoComplete="off" />
      <TextField id={`${id}-min`} label={M.transitMinLabel} value={values.transitDaysMin} onValue={set("transitDaysMin")} error={errors.transitDaysMin} inputMode="numeric" maxLength={3} autoComplete="off" />
      <TextField id={`${id}-max`} label={M.transitMaxLabel} value={values.transitDaysMax} onValue={set("transitDaysMax")} error={errors.transitDaysMax} inputMode="numeric" maxLength={3} autoComplete="off" />
      <CheckboxField id={`${id}-cod`} label={M.zoneCodLabel} checked={values.codAvailable} onChecked={set("codAvailable")} />
      <DialogFormActions busy={busy} cancelLabel={M.cancel} submitLabel={busy ? M.saving : M.saveZone} onCancel={onClose} />
    </form>
  );
}
