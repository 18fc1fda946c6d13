"use client";

import { useId, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { DELIVERY_MSG as M, PIN_CSV_EXAMPLE } from "@/lib/admin/delivery-messages";
import type { PinCsvLineError } from "@/lib/admin/delivery-json";
import { failureText } from "@/lib/admin/failure-text";
import { toast } from "@/lib/toast";
import { DELIVERY_KEY, PinImportError, importPinList } from "@/lib/api/admin/delivery";
import styles from "./delivery.module.css";

/**
 * The PIN list's upload: the format and an example, a file and Upload. A refused file lists its
 * lines' problems (nothing was imported); the file stays chosen, to upload again once fixed.
 */
export function PinImport() {
  const id = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [lines, setLines] = useState<{ errors: PinCsvLineError[]; more: number } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setLines(null);
    if (!file) {
      setError(M.csvFile);
      input.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      toast.success(await importPinList(file));
      if (input.current) input.current.value = "";
      await queryClient.invalidateQueries({ queryKey: DELIVERY_KEY });
    } catch (failure) {
      const message = failureText(failure, M.clientError);
      setError(message);
      if (failure instanceof PinImportError && failure.lineErrors.length > 0) setLines({ errors: failure.lineErrors, more: Math.max(0, failure.errorCount - failure.lineErrors.length) });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form className={styles.importForm} onSubmit={submit} noValidate aria-busy={busy} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{M.importHeading}</h3>
      <p className={ui.muted}>{M.importText}</p>
      <div>
        <p className={ui.hint}>{M.importExample}</p>
        <pre className={styles.example}>{PIN_CSV_EXAMPLE}</pre>
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-file`}>
          {M.importFileLabel}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className={styles.file}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? errorId : ""].filter(Boolean).join(" ")}
          onChange={() => {
            setError(null);
            setLines(null);
          }}
        />
        <p id={`${id}-hint`} className={ui.hint}>
          {M.importFileHint}
        </p>
      </div>
      {error ? (
        <div id={errorId} className={styles.importErrors} role="alert" data-testid="pin-import-errors">
          <p className={styles.importErrorTitle}>{error}</p>
          {lines ? (
            <>
              <p>{M.importErrorsHeading}</p>
              <ul>
                {lines.errors.map((line) => (
                  <li key={`${line.line}-${line.msg}`}>{line.msg}</li>
                ))}
              </ul>
              {lines.more > 0 ? <p>{M.importMoreErrors(lines.more)}</p> : null}
            </>
          ) : null}
        </div>
      ) : null}
      <div>
        <button type="submit" className={ui.primary} disabled={busy}>
          {busy ? M.uploading : M.upload}
        </button>
      </div>
    </form>
  );
}
