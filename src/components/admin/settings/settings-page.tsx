"use client";

import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { CheckboxField, SelectField, TextAreaField, TextField } from "@/components/admin/ui/fields";
import { FormError } from "@/components/admin/ui/form-error";
import { PageHeader } from "@/components/admin/ui/page-header";
import { DemoPlaceholderNotice } from "@/components/admin/ui/demo-placeholder-notice";
import { demoPlaceholders } from "@/lib/admin/demo-placeholders";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { SETTINGS_MSG as M } from "@/lib/admin/settings-messages";
import { INDIAN_STATES } from "@/lib/indian-states";
import { type AdminSettings, type SettingsField, type SettingsFields, ZSettingsFields, settingsErrors } from "@/lib/schemas/admin-settings";
import { wholeFromText } from "@/lib/schemas/number-text";
import { toast } from "@/lib/toast";
import { SETTINGS_KEY, fetchSettings, saveSettings } from "@/lib/api/admin/settings";
import styles from "./settings.module.css";

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

/** /admin/settings: the maintenance switch, the shop's contact and its legal details, in one form. */
export function SettingsPage() {
  const query = useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => fetchSettings(signal) });
  return (
    <>
      <PageHeader title={M.title} />
      {query.isPending ? (
        <Loading text={M.loading} />
      ) : query.isError ? (
        <EmptyState title="Could not load the settings" text={failureText(query.error, "Client side error.")}>
          <button type="button" className={ui.button} onClick={() => void query.refetch()}>
            Try again
          </button>
        </EmptyState>
      ) : (
        <>
          <DemoPlaceholderNotice fields={demoPlaceholders(query.data)} onSettings />
          <SettingsForm key={query.data.updatedAt ?? "new"} initial={query.data} />
        </>
      )}
    </>
  );
}

/** Text and number fields as the inputs hold them (the threshold as typed, checked on save). */
type FormValues = Omit<SettingsFields, "lowStockThreshold"> & { lowStockThreshold: string };

function toFormValues(settings: AdminSettings): FormValues {
  const { gstRateBps: _rate, updatedAt: _updated, ...fields } = settings;
  return { ...fields, lowStockThreshold: String(fields.lowStockThreshold) };
}

function SettingsForm({ initial }: { initial: AdminSettings }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => toFormValues(initial));
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof FormValues>(name: K) => (value: FormValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const text = (name: Exclude<keyof FormValues, "maintenance" | "roundByWeightPrices">) => ({ id: `settings-${name}`, value: values[name], onValue: set(name), error: errors[name] });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Decimal digits only: Number() would also read "0x10" as 16 or "1e3" as 1000.
    const threshold = wholeFromText(values.lowStockThreshold) ?? Number.NaN;
    const parsed = ZSettingsFields.safeParse({ ...values, lowStockThreshold: threshold });
    setErrors(parsed.success ? {} : settingsErrors(parsed.error));
    setServerError(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const { settings, msg } = await saveSettings(parsed.data);
      toast.success(msg);
      // The new row remounts the form with what the server saved (the GSTIN upper-cased...).
      queryClient.setQueryData(SETTINGS_KEY, settings);
    } catch (error) {
      const message = failureText(error, "Client side error.");
      setServerError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-busy={busy}>
      <FormError message={serverError} />
      <section className={ui.section} aria-labelledby="settings-maintenance-heading">
        <h2 id="settings-maintenance-heading">{M.maintenanceHeading}</h2>
        <CheckboxField id="settings-maintenance" label={M.maintenanceLabel} checked={values.maintenance} onChecked={set("maintenance")} />
        <TextAreaField {...text("maintenanceMessage")} label={M.maintenanceMessageLabel} hint={M.maintenanceMessageHint} rows={3} maxLength={500} />
      </section>
      <section className={ui.section} aria-labelledby="settings-contact-heading">
        <h2 id="settings-contact-heading">{M.contactHeading}</h2>
        <div className={`${ui.grid2} ${styles.row}`}>
          <TextField {...text("contactEmail")} label={M.contactEmailLabel} type="email" autoComplete="email" maxLength={120} />
          <TextField {...text("contactPhone")} label={M.contactPhoneLabel} type="tel" autoComplete="tel" maxLength={30} />
        </div>
      </section>
      <section className={ui.section} aria-labelledby="settings-shop-heading">
        <h2 id="settings-shop-heading">{M.shopHeading}</h2>
        <TextField {...text("legalName")} label={M.legalNameLabel} maxLength={150} autoComplete="organization" />
        <TextAreaField {...text("address")} label={M.addressLabel} rows={3} maxLength={500} />
        <div className={`${ui.grid2} ${styles.row}`}>
          <SelectField {...text("state")} label={M.stateLabel} options={STATE_OPTIONS} placeholder={M.statePlaceholder} />
          <TextField {...text("gstin")} label={M.gstinLabel} hint={M.gstinHint} maxLength={15} autoCapitalize="characters" autoComplete="off" spellCheck={false} />
        </div>
        <TextField {...text("businessHours")} label={M.businessHoursLabel} maxLength={150} />
        <div className={`${ui.grid2} ${styles.row}`}>
          <TextField {...text("grievanceOfficerName")} label={M.grievanceOfficerNameLabel} maxLength={100} />
          <TextField {...text("grievanceOfficerContact")} label={M.grievanceOfficerContactLabel} maxLength={150} />
        </div>
        <TextField {...text("lowStockThreshold")} label={M.lowStockThresholdLabel} hint={M.lowStockThresholdHint} type="number" inputMode="numeric" min={0} max={1000} step={1} />
      </section>
      <section className={ui.section} aria-labelledby="settings-prices-heading">
        <h2 id="settings-prices-heading">{M.pricesHeading}</h2>
        <CheckboxField id="settings-roundByWeightPrices" label={M.roundByWeightLabel} checked={values.roundByWeightPrices ?? true} onChecked={set("roundByWeightPrices")} />
        <p className={ui.hint}>{M.roundByWeightHint}</p>
      </section>
      <div className={ui.formActions}>
        <button type="submit" className={ui.primary} disabled={busy}>
          {busy ? M.saving : M.save}
        </button>
      </div>
    </form>
  );
}
