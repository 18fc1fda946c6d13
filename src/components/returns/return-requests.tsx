"use client";

import { useState } from "react";
import { ApiError } from "@/lib/api/client";
import { formatShortDate } from "@/components/track-order/format-date-time";
import { RETURN_UI_MSG } from "@/lib/returns/ui-messages";
import { RETURN_SIZE_MSG } from "@/lib/returns/return-messages";
import type { ReturnRequestJSON, ReturnStatus } from "@/lib/types/returns";
import { statusLine } from "./return-checks";
import { downloadReturnCreditNote, type ReturnProof } from "@/lib/api/returns";
import styles from "./returns.module.css";

/** The road of each kind; a rejected request stops after its first step. */
const RETURN_ROAD: readonly ReturnStatus[] = ["requested", "approved", "picked_up", "received", "refunded"];
const EXCHANGE_ROAD: readonly ReturnStatus[] = ["requested", "approved", "picked_up", "received", "exchanged"];

function roadOf(request: ReturnRequestJSON): readonly ReturnStatus[] {
  if (request.status === "rejected") return ["requested", "rejected"];
  // A return may end in an exchange and the other way round only by the owner's choice: show where it ended.
  if (request.status === "exchanged") return EXCHANGE_ROAD;
  if (request.status === "refunded") return RETURN_ROAD;
  return request.kind === "exchange" ? EXCHANGE_ROAD : RETURN_ROAD;
}

/** The order's requests, newest first as the server sends them, each with its pieces, its steps and its credit note. */
export function ReturnRequests({ requests, proof }: { requests: ReturnRequestJSON[]; proof: ReturnProof }) {
  return (
    <div className={styles.stack}>
      <h4 className={styles.subheading}>{RETURN_UI_MSG.requestsHeading}</h4>
      <ul className={styles.requests}>
        {requests.map((request) => (
          <li key={request.id} className={styles.request} data-testid="return-request">
            <div className={styles.requestHead}>
              <span className={styles.requestTitle}>{RETURN_UI_MSG.requestTitle(request.kind, request.number)}</span>
              <span className={`${styles.badge} ${toneOf(request.status)}`}>{RETURN_UI_MSG.statusLabels[request.status]}</span>
            </div>
            <p className={styles.muted}>
              {RETURN_UI_MSG.requestedOn(formatShortDate(request.createdAt))} · {RETURN_UI_MSG.reasonLabels[request.reason]}
            </p>
            <ul className={styles.requestLines}>
              {request.lines.map((line) => (
                <li key={line.orderLineId}>{RETURN_SIZE_MSG.pieceLine(line.productName, line.quantity, line.sizeLabel, line.exchangeSizeLabel)}</li>
              ))}
            </ul>
            <Steps request={request} />
            <p className={styles.statusLine}>{statusLine(request)}</p>
            {request.status === "refunded" && request.creditNoteNumber ? <CreditNoteButton request={request} proof={proof} creditNote={request.creditNoteNumber} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function toneOf(status: ReturnStatus): string {
  if (status === "rejected") return styles.badgeRejected ?? "";
  if (status === "refunded" || status === "exchanged") return styles.badgeDone ?? "";
  return "";
}

/** The steps of the request's road: done, the current one (aria-current), and those to come. */
function Steps({ request }: { request: ReturnRequestJSON }) {
  const road = roadOf(request);
  const at = road.indexOf(request.status);
  return (
    <ol className={styles.steps} aria-label={RETURN_UI_MSG.stepsLabel(request.number)}>
      {road.map((status, index) => (
        <li
          key={status}
          className={`${styles.step} ${index < at ? styles.stepDone : index === at ? (status === "rejected" ? styles.stepRejected : styles.stepCurrent) : styles.stepTodo}`}
          aria-current={index === at ? "step" : undefined}
        >
          {RETURN_UI_MSG.statusLabels[status]}
        </li>
      ))}
    </ol>
  );
}

function CreditNoteButton({ request, proof, creditNote }: { request: ReturnRequestJSON; proof: ReturnProof; creditNote: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  async function download() {
    if (busy) return;
    setBusy(true);
    setError("");
    try {
      await downloadReturnCreditNote(proof, request.id, creditNote);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.msg && failure.httpStatus !== 0 ? failure.msg : RETURN_UI_MSG.creditNoteFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.download}>
      <button type="button" className="btn btn-outline" onClick={() => void download()} disabled={busy} aria-busy={busy} aria-label={RETURN_UI_MSG.downloadCreditNoteLabel(creditNote)}>
        {busy ? RETURN_UI_MSG.downloading : RETURN_UI_MSG.downloadCreditNote}
      </button>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
