"use client";

import { useId, useRef, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { trackOrder } from "@/lib/api/orders";
import { TRACKING_MSG } from "@/lib/messages/tracking";
import type { TrackField, TrackInput } from "@/lib/schemas/track";
import type { TrackedOrderJSON } from "@/lib/types/order-json";
import { TrackedOrder } from "./tracked-order";
import styles from "./track-order.module.css";

/** The schema (with zod) is its own chunk: fetched when the shopper first focuses the form, awaited on submit. */
const loadSchema = () => import("@/lib/schemas/track");

type Errors = Partial<Record<TrackField, string>>;

const FIELDS = [
  { name: "orderNumber", label: TRACKING_MSG.trackOrderNumberLabel, type: "text", autoComplete: "off", hint: TRACKING_MSG.trackOrderNumberHint },
  { name: "email", label: TRACKING_MSG.trackOrderEmailLabel, type: "email", autoComplete: "email", hint: null },
] as const;

/**
 * Track Order (the old page showed a fixed demo; this one finds the real order): the order number
 * (prefilled from ?order=) and the e-mail it was placed with. The form's own schema checks first;
 * errors sit under their fields and the first bad one gets the focus; what was typed stays after
 * any refusal. A wrong pair gets the one neutral message. The found order appears below, announced
 * by a live region.
 */
export function TrackOrder({ initialOrderNumber = "" }: { initialOrderNumber?: string }) {
  const id = useId();
  const [values, setValues] = useState<TrackInput>({ orderNumber: initialOrderNumber, email: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState("");
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<{ order: TrackedOrderJSON; proof: TrackInput } | null>(null);
  const fields = useRef<Partial<Record<TrackField, HTMLInputElement | null>>>({});

  const fieldId = (field: TrackField) => `${id}-${field}`;
  const errorId = (field: TrackField) => `${id}-${field}-error`;
  const hintId = (field: TrackField) => `${id}-${field}-hint`;

  function edit(field: TrackField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setServerError("");
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setServerError("");
    setBusy(true);
    try {
      const { ZTrackOrder, trackErrors, TRACK_FIELDS } = await loadSchema();
      const parsed = ZTrackOrder.safeParse(values);
      if (!parsed.success) {
        const found = trackErrors(parsed.error);
        setErrors(found);
        const first = TRACK_FIELDS.find((field) => found[field]);
        if (first) fields.current[first]?.focus();
        return;
      }
      const order = await trackOrder(parsed.data);
      setFound({ order, proof: parsed.data });
    } catch (error) {
      setFound(null);
      setServerError(error instanceof ApiError && error.msg && error.httpStatus !== 0 ? error.msg : TRACKING_MSG.trackOrderFailed);
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (field: TrackField, hint: boolean) => [hint ? hintId(field) : "", errors[field] ? errorId(field) : ""].filter(Boolean).join(" ") || undefined;

  return (
    <div className={styles.track}>
      <section className={styles.panel} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={styles.panelTitle}>
          {TRACKING_MSG.trackOrderFind}
        </h2>
        <p className={styles.lead}>{TRACKING_MSG.trackOrderLead}</p>
        <form className={styles.form} onSubmit={submit} onFocus={() => void loadSchema()} noValidate aria-busy={busy}>
          <div className={styles.fields}>
            {FIELDS.map((field) => (
              <div key={field.name} className={styles.field}>
                <label htmlFor={fieldId(field.name)} className={styles.label}>
                  {field.label}
                  <span className={styles.required} aria-hidden="true">
                    *
                  </span>
                </label>
                <input
                  ref={(node) => {
                    fields.current[field.name] = node;
                  }}
                  id={fieldId(field.name)}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  autoCapitalize={field.name === "orderNumber" ? "characters" : "none"}
                  spellCheck={false}
                  className={`${styles.input} ${field.name === "orderNumber" ? styles.code : ""}`}
                  value={values[field.name]}
                  onChange={(event) => edit(field.name, event.target.value)}
                  aria-required="true"
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={describedBy(field.name, field.hint !== null)}
                />
                {field.hint ? (
                  <p id={hintId(field.name)} className={styles.hint}>
                    {field.hint}
                  </p>
                ) : null}
                {errors[field.name] ? (
                  <p id={errorId(field.name)} className="field-error">
                    {errors[field.name]}
                  </p>
                ) : null}
              </div>
            ))}
            <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
              {busy ? TRACKING_MSG.trackOrderSearching : TRACKING_MSG.trackOrderSubmit}
            </button>
          </div>
          {serverError ? (
            <p className={styles.serverError} role="alert">
              {serverError}
            </p>
          ) : null}
        </form>
      </section>

      {/* A live region that is always in the page, so assistive technology announces the order found. */}
      <p className="sr-only" role="status">
        {found ? `${TRACKING_MSG.trackOrderResultTitle(found.order.orderNumber)}: ${TRACKING_MSG.orderStatusLabel[found.order.status]}` : ""}
      </p>
      {found ? <TrackedOrder key={`${found.order.orderNumber}-${found.order.status}`} order={found.order} proof={found.proof} /> : null}
    </div>
  );
}
