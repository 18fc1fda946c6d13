"use client";

import { useEffect, useId, useRef, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { sendInquiry } from "@/lib/api/inquiry";
import { INQUIRY_SUCCESS_MS } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import { INQUIRY_MSG } from "@/lib/messages/inquiry";
import { INQUIRY_FIELDS, INQUIRY_LIMITS, codeProblem, normaliseCode, type InquiryField, type InquiryInput } from "@/lib/schemas/inquiry-fields";
import { useSignedInUser } from "@/hooks/use-user";
import { CodeChips } from "./code-chips";
import styles from "./inquiry-form.module.css";
import { formatCount } from "@/lib/format";

/** The schema (with zod) is its own chunk: fetched when the shopper first focuses the form, awaited on submit. */
const loadSchema = () => import("@/lib/schemas/inquiry");

type TextField = "name" | "email" | "phone" | "message";
/** null: not edited yet, so the signed-in customer's own detail shows (and comes back after a reset). */
type Texts = Record<TextField, string | null>;
type Errors = Partial<Record<InquiryField, string>>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

const EMPTY: Texts = { name: null, email: null, phone: null, message: null };

const TEXT_FIELDS = [
  { name: "name", label: "Full Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email Address", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone Number", type: "tel", autoComplete: "tel", hint: MSG.accountPhoneHint },
] as const;

/**
 * The inquiry form (back office §2 'Inquiry form', §5): name, e-mail, phone, message and product
 * codes as removable chips (trimmed, upper-cased, a duplicate ignored; Enter or 'Add Code' adds
 * one), prefilled from the signed-in customer. The form's own schema checks it first (the API
 * checks again with the same one); errors show under their fields and the first bad field gets the
 * focus. A refusal shows the server's msg and keeps everything typed. Sent: a success screen for
 * INQUIRY_SUCCESS_MS (4 s, §9), then an empty form again. A piece sold by size among the page's
 * codes (`sizesByCode`) gets an optional size select (issue 42); the chosen sizes go as `sizes`.
 */
export function InquiryForm({ initialCodes, sizesByCode = {} }: { initialCodes: string[]; sizesByCode?: Record<string, string[]> }) {
  const id = useId();
  const user = useSignedInUser();
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [codes, setCodes] = useState<string[]>(initialCodes);
  const [codeText, setCodeText] = useState("");
  /** The size picked per code of a piece sold by size ("" or absent: any size). */
  const [sizes, setSizes] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  /** After a reset: a short line saying the last inquiry went, until the next edit. */
  const [wasSent, setWasSent] = useState(false);
  /** The form's height when it was sent: the success screen keeps it, so nothing below jumps up and back. */
  const [sentHeight, setSentHeight] = useState<number | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const fields = useRef<Partial<Record<InquiryField, FieldElement | null>>>({});
  const success = useRef<HTMLDivElement>(null);

  const fieldId = (field: InquiryField) => `${id}-${field}`;
  const errorId = (field: InquiryField) => `${id}-${field}-error`;
  const prefill: Record<TextField, string> = { name: user?.name ?? "", email: user?.email ?? "", phone: user?.phone ?? "", message: "" };
  const shown = (field: TextField) => texts[field] ?? prefill[field];

  // The success screen stays for 4 s, then the form starts again, empty (the customer's details
  // prefilled again), with the focus on its first field.
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      setWasSent(true);
      requestAnimationFrame(() => {
        fields.current.name?.focus({ preventScroll: true });
        form.current?.scrollIntoView({ block: "start" }); // from its first line: "sent", then the fields
      });
    }, INQUIRY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  function clearError(field: InquiryField) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setServerError("");
    setWasSent(false);
  }

  function edit(field: TextField, value: string) {
    setTexts((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function changeCodes(next: string[]) {
    setCodes(next);
    clearError("productCodes");
  }

  function showErrors(found: Errors) {
    setErrors(found);
    const first = INQUIRY_FIELDS.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setServerError("");
    // A code typed but not yet added goes along, when it is one.
    let productCodes = codes;
    const pending = normaliseCode(codeText);
    if (pending) {
      const problem = codeProblem(pending);
      if (problem) return showErrors({ productCodes: problem });
      if (!codes.includes(pending)) productCodes = [...codes, pending];
      setCodes(productCodes);
      setCodeText("");
    }
    // Only the sizes of codes still in the list.
    const chosenSizes = Object.fromEntries(Object.entries(sizes).filter(([code, label]) => label && productCodes.includes(code)));
    const inquiry: InquiryInput = {
      ...(user ? { user_id: user._id } : {}),
      name: shown("name"),
      email: shown("email"),
      phone: shown("phone"),
      message: shown("message"),
      productCodes,
      ...(Object.keys(chosenSizes).length > 0 ? { sizes: chosenSizes } : {}),
    };
    setBusy(true);
    try {
      const { ZInquiry, inquiryErrors } = await loadSchema();
      const parsed = ZInquiry.safeParse(inquiry);
      if (!parsed.success) return showErrors(inquiryErrors(parsed.error));
      await sendInquiry(inquiry);
      setTexts(EMPTY);
      setCodes([]);
      setSizes({});
      setErrors({});
      setSentHeight(form.current?.offsetHeight);
      setSent(true);
      requestAnimationFrame(() => {
        // Focused so it is read out whole, and scrolled to the middle of the screen (it stands in
        // the middle of the form's space, and the shopper was looking at the form's end).
        success.current?.focus({ preventScroll: true });
        success.current?.scrollIntoView({ block: "center" });
      });
    } catch (error) {
      const refused = error instanceof ApiError && !error.retryable && error.msg;
      setServerError(refused ? error.msg : INQUIRY_MSG.inquirySendFailed);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      // As tall as the form was (nothing below moves), the message in its middle.
      <div className={styles.sent} style={{ minHeight: sentHeight }}>
        {/* Focused when it appears (the button that was pressed is gone), so it is read out whole. */}
        <div ref={success} tabIndex={-1} className={styles.thanks} role="status" aria-labelledby={`${id}-sent`}>
          <span className={styles.tick} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <h3 id={`${id}-sent`} className={styles.thanksTitle}>
            {INQUIRY_MSG.inquirySentTitle}
          </h3>
          <p>{INQUIRY_MSG.inquirySentBody}</p>
        </div>
      </div>
    );
  }

  const describedBy = (field: InquiryField, extra?: string) => [errors[field] ? errorId(field) : "", extra ?? ""].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: InquiryField) =>
    errors[field] ? (
      <p id={errorId(field)} className="field-error">
        {errors[field]}
      </p>
    ) : null;
  const label = (field: InquiryField, text: string, required = true) => (
    <label htmlFor={fieldId(field)} className={styles.label}>
      {text}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );

  return (
    <form ref={form} className={styles.form} onSubmit={submit} onFocus={() => void loadSchema()} noValidate aria-busy={busy}>
      {wasSent ? <p className={styles.sentNote}>{INQUIRY_MSG.inquirySentBody}</p> : null}
      <p className={styles.legend}>Fields marked * are required.</p>
      {TEXT_FIELDS.map((field) => {
        const hintId = "hint" in field ? `${fieldId(field.name)}-hint` : undefined;
        return (
          <div key={field.name} className={styles.field}>
            {label(field.name, field.label)}
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
              value={shown(field.name)}
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
        {label("message", "Your Message")}
        <textarea
          ref={(node) => {
            fields.current.message = node;
          }}
          id={fieldId("message")}
          name="message"
          rows={6}
          className={`${styles.input} ${styles.textarea}`}
          value={shown("message")}
          onChange={(event) => edit("message", event.target.value)}
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
        />
        <p className={styles.counter} aria-hidden="true">
          {formatCount(shown("message").length)} / {formatCount(INQUIRY_LIMITS.message)}
        </p>
        {fieldError("message")}
      </div>

      <div className={styles.field}>
        {label("productCodes", INQUIRY_MSG.inquiryCodesLabel, false)}
        <CodeChips
          inputId={fieldId("productCodes")}
          inputRef={(node) => {
            fields.current.productCodes = node;
          }}
          codes={codes}
          onCodesChange={changeCodes}
          text={codeText}
          onTextChange={(value) => {
            setCodeText(value);
            clearError("productCodes");
          }}
          onProblem={(problem) => setErrors((current) => ({ ...current, productCodes: problem }))}
          invalid={Boolean(errors.productCodes)}
          describedBy={(hintId) => describedBy("productCodes", hintId)}
        />
        {fieldError("productCodes")}
      </div>

      {codes
        .filter((code) => (sizesByCode[code]?.length ?? 0) > 0)
        .map((code) => (
          <div key={code} className={styles.field}>
            <label htmlFor={`${id}-size-${code}`} className={styles.label}>
              {INQUIRY_MSG.inquirySizeLabel(code)}
            </label>
            <select
              id={`${id}-size-${code}`}
              name={`size-${code}`}
              className={styles.input}
              value={sizes[code] ?? ""}
              onChange={(event) => {
                const label = event.target.value;
                setSizes((current) => ({ ...current, [code]: label }));
                setServerError("");
                setWasSent(false);
              }}
            >
              <option value="">{INQUIRY_MSG.inquirySizeAny}</option>
              {sizesByCode[code]?.map((label) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ))}

      {serverError ? (
        <p className={styles.serverError} role="alert">
          {serverError}
        </p>
      ) : null}

      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {busy ? INQUIRY_MSG.inquirySending : INQUIRY_MSG.inquirySubmit}
      </button>
    </form>
  );
}
