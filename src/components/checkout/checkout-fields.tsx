import { INDIAN_STATES } from "@/lib/indian-states";
import { CHECKOUT_LIMITS, type CheckoutField, type CheckoutInput } from "@/lib/schemas/checkout-fields";
import styles from "./checkout.module.css";

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface FieldSpec {
  name: CheckoutField;
  label: string;
  required: boolean;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  inputMode?: "tel" | "numeric" | "email";
  maxLength?: number;
  hint?: string;
  /** Two of them share a row on wide screens. */
  half?: boolean;
}

const CONTACT: FieldSpec[] = [
  { name: "name", label: "Full Name", required: true, autoComplete: "name", maxLength: CHECKOUT_LIMITS.name },
  { name: "email", label: "Email Address", required: true, type: "email", autoComplete: "email", inputMode: "email", half: true },
  { name: "contact", label: "Contact Number", required: true, type: "tel", autoComplete: "tel", inputMode: "tel", hint: "10-digit mobile, e.g. 98765 43210", half: true },
];

const ADDRESS: FieldSpec[] = [
  { name: "addressLine1", label: "Address Line 1", required: true, autoComplete: "address-line1", maxLength: CHECKOUT_LIMITS.addressLine, hint: "House or flat number, building, street" },
  { name: "addressLine2", label: "Address Line 2", required: false, autoComplete: "address-line2", maxLength: CHECKOUT_LIMITS.addressLine, hint: "Area, landmark (optional)" },
  { name: "city", label: "City", required: true, autoComplete: "address-level2", maxLength: CHECKOUT_LIMITS.city, half: true },
  { name: "postalCode", label: "Postal Code", required: true, autoComplete: "postal-code", inputMode: "numeric", maxLength: CHECKOUT_LIMITS.postalCodeInput, hint: "6-digit pincode", half: true },
];

export interface CheckoutFieldsProps {
  idPrefix: string;
  values: CheckoutInput;
  errors: Partial<Record<CheckoutField, string>>;
  disabled: boolean;
  onEdit: (field: CheckoutField, value: string) => void;
  refFor: (field: CheckoutField) => (node: FieldElement | null) => void;
  /** Shown under a field, after its hint and error (the delivery promise under the postal code). */
  below?: Partial<Record<CheckoutField, { id: string; node: React.ReactNode }>>;
}

/** The checkout form's fields (back office §2 Checkout): labels, hints and each error under its field. */
export function CheckoutFields(props: CheckoutFieldsProps) {
  return (
    <>
      <fieldset className={styles.fieldset} disabled={props.disabled}>
        <legend className={styles.legend}>Contact details</legend>
        <div className={styles.grid}>
          {CONTACT.map((spec) => (
            <TextInput key={spec.name} spec={spec} {...props} />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset} disabled={props.disabled}>
        <legend className={styles.legend}>Delivery address</legend>
        <div className={styles.grid}>
          {ADDRESS.slice(0, 3).map((spec) => (
            <TextInput key={spec.name} spec={spec} {...props} />
          ))}
          <StateSelect {...props} />
          <TextInput spec={ADDRESS[3]!} {...props} />
        </div>
      </fieldset>
      <Notes {...props} />
    </>
  );
}

const fieldId = (prefix: string, field: CheckoutField) => `${prefix}-${field}`;

function describedBy(prefix: string, field: CheckoutField, error?: string, hint?: string) {
  const id = fieldId(prefix, field);
  return [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
}

function Label({ prefix, field, label, required }: { prefix: string; field: CheckoutField; label: string; required: boolean }) {
  return (
    <label htmlFor={fieldId(prefix, field)} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : (
        <span className={styles.optional}> (optional)</span>
      )}
    </label>
  );
}

function Extras({ prefix, field, error, hint }: { prefix: string; field: CheckoutField; error?: string; hint?: string }) {
  const id = fieldId(prefix, field);
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

function TextInput({ spec, idPrefix, values, errors, onEdit, refFor, below }: CheckoutFieldsProps & { spec: FieldSpec }) {
  const error = errors[spec.name];
  const extra = below?.[spec.name];
  return (
    <div className={`${styles.field} ${spec.half ? styles.half : ""}`}>
      <Label prefix={idPrefix} field={spec.name} label={spec.label} required={spec.required} />
      <input
        ref={refFor(spec.name)}
        id={fieldId(idPrefix, spec.name)}
        name={spec.name}
        type={spec.type ?? "text"}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength}
        className={styles.input}
        value={values[spec.name]}
        onChange={(event) => onEdit(spec.name, event.target.value)}
        aria-required={spec.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy(idPrefix, spec.name, error, spec.hint), extra?.id].filter(Boolean).join(" ") || undefined}
      />
      <Extras prefix={idPrefix} field={spec.name} error={error} hint={spec.hint} />
      {extra?.node}
    </div>
  );
}

function StateSelect({ idPrefix, values, errors, onEdit, refFor }: CheckoutFieldsProps) {
  const error = errors.state;
  return (
    <div className={`${styles.field} ${styles.half}`}>
      <Label prefix={idPrefix} field="state" label="State" required />
      <select
        ref={refFor("state")}
        id={fieldId(idPrefix, "state")}
        name="state"
        autoComplete="address-level1"
        className={`${styles.input} ${styles.select}`}
        value={values.state}
        onChange={(event) => onEdit("state", event.target.value)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(idPrefix, "state", error)}
      >
        <option value="">Choose your state</option>
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </select>
      <Extras prefix={idPrefix} field="state" error={error} />
    </div>
  );
}

function Notes({ idPrefix, values, errors, disabled, onEdit, refFor }: CheckoutFieldsProps) {
  const error = errors.notes;
  return (
    <div className={styles.field}>
      <Label prefix={idPrefix} field="notes" label="Order Notes" required={false} />
      <textarea
        ref={refFor("notes")}
        id={fieldId(idPrefix, "notes")}
        name="notes"
        rows={3}
        maxLength={CHECKOUT_LIMITS.notes}
        disabled={disabled}
        className={`${styles.input} ${styles.textarea}`}
        value={values.notes}
        onChange={(event) => onEdit("notes", event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(idPrefix, "notes", error)}
      />
      <Extras prefix={idPrefix} field="notes" error={error} />
    </div>
  );
}
