"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { setStepUpPrompt } from "@/lib/api/admin/client";

const StepUpDialog = lazy(() => import("@/components/admin/account/step-up-dialog").then((module) => ({ default: module.StepUpDialog })));

/**
 * How adminJson asks for the second factor again (issue 43 step-up): this shell island registers a
 * prompt that opens the "Confirm it is you" dialog here, inside the back office's providers (the
 * passkey button in it reads the query cache), and resolves true once the factor was given, false
 * when cancelled. Calls that ask at the same time share one dialog. The dialog's code loads only when
 * it is first needed.
 */
export function StepUpPrompt() {
  const [asking, setAsking] = useState(false);
  const waiting = useRef<{ promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null>(null);
  const previousFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    setStepUpPrompt(() => {
      if (!waiting.current) {
        let resolve!: (confirmed: boolean) => void;
        const promise = new Promise<boolean>((done) => {
          resolve = done;
        });
        waiting.current = { promise, resolve };
        previousFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setAsking(true);
      }
      return waiting.current.promise;
    });
    return () => setStepUpPrompt(null);
  }, []);

  if (!asking) return null;
  const done = (confirmed: boolean) => {
    const current = waiting.current;
    waiting.current = null;
    setAsking(false);
    previousFocus.current?.focus();
    current?.resolve(confirmed);
  };
  return (
    <Suspense fallback={null}>
      <StepUpDialog onDone={done} />
    </Suspense>
  );
}
