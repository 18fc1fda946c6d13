"use client";

import { useEffect } from "react";
import { setStepUpPrompt } from "@/lib/api/admin/client";

/**
 * Registers the step-up dialog (src/components/admin/account/step-up-dialog.tsx) as the way adminJson
 * asks for the second factor again; the dialog's code loads only when it is first needed.
 */
export function StepUpPrompt() {
  useEffect(() => {
    setStepUpPrompt(async () => (await import("@/components/admin/account/step-up-dialog")).askForStepUp());
    return () => setStepUpPrompt(null);
  }, []);
  return null;
}
