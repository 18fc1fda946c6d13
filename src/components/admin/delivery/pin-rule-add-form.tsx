"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { SelectField, TextField } from "@/components/admin/ui/fields";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ApiError } from "@/lib/api/admin/client";
import { DELIVERY_MSG as M } from "@/lib/admin/delivery-messages";
import type { AdminDeliveryZone } from "@/lib/admin/delivery-json";
import { failureText } from "@/lib/admin/failure-text";
import { BLOCKED, type PinRuleField, ZPinRuleInput, fieldErrors } from "@/lib/schemas/admin-delivery";
import { toast } from "@/lib/toast";
import { DELIVERY_KEY, addPinRule } from "@/lib/api/admin/delivery";
import styles from "./delivery.module.css";
import { useFocusFirstError } from "./use-focus-first-error";

/** One rule: a PIN or prefix and its zone (or blocked); a taken PIN is said under the field. */
export function PinRuleAddForm({ zones }: { zones: AdminDeliveryZone[] }) {
  const queryClient = useQueryClient();
  const [prefix, setPrefix] = useState("");
  const [zoneId, setZoneId] = useState("");
  const [errors, setErrors] = useState<Partial<Record<PinRuleField, string>>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useFocusFirstError(errors);
  const options = [...zones.map((zone) => ({ value: zone.id, label: zone.name })), { value: BLOCKED, label: M.blockedOption }];

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZPinRuleInput.safeParse({ prefix, zoneId: zoneId || undefined });
    setErrors(parsed.success ? {} : fieldErrors<PinRuleField>(parsed.error));
    if (!parsed.success) return;
    setBusy(true);
    try {
      toast.success(await addPinRule(parsed.data.prefix, zoneId));
      setPrefix("");
      await queryClient.invalidateQueries({ queryKey: DELIVERY_KEY });
    } catch (failure) {
      const message = failureText(failure, M.clientError);
      // A rule that exists (409) or a refused PIN is said under the PIN; a zone that is gone under the zone.
      if (failure instanceof ApiError && (failure.httpStatus === 409 || failure.httpStatus === 400)) setErrors(message === M.zoneGone ? { zoneId: message } : { prefix: message });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className={styles.addRule} onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="delivery-add-rule-heading">
      <h3 id="delivery-add-rule-heading">{M.addPinHeading}</h3>
      <div className={styles.addRuleFields}>
        <TextField id="delivery-rule-prefix" label={M.prefixLabel} value={prefix} onValue={setPrefix} error={errors.prefix} inputMode="numeric" maxLength={6} autoComplete="off" />
        <SelectField id="delivery-rule-zone" label={M.zoneLabel} value={zoneId} onValue={setZoneId} options={options} placeholder={M.zonePlaceholder} error={errors.zoneId} />
        <button type="submit" className={`${ui.button} ${styles.addRuleButton}`} disabled={busy}>
          {busy ? M.adding : M.addPin}
        </button>
      </div>
    </form>
  );
}
