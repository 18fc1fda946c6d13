"use client";

import { useId, useRef, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { formatRupees } from "@/lib/format";
import { RETURN_SIZE_MSG } from "@/lib/returns/return-messages";
import { RETURN_UI_MSG } from "@/lib/returns/ui-messages";
import { MAX_RETURN_DETAILS, RETURN_REASONS, type ReturnKind, type ReturnReason, type ReturnRequestJSON, type ReturnableLineJSON } from "@/lib/types/returns";
import { type ReturnField, type ReturnFormErrors, checkPayout, checkReturnForm, photoProblem } from "./return-checks";
import { ExchangeSizeSelect } from "./exchange-size-select";
import { type ChosenPhoto, ReturnPhotos } from "./return-photos";
import { type ReturnProof, sendReturnRequest } from "@/lib/api/returns";
import styles from "./returns.module.css";

const FIELDS: readonly ReturnField[] = ["pieces", "reason", "details", "refundTo", "upiId", "ifsc", "accountNumber", "photos"];

/**
 * The return or exchange form: how many of each piece (0 up to what can still be returned), return
 * or exchange, a reason from the list, the shopper's words (up to 1,000 characters, counted) and up
 * to three photos; a cash-on-delivery return also asks where the refund goes (a UPI ID, or a bank
 * account's IFSC and number: issue 40). Problems show under their fields with the focus on the first; the server's
 * refusal shows in the alert above the button; what was typed and chosen stays either way.
 */
export function ReturnForm({
  lines,
  refundDetailsNeeded = false,
  proof,
  onSent,
  onClose,
}: {
  lines: ReturnableLineJSON[];
  refundDetailsNeeded?: boolean;
  proof: ReturnProof;
  onSent: (request: ReturnRequestJSON) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [quantities, setQuantities] = useState<Record<string, number>>(() => Object.fromEntries(lines.map((line) => [line.orderLineId, 0])));
  const [kind, setKind] = useState<ReturnKind>("return");
  // An exchange for another size (issue 42): the Size's id per line; "" keeps the size bought.
  const [sizes, setSizes] = useState<Record<string, string>>({});
  const [reason, setReason] = useState<ReturnReason | "">("");
  const [details, setDetails] = useState("");
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [payout, setPayout] = useState({ refundTo: "", upiId: "", ifsc: "", accountNumber: "" });
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const [serverError, setServerError] = useState("");
  const [busy, setBusy] = useState(false);
  const firstPiece = useRef<HTMLInputElement | null>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const photosRef = useRef<HTMLInputElement>(null);
  const refundToRef = useRef<HTMLInputElement>(null);
  const upiRef = useRef<HTMLInputElement>(null);
  const ifscRef = useRef<HTMLInputElement>(null);
  const accountRef = useRef<HTMLInputElement>(null);
  const askPayout = refundDetailsNeeded && kind === "return";

  const focusField = (field: ReturnField) =>
    ({ pieces: firstPiece, reason: reasonRef, details: detailsRef, refundTo: refundToRef, upiId: upiRef, ifsc: ifscRef, accountNumber: accountRef, photos: photosRef })[field].current?.focus();

  function setPayoutField(field: "refundTo" | "upiId" | "ifsc" | "accountNumber", value: string) {
    setPayout((current) => ({ ...current, [field]: value }));
    clear(field);
  }

  function clear(field: ReturnField) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setServerError("");
  }

  function setQuantity(line: ReturnableLineJSON, value: number) {
    const next = Math.max(0, Math.min(line.returnable, Number.isFinite(value) ? Math.trunc(value) : 0));
    setQuantities((current) => ({ ...current, [line.orderLineId]: next }));
    clear("pieces");
  }

  function addPhotos(files: File[]) {
    const problem = photoProblem(photos.length, files);
    if (problem) {
      setErrors((current) => ({ ...current, photos: problem }));
      return;
    }
    clear("photos");
    setPhotos((current) => [...current, ...files.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  }

  function removePhoto(index: number) {
    setPhotos((current) => {
      const gone = current[index];
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((_, i) => i !== index);
    });
    clear("photos");
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setServerError("");
    const found = { ...checkReturnForm(quantities, reason, details), ...(askPayout ? checkPayout(payout) : {}) };
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    setBusy(true);
    try {
      const request = await sendReturnRequest(proof, {
        kind,
        reason,
        details: details.trim(),
        lines: Object.entries(quantities)
          .filter(([, quantity]) => quantity > 0)
          .map(([orderLineId, quantity]) => ({ orderLineId, quantity, ...(kind === "exchange" && sizes[orderLineId] ? { exchangeSizeId: sizes[orderLineId] } : {}) })),
        photos: photos.map((photo) => photo.file),
        payout: askPayout ? (payout.refundTo === "upi" ? { refundTo: "upi", upiId: payout.upiId } : { refundTo: "bank", ifsc: payout.ifsc, accountNumber: payout.accountNumber }) : undefined,
      });
      onSent(request);
    } catch (error) {
      setServerError(error instanceof ApiError && error.msg && error.httpStatus !== 0 ? error.msg : RETURN_UI_MSG.failed);
    } finally {
      setBusy(false);
    }
  }

  const errorId = (field: ReturnField) => `${id}-${field}-error`;
  const fieldError = (field: ReturnField) =>
    errors[field] ? (
      <p id={errorId(field)} className="field-error">
        {errors[field]}
      </p>
    ) : null;
  const firstReturnable = lines.find((line) => line.returnable > 0)?.orderLineId;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy} aria-label={RETURN_UI_MSG.formHeading}>
      <fieldset className={styles.fieldset} aria-describedby={errors.pieces ? errorId("pieces") : undefined}>
        <legend className={styles.label}>{RETURN_UI_MSG.piecesLegend}</legend>
        <ul className={styles.pieces}>
          {lines.map((line) => {
            const value = quantities[line.orderLineId] ?? 0;
            const inputId = `${id}-qty-${line.orderLineId}`;
            const isFirst = line.orderLineId === firstReturnable;
            return (
              <li key={line.orderLineId} className={styles.piece}>
                <div className={styles.pieceText}>
                  <label htmlFor={inputId} className={styles.pieceName}>
                    {line.productName}
                  </label>
                  <span className={styles.muted}>
                    {[line.productCode, line.colorName, line.sizeLabel ? RETURN_SIZE_MSG.size(line.sizeLabel) : null].filter(Boolean).join(" · ")} ·{" "}
                    {RETURN_UI_MSG.unitPrice(formatRupees(line.unitPricePaise))}
                  </span>
                  <span className={styles.muted}>{line.returnable > 0 ? RETURN_UI_MSG.ofReturnable(line.returnable) : RETURN_UI_MSG.noneLeft}</span>
                </div>
                <div className={styles.stepper}>
                  <button type="button" className={styles.stepButton} onClick={() => setQuantity(line, value - 1)} disabled={value <= 0} aria-label={RETURN_UI_MSG.fewer(line.productName)}>
                    −
                  </button>
                  <input
                    ref={isFirst ? firstPiece : undefined}
                    id={inputId}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={line.returnable}
                    step={1}
                    className={styles.qty}
                    value={value}
                    disabled={line.returnable === 0}
                    aria-invalid={errors.pieces ? true : undefined}
                    onChange={(event) => setQuantity(line, event.currentTarget.valueAsNumber)}
                  />
                  <button type="button" className={styles.stepButton} onClick={() => setQuantity(line, value + 1)} disabled={value >= line.returnable} aria-label={RETURN_UI_MSG.more(line.productName)}>
                    +
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        {fieldError("pieces")}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{RETURN_UI_MSG.kindLegend}</legend>
        <div className={styles.choices}>
          {(["return", "exchange"] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} />
              {value === "return" ? RETURN_UI_MSG.kindReturn : RETURN_UI_MSG.kindExchange}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "exchange"
        ? lines
            .filter((line) => (quantities[line.orderLineId] ?? 0) > 0 && line.exchangeSizes.length > 0)
            .map((line) => (
              <ExchangeSizeSelect
                key={line.orderLineId}
                id={`${id}-size-${line.orderLineId}`}
                line={line}
                value={sizes[line.orderLineId] ?? ""}
                onValue={(sizeId) => {
                  setSizes((current) => ({ ...current, [line.orderLineId]: sizeId }));
                  setServerError("");
                }}
              />
            ))
        : null}

      <div className={styles.field}>
        <label htmlFor={`${id}-reason`} className={styles.label}>
          {RETURN_UI_MSG.reasonLabel}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
        <select
          ref={reasonRef}
          id={`${id}-reason`}
          className={styles.input}
          value={reason}
          required
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? errorId("reason") : undefined}
          onChange={(event) => {
            setReason(RETURN_REASONS.find((r) => r === event.currentTarget.value) ?? "");
            clear("reason");
            if (errors.details === RETURN_UI_MSG.detailsRequired) clear("details");
          }}
        >
          <option value="">{RETURN_UI_MSG.reasonPlaceholder}</option>
          {RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {RETURN_UI_MSG.reasonLabels[value]}
            </option>
          ))}
        </select>
        {fieldError("reason")}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-details`} className={styles.label}>
          {RETURN_UI_MSG.detailsLabel}
        </label>
        <p id={`${id}-details-hint`} className={styles.hint}>
          {RETURN_UI_MSG.detailsHint}
        </p>
        <textarea
          ref={detailsRef}
          id={`${id}-details`}
          className={`${styles.input} ${styles.textarea}`}
          rows={4}
          value={details}
          maxLength={MAX_RETURN_DETAILS}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={[`${id}-details-hint`, `${id}-details-count`, errors.details ? errorId("details") : ""].filter(Boolean).join(" ")}
          onChange={(event) => {
            setDetails(event.currentTarget.value);
            clear("details");
          }}
        />
        <p id={`${id}-details-count`} className={styles.counter}>
          {RETURN_UI_MSG.detailsCount(details.length, MAX_RETURN_DETAILS)}
        </p>
        {fieldError("details")}
      </div>

      {askPayout ? (
        <fieldset className={styles.fieldset} aria-describedby={[`${id}-payout-hint`, errors.refundTo ? errorId("refundTo") : ""].filter(Boolean).join(" ")}>
          <legend className={styles.label}>
            {RETURN_UI_MSG.payoutLegend}
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          </legend>
          <p id={`${id}-payout-hint`} className={styles.hint}>
            {RETURN_UI_MSG.payoutHint}
          </p>
          <div className={styles.choices}>
            {(["upi", "bank"] as const).map((value, index) => (
              <label key={value} className={styles.choice}>
                <input
                  ref={index === 0 ? refundToRef : undefined}
                  type="radio"
                  name={`${id}-refund-to`}
                  value={value}
                  checked={payout.refundTo === value}
                  onChange={() => setPayoutField("refundTo", value)}
                />
                {value === "upi" ? RETURN_UI_MSG.payoutUpi : RETURN_UI_MSG.payoutBank}
              </label>
            ))}
          </div>
          {fieldError("refundTo")}
          {payout.refundTo === "upi" ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-upi`} className={styles.label}>
                {RETURN_UI_MSG.upiLabel}
              </label>
              <p id={`${id}-upi-hint`} className={styles.hint}>
                {RETURN_UI_MSG.upiHint}
              </p>
              <input
                ref={upiRef}
                id={`${id}-upi`}
                className={styles.input}
                type="text"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={128}
                value={payout.upiId}
                aria-invalid={errors.upiId ? true : undefined}
                aria-describedby={[`${id}-upi-hint`, errors.upiId ? errorId("upiId") : ""].filter(Boolean).join(" ")}
                onChange={(event) => setPayoutField("upiId", event.currentTarget.value)}
              />
              {fieldError("upiId")}
            </div>
          ) : null}
          {payout.refundTo === "bank" ? (
            <>
              <div className={styles.field}>
                <label htmlFor={`${id}-ifsc`} className={styles.label}>
                  {RETURN_UI_MSG.ifscLabel}
                </label>
                <p id={`${id}-ifsc-hint`} className={styles.hint}>
                  {RETURN_UI_MSG.ifscHint}
                </p>
                <input
                  ref={ifscRef}
                  id={`${id}-ifsc`}
                  className={styles.input}
                  type="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={11}
                  value={payout.ifsc}
                  aria-invalid={errors.ifsc ? true : undefined}
                  aria-describedby={[`${id}-ifsc-hint`, errors.ifsc ? errorId("ifsc") : ""].filter(Boolean).join(" ")}
                  onChange={(event) => setPayoutField("ifsc", event.currentTarget.value)}
                />
                {fieldError("ifsc")}
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-account`} className={styles.label}>
                  {RETURN_UI_MSG.accountLabel}
                </label>
                <input
                  ref={accountRef}
                  id={`${id}-account`}
                  className={styles.input}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={24}
                  value={payout.accountNumber}
                  aria-invalid={errors.accountNumber ? true : undefined}
                  aria-describedby={errors.accountNumber ? errorId("accountNumber") : undefined}
                  onChange={(event) => setPayoutField("accountNumber", event.currentTarget.value)}
                />
                {fieldError("accountNumber")}
              </div>
            </>
          ) : null}
        </fieldset>
      ) : null}

      <ReturnPhotos id={`${id}-photos`} photos={photos} error={errors.photos} onAdd={addPhotos} onRemove={removePhoto} inputRef={photosRef} />

      <div role="alert" className={serverError ? styles.alert : undefined}>
        {serverError}
      </div>
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? RETURN_UI_MSG.submitting : RETURN_UI_MSG.submit}
        </button>
        <button type="button" className="btn btn-light" onClick={onClose} disabled={busy}>
          {RETURN_UI_MSG.close}
        </button>
      </div>
    </form>
  );
}
