"use client";

import styles from "./admin-ui.module.css";

// Labelled form fields of the back office: the label is tied to the control, an error shows under
// it and is read with it (aria-invalid, aria-describedby). Controlled: the value stays what the
// admin typed whatever the server answers.

function describedBy(id: string, error?: string, hint?: string) {
  return [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
}

function Notes({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange"> & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
};

export function TextField({ id, label, value, onValue, error, hint, ...rest }: InputProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...rest} />
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

type TextAreaProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "value" | "onChange"> & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
};

export function TextAreaField({ id, label, value, onValue, error, hint, ...rest }: TextAreaProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className={styles.textarea} value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...rest} />
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  value,
  onValue,
  options,
  placeholder,
  error,
  hint,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onValue(e.target.value)} disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({ id, label, checked, onChecked }: { id: string; label: string; checked: boolean; onChecked: (checked: boolean) => void }) {
  return (
    <label className={styles.check} htmlFor={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChecked(e.target.checked)} />
      {label}
    </label>
  );
}
