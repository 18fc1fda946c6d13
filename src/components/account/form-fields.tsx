"use client";

import { useState } from "react";
import styles from "./auth.module.css";

// The account forms' fields: a label on every field, the error under it (aria-invalid and
// aria-describedby, so a screen reader reads it with the field), an optional hint.

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "type"> & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  /** Invalid without a message of its own: the id of the form's message that explains it. */
  flaggedBy?: string;
  hint?: string;
  inputRef?: React.Ref<HTMLInputElement>;
};

function describedBy(id: string, error?: string, hint?: string, flaggedBy?: string) {
  return [error ? `${id}-error` : "", flaggedBy ?? "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

export function TextField({ id, label, value, onValue, error, flaggedBy, hint, inputRef, type = "text", ...rest }: InputProps & { type?: "text" | "email" | "tel" }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...rest}
        ref={inputRef}
        id={id}
        type={type}
        className={styles.input}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error || flaggedBy ? true : undefined}
        aria-describedby={describedBy(id, error, hint, flaggedBy)}
      />
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A password with a Show / Hide button (storefront §2.12). The button says what it does and
 * carries aria-pressed, so assistive technology hears "Show password, toggle button, not pressed".
 */
export function PasswordField({ id, label, value, onValue, error, flaggedBy, hint, inputRef, ...rest }: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordWrap}>
        <input
          {...rest}
          ref={inputRef}
          id={id}
          type={visible ? "text" : "password"}
          className={styles.input}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error || flaggedBy ? true : undefined}
          aria-describedby={describedBy(id, error, hint, flaggedBy)}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-label={`Show ${label.toLowerCase()}`}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <span aria-hidden="true">{visible ? "Hide" : "Show"}</span>
        </button>
      </div>
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}
