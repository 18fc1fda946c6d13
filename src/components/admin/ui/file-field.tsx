"use client";

import { useId } from "react";
import styles from "./admin-ui.module.css";

/**
 * A labelled file input with its hint and error (the image, cover and video fields): `preview`
 * shows between the label and the input, `children` after the error. The input's id is one per
 * instance unless given (a spec may look for a field's error by its id).
 */
export function FileField({
  id,
  label,
  hint,
  error,
  errorIsAlert = false,
  inputClassName,
  accept,
  multiple = false,
  required = false,
  disabled = false,
  onChoose,
  preview,
  children,
}: {
  id?: string;
  label: string;
  hint: string;
  error?: string;
  /** Announce the error as it appears (role="alert"). */
  errorIsAlert?: boolean;
  inputClassName?: string;
  accept: string;
  multiple?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Called with the input when the choice changes (the field clears it to refuse a file). */
  onChoose: (input: HTMLInputElement) => void;
  preview?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {preview}
      <input
        id={inputId}
        className={inputClassName}
        type="file"
        accept={accept}
        multiple={multiple}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
        onChange={(event) => onChoose(event.currentTarget)}
      />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {error ? (
        <p id={errorId} className={styles.error} role={errorIsAlert ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
