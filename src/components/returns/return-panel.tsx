"use client";

import { useCallback, useEffect, useId, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { formatShortDate } from "@/components/track-order/format-date-time";
import { RETURN_UI_MSG } from "@/lib/returns/ui-messages";
import type { ReturnOptionsJSON, ReturnRequestJSON } from "@/lib/types/returns";
import { ReturnForm } from "./return-form";
import { ReturnRequests } from "./return-requests";
import { fetchReturnOptions, type ReturnProof } from "@/lib/api/returns";
import styles from "./returns.module.css";

type State = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; options: ReturnOptionsJSON };

/**
 * What a delivered order allows (POST /api/returns/options): the window's last day, the requests
 * already made with their state, and the form while something can still be returned; when nothing
 * can, why. A sent request refreshes the options (its pieces are no longer returnable).
 */
export function ReturnPanel({ orderNumber, email, formOpen = false }: ReturnProof & { formOpen?: boolean }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [showForm, setShowForm] = useState(formOpen);
  const [sent, setSent] = useState<ReturnRequestJSON | null>(null);
  const proof: ReturnProof = { orderNumber, email };

  useEffect(() => {
    const controller = new AbortController();
    fetchReturnOptions({ orderNumber, email }, controller.signal).then(
      (options) => setState({ kind: "ready", options }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: "error", message: error instanceof ApiError && error.msg && error.httpStatus !== 0 ? error.msg : RETURN_UI_MSG.loadFailed });
      },
    );
    return () => controller.abort();
  }, [orderNumber, email, attempt]);

  const onSent = useCallback((request: ReturnRequestJSON) => {
    setSent(request);
    setShowForm(false);
    setAttempt((n) => n + 1);
  }, []);

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        {RETURN_UI_MSG.heading}
      </h3>
      {sent ? (
        <p className={styles.success} role="status">
          {RETURN_UI_MSG.submitted(sent.number)}
        </p>
      ) : null}
      {state.kind === "loading" ? (
        <p className={styles.muted} role="status">
          {RETURN_UI_MSG.loading}
        </p>
      ) : state.kind === "error" ? (
        <div className={styles.stack}>
          <p className={styles.alert} role="alert">
            {state.message}
          </p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setState({ kind: "loading" });
              setAttempt((n) => n + 1);
            }}
          >
            {RETURN_UI_MSG.tryAgain}
          </button>
        </div>
      ) : (
        <Ready options={state.options} proof={proof} showForm={showForm} onShowForm={setShowForm} onSent={onSent} />
      )}
    </section>
  );
}

function Ready({
  options,
  proof,
  showForm,
  onShowForm,
  onSent,
}: {
  options: ReturnOptionsJSON;
  proof: ReturnProof;
  showForm: boolean;
  onShowForm: (open: boolean) => void;
  onSent: (request: ReturnRequestJSON) => void;
}) {
  return (
    <div className={styles.stack}>
      {options.eligible && options.windowEndsAt ? <p className={styles.window}>{RETURN_UI_MSG.windowEnds(formatShortDate(options.windowEndsAt))}</p> : null}
      {!options.eligible && options.notEligibleReason ? <p className={styles.notice}>{options.notEligibleReason}</p> : null}
      {options.returns.length > 0 ? <ReturnRequests requests={options.returns} proof={proof} /> : null}
      {options.eligible ? (
        showForm ? (
          <ReturnForm lines={options.lines} refundDetailsNeeded={options.refundDetailsNeeded} proof={proof} onSent={onSent} onClose={() => onShowForm(false)} />
        ) : (
          <button type="button" className={`btn btn-primary ${styles.entry}`} onClick={() => onShowForm(true)}>
            {RETURN_UI_MSG.startForm}
          </button>
        )
      ) : null}
    </div>
  );
}
