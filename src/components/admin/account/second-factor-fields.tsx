"use client";

import { TextField } from "@/components/admin/ui/fields";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { STAFF_MSG } from "@/lib/admin/staff-messages";

/** What the admin typed: the app's code, or a recovery code. */
export interface SecondFactorValue {
  mode: "code" | "recovery";
  code: string;
  recoveryCode: string;
}

export const EMPTY_SECOND_FACTOR: SecondFactorValue = { mode: "code", code: "", recoveryCode: "" };

/** The body of the second step and of step-up. */
export function secondFactorBody(value: SecondFactorValue): { code: string } | { recoveryCode: string } {
  return value.mode === "code" ? { code: value.code.trim() } : { recoveryCode: value.recoveryCode.trim() };
}

/**
 * The code field of the sign-in's second step and of the step-up dialog (numeric keyboard, the
 * browser's one-time-code autofill), and "Use a recovery code instead" to switch to the other one.
 * Both typed values are kept when switching.
 */
export function SecondFactorFields({
  idPrefix,
  value,
  onValue,
  error,
  autoFocus = false,
}: {
  idPrefix: string;
  value: SecondFactorValue;
  onValue: (value: SecondFactorValue) => void;
  error?: string;
  autoFocus?: boolean;
}) {
  const switchTo = (mode: SecondFactorValue["mode"]) => {
    onValue({ ...value, mode });
    requestAnimationFrame(() => document.getElementById(`${idPrefix}-${mode}`)?.focus());
  };
  return (
    <>
      {value.mode === "code" ? (
        <TextField
          id={`${idPrefix}-code`}
          label={STAFF_MSG.codeLabel}
          hint={STAFF_MSG.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          value={value.code}
          onValue={(code) => onValue({ ...value, code })}
          error={error}
          autoFocus={autoFocus}
          required
        />
      ) : (
        <TextField
          id={`${idPrefix}-recovery`}
          label={STAFF_MSG.recoveryCodeLabel}
          hint={STAFF_MSG.recoveryCodeHint}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          value={value.recoveryCode}
          onValue={(recoveryCode) => onValue({ ...value, recoveryCode })}
          error={error}
          autoFocus={autoFocus}
          required
        />
      )}
      <button type="button" className={ui.ghost} onClick={() => switchTo(value.mode === "code" ? "recovery" : "code")}>
        {value.mode === "code" ? STAFF_MSG.useRecoveryCode : STAFF_MSG.useCode}
      </button>
    </>
  );
}
