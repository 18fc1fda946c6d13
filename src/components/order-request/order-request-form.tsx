"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useSignedInUser } from "@/hooks/use-user";
import { ApiError } from "@/lib/api/client";
import { type SubmittedOrder, submitOrderRequest } from "@/lib/api/order-request";
import { APP_TOAST_MS } from "@/lib/constants";
import { INDIAN_STATES } from "@/lib/indian-states";
import { NOTIFY_CHECKOUT_MSG } from "@/lib/notify/notify-checkout-messages";
import { ORDER_REQUEST_MSG } from "@/lib/messages/order-request";
import { ORDER_COUNTRY, ORDER_FIELDS, ORDER_LIMITS, type OrderField, type OrderFormValues, type OrderLineInput, orderRequestBody } from "@/lib/schemas/order-fields";
import { toast } from "@/lib/toast";
import styles from "./order-request.module.css";

const EMPTY: OrderFormValues = {
  fullname: "",
  email: "",
  phoneNumber: "",
  street: "",
  city: "",
  state: "",
  pincode: "",
  country: ORDER_COUNTRY,
  customerNotes: "",
};
/** The schema (with zod) is its own chunk: fetched when the shopper first focuses the form, awaited on submit. */
const loadSchema = () => import("@/lib/schemas/order");

type Errors = Partial<Record<OrderField, string>>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TextField = Exclude<keyof OrderFormValues, "state" | "customerNotes" | "country">;

interface TextSpec {
  name: TextField;
  label: string;
  type: "text" | "email" | "tel";
  autoComplete: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  maxLength: number;
  hint?: string;
}

const CONTACT: TextSpec[] = [
  { name: "fullname", label: "Full Name", type: "text", autoComplete: "name", maxLength: ORDER_LIMITS.fullname },
  { name: "email", label: "Email Address", type: "email", autoComplete: "email", maxLength: ORDER_LIMITS.email },
  { name: "phoneNumber", label: "Mobile Number", type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: ORDER_LIMITS.phoneInput, hint: "10 digits, e.g. 98765 43210" },
];
const STREET: TextSpec = { name: "street", label: "Street Address", type: "text", autoComplete: "street-address", maxLength: ORDER_LIMITS.street, hint: "House or flat number, street and area" };
const CITY: TextSpec = { name: "city", label: "City", type: "text", autoComplete: "address-level2", maxLength: ORDER_LIMITS.city };
const PINCODE: TextSpec = { name: "pincode", label: "PIN Code", type: "text", autoComplete: "postal-code", inputMode: "numeric", maxLength: ORDER_LIMITS.pincodeInput, hint: "6 digits, e.g. 302001" };

export interface OrderRequestFormProps {
  /** The lines being ordered now (ids and quantities; the server prices them). */
  lines: OrderLineInput[];
  /** The cart's request: its network failure says 'Error processing order request' (back office §8). */
  fromCart?: boolean;
  /**
   * Checks what the form itself does not hold (the product's colour) before sending; returns false
   * after showing its own message. `focus` is false when a field of the form already took the focus.
   */
  checkLines?: (focus: boolean) => boolean;
  /** Nothing can be ordered: the button stays disabled. */
  disabled?: boolean;
  onSubmitted: (order: SubmittedOrder) => void;
  /** The cart's coupon code (issue 44), sent as `coupon_code`; the server applies or refuses it in words. */
  couponCode?: string | null;
}

/**
 * The order request's contact and address form (back office §2, §5, §8). Prefilled from the
 * signed-in customer (name, e-mail, phone); the form's own schema checks it first (the API checks
 * again with the same one); errors show under their fields and the first bad field gets the focus.
 * 'Submitting...' while it is sent; what was typed stays after every refusal.
 */
export function OrderRequestForm({ lines, fromCart = false, checkLines, disabled = false, onSubmitted, couponCode = null }: OrderRequestFormProps) {
  const id = useId();
  const [values, setValues] = useState<OrderFormValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState("");
  const [busy, setBusy] = useState(false);
  // "Send me order updates on WhatsApp" (issue 22): off until ticked.
  const [whatsappOptIn, setWhatsappOptIn] = useState(false);
  const fields = useRef<Partial<Record<OrderField, FieldElement | null>>>({});
  const user = useSignedInUser();
  const prefilled = useRef(false);

  // The signed-in customer's details fill the fields still empty, once (never over what was typed).
  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    setValues((current) => ({
      ...current,
      fullname: current.fullname || user.name,
      email: current.email || user.email,
      phoneNumber: current.phoneNumber || (user.phone ?? ""),
    }));
  }, [user]);

  const fieldId = (field: OrderField) => `${id}-${field}`;
  const errorId = (field: OrderField) => `${id}-${field}-error`;
  const hintId = (field: OrderField) => `${id}-${field}-hint`;

  function edit(field: keyof OrderFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setServerError("");
  }

  /** Shows the form's errors; true when a field took the focus. */
  function showErrors(found: Errors): boolean {
    setErrors(found);
    const first = ORDER_FIELDS.find((field) => found[field] && fields.current[field]);
    if (first) fields.current[first]?.focus();
    if (found.products) setServerError(found.products);
    return first !== undefined;
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || disabled) return;
    setServerError("");
    setBusy(true);
    try {
      const { ZOrderRequest, orderErrors } = await loadSchema();
      const body = orderRequestBody(values, lines, whatsappOptIn);
      const parsed = ZOrderRequest.safeParse(body);
      const found = parsed.success ? {} : orderErrors(parsed.error);
      const focused = parsed.success ? false : showErrors(found);
      const linesOk = checkLines ? checkLines(!focused) : true;
      if (!parsed.success || !linesOk) return;
      setErrors({});
      const order = await submitOrderRequest(couponCode ? { ...body, coupon_code: couponCode } : body);
      toast.success(ORDER_REQUEST_MSG.orderRequestSubmitted, { duration: APP_TOAST_MS });
      onSubmitted(order);
    } catch (error) {
      const refused = error instanceof ApiError && error.httpStatus !== 0;
      const message = refused ? error.msg || ORDER_REQUEST_MSG.orderRequestFailed : fromCart ? ORDER_REQUEST_MSG.cartOrderRequestError : ORDER_REQUEST_MSG.orderRequestError;
      setServerError(message);
      toast.error(message, { duration: APP_TOAST_MS });
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (field: OrderField, hint?: boolean) => [hint ? hintId(field) : "", errors[field] ? errorId(field) : ""].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: OrderField) =>
    errors[field] ? (
      <p id={errorId(field)} className="field-error">
        {errors[field]}
      </p>
    ) : null;
  /** A field's label: required (a "*" hidden from screen readers, which hear aria-required), optional, or fixed (read-only). */
  const label = (field: OrderField, text: string, kind: "required" | "optional" | "fixed" = "required") => (
    <label htmlFor={fieldId(field)} className={styles.label}>
      {text}
      {kind === "required" ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : kind === "optional" ? (
        <span className={styles.optional}>(optional)</span>
      ) : null}
    </label>
  );
  const ref = (field: OrderField) => (node: FieldElement | null) => {
    fields.current[field] = node;
  };

  const text = (spec: TextSpec) => (
    <div key={spec.name} className={styles.field}>
      {label(spec.name, spec.label)}
      <input
        ref={ref(spec.name)}
        id={fieldId(spec.name)}
        name={spec.name}
        type={spec.type}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength}
        className={styles.input}
        value={values[spec.name]}
        onChange={(event) => edit(spec.name, event.target.value)}
        aria-required="true"
        aria-invalid={errors[spec.name] ? true : undefined}
        aria-describedby={describedBy(spec.name, spec.hint !== undefined)}
      />
      {spec.hint ? (
        <p id={hintId(spec.name)} className={styles.hint}>
          {spec.hint}
        </p>
      ) : null}
      {fieldError(spec.name)}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={submit} onFocus={() => void loadSchema()} noValidate aria-busy={busy} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Your Details
      </h2>
      <p className={styles.hint}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required. {ORDER_REQUEST_MSG.orderRequestIndiaOnly}
      </p>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Contact</legend>
        {text(CONTACT[0]!)}
        <div className={styles.row}>{CONTACT.slice(1).map(text)}</div>
        <div className={styles.field}>
          <label className={styles.optIn}>
            <input type="checkbox" name="whatsappOptIn" checked={whatsappOptIn} onChange={(event) => setWhatsappOptIn(event.target.checked)} aria-describedby={`${id}-whatsapp-hint`} />
            <span>{NOTIFY_CHECKOUT_MSG.optIn}</span>
          </label>
          <p id={`${id}-whatsapp-hint`} className={styles.hint}>
            {NOTIFY_CHECKOUT_MSG.optInHint}
          </p>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Shipping Address</legend>
        {text(STREET)}
        <div className={styles.row}>
          {text(CITY)}
          <div className={styles.field}>
            {label("state", "State")}
            <select
              ref={ref("state")}
              id={fieldId("state")}
              name="state"
              autoComplete="address-level1"
              className={styles.input}
              value={values.state}
              onChange={(event) => edit("state", event.target.value)}
              aria-required="true"
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={describedBy("state")}
            >
              <option value="">Choose your state…</option>
              {INDIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
            {fieldError("state")}
          </div>
        </div>
        <div className={styles.row}>
          {text(PINCODE)}
          <div className={styles.field}>
            {label("country", "Country", "fixed")}
            <input
              ref={ref("country")}
              id={fieldId("country")}
              name="country"
              type="text"
              autoComplete="country-name"
              className={styles.input}
              value={values.country}
              readOnly
              aria-describedby={`${hintId("country")}${errors.country ? ` ${errorId("country")}` : ""}`}
            />
            <p id={hintId("country")} className={styles.hint}>
              We ship within India only.
            </p>
            {fieldError("country")}
          </div>
        </div>
      </fieldset>

      <div className={styles.field}>
        {label("customerNotes", "Order Notes", "optional")}
        <textarea
          ref={ref("customerNotes")}
          id={fieldId("customerNotes")}
          name="customerNotes"
          rows={4}
          maxLength={ORDER_LIMITS.customerNotes}
          className={`${styles.input} ${styles.textarea}`}
          value={values.customerNotes}
          onChange={(event) => edit("customerNotes", event.target.value)}
          placeholder="A size, a gift message, a good time to call…"
          aria-invalid={errors.customerNotes ? true : undefined}
          aria-describedby={describedBy("customerNotes")}
        />
        {fieldError("customerNotes")}
      </div>

      {serverError ? (
        <p className={styles.serverError} role="alert">
          {serverError}
        </p>
      ) : null}

      <div className={styles.actions}>
        <button type="submit" className={`btn btn-dark ${styles.submit}`} disabled={busy || disabled}>
          {busy ? ORDER_REQUEST_MSG.orderRequestSubmitting : ORDER_REQUEST_MSG.orderRequestSubmit}
        </button>
      </div>
    </form>
  );
}
