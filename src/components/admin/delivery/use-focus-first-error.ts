"use client";

import { useEffect, useRef } from "react";

/** After a refused save, focus moves to the first field marked invalid in the form (read with its message). */
export function useFocusFirstError(errors: object) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return formRef;
}
