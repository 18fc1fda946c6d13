"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CheckboxField, TextField } from "@/components/admin/ui/fields";
import { FormError } from "@/components/admin/ui/form-error";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { DELIVERY_MSG as M } from "@/lib/admin/delivery-messages";
import type { AdminDeliverySettings } from "@/lib/admin/delivery-json";
import { failureText } from "@/lib/admin/failure-text";
import { type DeliverySettingsField, ZDeliverySettingsInput, fieldErrors } from "@/lib/schemas/admin-delivery";
import { toast } from "@/lib/toast";
import { type DeliverySettingsForm, SETTINGS_KEY, saveDeliverySettings } from "@/lib/api/admin/delivery";
import styles from "./delivery.module.css";
import { useFocusFirstError } from "./use-focus-first-error";

const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

function toForm(settings: AdminDeliverySettings): DeliverySettingsForm {
  return {
    dispatchDaysMin: String(settings.dispatchDaysMin),
    dispatchDaysMax: String(settings.dispatchDaysMax),
    codEnabled: settings.codEnabled,
    codFee: rupees(settings.codFeePaise),
    codLimit: rupees(settings.codLimitPaise),
    codOpenOrdersLimit: String(settings.codOpenOrdersLimit),
  };
}

/**
 * Dispatch days and cash on delivery: checked with the server's own schema (the same words) before
 * it is sent, each problem under its field with what was typed kept; the server's refusal above.
 */
export function DeliverySettingsForm({ initial }: { initial: AdminDeliverySettings }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<DeliverySettingsForm>(() => toForm(initial));
  const [errors, setErrors] = useState<Partial<Record<DeliverySettingsField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useFocusFirstError(errors);

  const set = <K extends keyof DeliverySettingsForm>(name: K) => (value: DeliverySettingsForm[K]) => setValues((current) => ({ ...current, [name]: value }));
  const text = (name: Exclude<DeliverySettingsField, "codEnabled">) => ({ id: `delivery-${name}`, value: values[name], onValue: set(name), error: errors[name], autoComplete: "off" });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZDeliverySettingsInput.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors<DeliverySettingsField>(parsed.error));
    setServerError(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const { settings, msg } = await saveDeliverySettings(values);
      toast.success(msg);
      queryClient.setQueryData(SETTINGS_KEY, settings);
    } catch (failure) {
      const message = failureText(failure, M.clientError);
      setServerError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={ui.section} aria-labelledby="delivery-settings-heading">
      <h2 id="delivery-settings-heading">{M.settingsHeading}</h2>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        <FormError message={serverError} />
        <div className={ui.grid2}>
          <TextField {...text("dispatchDaysMin")} label={M.dispatchMinLabel} inputMode="numeric" maxLength={3} />
          <TextField {...text("dispatchDaysMax")} label={M.dispatchMaxLabel} inputMode="numeric" maxLength={3} />
        </div>
        <p className={ui.hint}>{M.dispatchHint}</p>
        <CheckboxField id="delivery-codEnabled" label={M.codEnabledLabel} checked={values.codEnabled} onChecked={set("codEnabled")} />
        <div className={ui.grid2}>
          <TextField {...text("codFee")} label={M.codFeeLabel} hint={M.codFeeHint} inputMode="decimal" maxLength={12} />
          <TextField {...text("codLimit")} label={M.codLimitLabel} hint={M.codLimitHint} inputMode="decimal" maxLength={12} />
        </div>
        <div className={styles.narrow}>
          <TextField {...text("codOpenOrdersLimit")} label={M.openOrdersLabel} hint={M.openOrdersHint} inputMode="numeric" maxLength={3} />
        </div>
        <div className={ui.formActions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            {busy ? M.saving : M.save}
          </button>
        </div>
      </form>
    </section>
  );
}
