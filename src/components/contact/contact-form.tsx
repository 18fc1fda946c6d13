"use client";

import { useId, useRef, useState } from "react";
import Link from "next/link";
import { sendContactMessage } from "@/lib/api/contact";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField, type ContactInput } from "@/lib/schemas/contact-fields";
import styles from "./contact-form.module.css";
import { formatCount } from "@/lib/format";

const EMPTY: ContactInput = { name: "", email: "", phone: "", message: "", consent: false };
/** The schema (with zod) is its own chunk: fetched when the shopper first focuses the form, awaited on submit. */
const loadSchema = () => import("@/lib/schemas/contact");
/** The spec's consent text with 'privacy policy' as the link to the policy. */
const CONSENT_LINK = "privacy policy";
const [CONSENT_BEFORE, CONSENT_AFTER] = MSG.contactConsent.split(CONSENT_LINK) as [string, string];

type Errors = Partial<Record<ContactField, string>>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

const TEXT_FIELDS = [
  { name: "name", label: "Full Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email Address", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone Number", type: "tel", autoComplete: "tel", hint: "10 digits, e.g. 98765 43210" },
] as const;

/**
 * 'Send Us a Message' (storefront §2.16, §4, §5). The form's own schema checks it first (the
 * API checks again with the same one); errors show under their fields, the first bad field gets
 * the focus, and editing a field clears its error. Nothing typed is lost on an error. Sent:
 * 'Thank You!' until 'Send Another Message' brings back an empty form.
 */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const fields = useRef<Partial<Record<ContactField, FieldElement | null>>>({});
  const thanks = useRef<HTMLDivElement>(null);

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorId = (field: ContactField) => `${id}-${field}-error`;

  function edit(field: ContactField, value: string | boolean) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setServerError("");
  }

  function showErrors(found: Errors) {
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setServerError("");
    setBusy(true);
    try {
      const { ZContactMessage, contactErrors } = await loadSchema();
      const parsed = ZContactMessage.safeParse(values);
      if (!parsed.success) return showErrors(contactErrors(parsed.error));
      const answer = await sendContactMessage(values);
      if (answer.ok) {
        setValues(EMPTY);
        setErrors({});
        setSent(true);
        requestAnimationFrame(() => thanks.current?.focus());
      } else {
        setServerError(answer.msg || MSG.contactSendFailed);
      }
    } catch {
      setServerError(MSG.contactSendFailed);
    } finally {
      setBusy(false);
    }
  }

  function sendAnother() {
    setSent(false);
    requestAnimationFrame(() => fields.current.name?.focus());
  }

  if (sent) {
    return (
      // Focused when it appears (the button that was pressed is gone), so it is read out whole.
      <div ref={thanks} tabIndex={-1} className={styles.thanks} aria-labelledby={`${id}-thanks`}>
        <span className={styles.tick} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h3 id={`${id}-thanks`} className={styles.thanksTitle}>
          {MSG.contactThanksTitle}
        </h3>
        <p>{MSG.contactThanksBody}</p>
        <button type="button" className="btn btn-outline" onClick={sendAnother}>
          {MSG.contactSendAnother}
        </button>
      </div>
    );
  }

  const describedBy = (field: ContactField, extra?: string) => [errors[field] ? errorId(field) : "", extra ?? ""].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: ContactField) =>
    errors[field] ? (
      <p id={errorId(field)} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={submit} onFocus={() => void loadSchema()} noValidate aria-busy={busy}>
      <p className={styles.legend}>All fields are required.</p>
      {TEXT_FIELDS.map((field) => {
        const hintId = "hint" in field ? `${fieldId(field.name)}-hint` : undefined;
        return (
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
              inputMode={field.name === "phone" ? "tel" : undefined}
              className={styles.input}
              value={values[field.name]}
              onChange={(event) => edit(field.name, event.target.value)}
              aria-required="true"
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name, hintId)}
            />
            {"hint" in field ? (
              <p id={hintId} className={styles.hint}>
                {field.hint}
              </p>
            ) : null}
            {fieldError(field.name)}
          </div>
        );
      })}

      <div className={styles.field}>
        <label htmlFor={fieldId("message")} className={styles.label}>
          Your Message
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          ref={(node) => {
            fields.current.message = node;
          }}
          id={fieldId("message")}
          name="message"
          rows={6}
          className={`${styles.input} ${styles.textarea}`}
          value={values.message}
          onChange={(event) => edit("message", event.target.value)}
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
        />
        <p className={styles.counter} aria-hidden="true">
          {formatCount(values.message.length)} / {formatCount(CONTACT_LIMITS.message)}
        </p>
        {fieldError("message")}
      </div>

      <div className={styles.consent}>
        <input
          ref={(node) => {
            fields.current.consent = node;
          }}
          id={fieldId("consent")}
          name="consent"
          type="checkbox"
          className={styles.checkbox}
          checked={values.consent}
          onChange={(event) => edit("consent", event.target.checked)}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={describedBy("consent")}
        />
        <label htmlFor={fieldId("consent")}>
          {CONSENT_BEFORE}
          {/* A new tab, so the message typed so far stays here. */}
          <Link href={href.privacy()} target="_blank" rel="noopener">
            {CONSENT_LINK}
          </Link>
          {CONSENT_AFTER}
        </label>
        {fieldError("consent")}
      </div>

      {serverError ? (
        <p className={styles.serverError} role="alert">
          {serverError}
        </p>
      ) : null}

      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!values.consent || busy}>
        {busy ? MSG.contactSending : MSG.contactSubmit}
      </button>
    </form>
  );
}
