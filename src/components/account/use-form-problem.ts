"use client";

import { useCallback, useId, useRef, useState } from "react";
import { type FormProblem, firstProblemField } from "./form-checks";

/**
 * A form's refusal on screen: messages under fields, one message for the form, the focus on the
 * first field with a problem, and a field's own problem cleared as soon as it is edited. What was
 * typed is never touched here, so nothing is lost on a refusal.
 */
export function useFormProblem<Field extends string>(order: readonly Field[]) {
  const [problem, setProblem] = useState<FormProblem<Field> | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const alertId = `${useId()}-alert`;

  const show = useCallback(
    (next: FormProblem<Field>) => {
      setProblem(next);
      const first = firstProblemField(order, next);
      if (first) inputs.current[first]?.focus();
    },
    [order],
  );

  /** A message for the whole form (the server's answer); the focus stays where it is. */
  const showMessage = useCallback((formMessage: string) => setProblem({ formMessage, flagged: [], fieldErrors: {} }), []);

  const clearField = useCallback((field: Field) => {
    setProblem((current) => {
      if (!current) return current;
      const flagged = current.flagged.filter((f) => f !== field);
      const { [field]: _dropped, ...fieldErrors } = current.fieldErrors;
      void _dropped;
      // A message that flags fields stays while some of them are still flagged; any other (the server's) goes on the first edit.
      const formMessage = current.flagged.length > 0 && flagged.length > 0 ? current.formMessage : undefined;
      const next: FormProblem<Field> = { formMessage, flagged, fieldErrors: fieldErrors as Partial<Record<Field, string>> };
      return next.formMessage || next.flagged.length > 0 || Object.keys(next.fieldErrors).length > 0 ? next : null;
    });
  }, []);

  /** A field's problem: its own message, or the id of the form message that flags it. */
  const fieldProps = (field: Field) => ({
    error: problem?.fieldErrors[field],
    flaggedBy: problem?.flagged.includes(field) && problem.formMessage ? alertId : undefined,
  });

  /** The ref callback that lets the form move the focus to this field. */
  const refFor = (field: Field) => (node: HTMLInputElement | null) => {
    inputs.current[field] = node;
  };

  return { problem, show, showMessage, clear: () => setProblem(null), clearField, fieldProps, refFor, alertId, formMessage: problem?.formMessage };
}
