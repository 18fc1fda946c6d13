"use client";

import { useEffect, useId, useRef, useState } from "react";
import styles from "@/components/admin/account/account.module.css";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { TextField } from "@/components/admin/ui/fields";
import { FormError } from "@/components/admin/ui/form-error";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { failureText } from "@/lib/admin/failure-text";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import {
  type TwoFactorSetup,
  type TwoFactorStatus,
  confirmTwoFactor,
  fetchTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  turnOffTwoFactor,
} from "@/lib/api/admin/two-factor";

/** The key typed out in groups of four, as authenticator apps show it. */
export function groupKey(key: string): string {
  return key.match(/.{1,4}/g)?.join(" ") ?? key;
}

const dateText = (iso: string) => new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric" });

/** Ten recovery codes, shown once: copy, download as .txt, "I have saved them". */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const [copied, setCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const text = `Silver Aura back office: recovery codes\nEach code signs you in once when you cannot use your authenticator app.\n\n${codes.join("\n")}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "silver-aura-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className={ui.card}>
      <h3 ref={headingRef} tabIndex={-1}>
        {STAFF_MSG.recoveryTitle}
      </h3>
      <p className={styles.status}>{STAFF_MSG.recoveryIntro}</p>
      <ul className={styles.codes} aria-label={STAFF_MSG.recoveryTitle} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={ui.actions}>
        <button
          type="button"
          className={ui.button}
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {STAFF_MSG.copyCodes}
        </button>
        <button type="button" className={ui.button} onClick={download}>
          {STAFF_MSG.downloadCodes}
        </button>
        <button type="button" className={ui.primary} onClick={onSaved}>
          {STAFF_MSG.savedCodes}
        </button>
      </div>
      <p role="status" className={ui.muted}>
        {copied ? STAFF_MSG.copied : ""}
      </p>
    </div>
  );
}

/** Set-up: the QR, the key in groups, and the first code. */
function SetUpForm({ setup, onDone, onCancel }: { setup: TwoFactorSetup; onDone: (codes: string[]) => void; onCancel: () => void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const keyId = useId();
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(STAFF_MSG.codeNeeded);
      document.getElementById("two-factor-code")?.focus();
      return;
    }
    setBusy(true);
    setError("");
    try {
      onDone(await confirmTwoFactor(code.trim()));
    } catch (failure) {
      setError(failureText(failure, ADMIN_AUTH_MSG.networkError));
      setBusy(false);
      document.getElementById("two-factor-code")?.focus();
    }
  };
  return (
    <form className={ui.card} onSubmit={submit} noValidate>
      <h3>{STAFF_MSG.scanTitle}</h3>
      {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG made on the server, no file to optimise */}
      <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={STAFF_MSG.scanAlt} width={200} height={200} />
      <p className={styles.status} id={keyId}>
        {STAFF_MSG.typeKeyIntro}
      </p>
      <p className={styles.key} aria-describedby={keyId} data-testid="totp-key">
        {groupKey(setup.key)}
      </p>
      <TextField
        id="two-factor-code"
        label={STAFF_MSG.codeLabel}
        hint={STAFF_MSG.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onValue={setCode}
        error={error}
        required
      />
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={busy} aria-busy={busy || undefined}>
          {busy ? STAFF_MSG.confirming : STAFF_MSG.confirmSetUp}
        </button>
        <button type="button" className={ui.button} onClick={onCancel} disabled={busy}>
          {STAFF_MSG.cancelSetUp}
        </button>
      </div>
    </form>
  );
}

/**
 * /admin/account's authenticator app (issue 43 §2): whether it is on, set it up (QR, the key typed
 * out, the first code), the ten recovery codes shown once, new recovery codes, turn it off. The
 * last two ask for the second factor again when it is older than 10 minutes (the step-up dialog).
 */
export function TwoFactorSection() {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [loadError, setLoadError] = useState("");
  const [error, setError] = useState("");
  const [message, setMessage] = useState("");
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<"regenerate" | "off" | null>(null);
  const headingId = useId();

  const reload = async () => {
    try {
      setStatus(await fetchTwoFactorStatus());
      setLoadError("");
    } catch (failure) {
      setLoadError(failureText(failure, STAFF_MSG.loadFailed));
    }
  };
  useEffect(() => {
    const controller = new AbortController();
    fetchTwoFactorStatus(controller.signal).then(setStatus, (failure: unknown) => {
      if (!controller.signal.aborted) setLoadError(failureText(failure, STAFF_MSG.loadFailed));
    });
    return () => controller.abort();
  }, []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError("");
    setMessage("");
    try {
      await work();
    } catch (failure) {
      setError(failureText(failure, ADMIN_AUTH_MSG.networkError));
    } finally {
      setBusy(false);
    }
  };

  const begin = () => run(async () => setSetup(await startTwoFactorSetup()));
  const regenerate = () =>
    run(async () => {
      setConfirming(null);
      setCodes(await regenerateRecoveryCodes());
      setMessage(STAFF_MSG.regenerated);
      await reload();
    });
  const turnOff = () =>
    run(async () => {
      setConfirming(null);
      setStatus(await turnOffTwoFactor());
      setCodes(null);
      setMessage(STAFF_MSG.turnedOff);
    });

  return (
    <section className={ui.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{STAFF_MSG.twoFactorTitle}</h2>
      {loadError ? <FormError message={loadError} /> : null}
      {!status && !loadError ? <p className={ui.muted}>Loading...</p> : null}
      {status ? (
        <>
          {status.required && !status.enabled && status.passkeys === 0 ? <p className={styles.notice}>{STAFF_MSG.twoFactorRequired}</p> : null}
          <p className={styles.status} data-testid="two-factor-status">
            {status.enabled && status.enabledAt ? STAFF_MSG.twoFactorOn(dateText(status.enabledAt)) : STAFF_MSG.twoFactorOff}
          </p>
          {status.enabled && !codes ? <p className={ui.muted}>{STAFF_MSG.recoveryLeft(status.recoveryCodesLeft)}</p> : null}
          <FormError message={error} />
          <p role="status" className={ui.muted}>
            {message}
          </p>
          {codes ? (
            <RecoveryCodes
              codes={codes}
              onSaved={() => {
                setCodes(null);
                setMessage("");
              }}
            />
          ) : null}
          {!status.enabled && setup ? (
            <SetUpForm
              setup={setup}
              onCancel={() => setSetup(null)}
              onDone={(recoveryCodes) => {
                setSetup(null);
                setCodes(recoveryCodes);
                setMessage(STAFF_MSG.enrolled);
                void reload();
              }}
            />
          ) : null}
          {!status.enabled && !setup ? (
            <div className={ui.actions}>
              <button type="button" className={ui.primary} onClick={begin} disabled={busy} aria-busy={busy || undefined}>
                {busy ? STAFF_MSG.settingUp : STAFF_MSG.setUp}
              </button>
            </div>
          ) : null}
          {status.enabled && !codes ? (
            <div className={ui.actions}>
              <button type="button" className={ui.button} onClick={() => setConfirming("regenerate")} disabled={busy}>
                {STAFF_MSG.regenerate}
              </button>
              <button type="button" className={ui.danger} onClick={() => setConfirming("off")} disabled={busy}>
                {STAFF_MSG.turnOff}
              </button>
            </div>
          ) : null}
          <ConfirmDialog
            open={confirming === "regenerate"}
            title={STAFF_MSG.regenerate}
            message={STAFF_MSG.regenerateConfirm}
            confirmLabel={STAFF_MSG.regenerate}
            busy={busy}
            onConfirm={regenerate}
            onCancel={() => setConfirming(null)}
          />
          <ConfirmDialog
            open={confirming === "off"}
            title={STAFF_MSG.turnOff}
            message={STAFF_MSG.turnOffConfirm}
            confirmLabel={STAFF_MSG.turnOff}
            busy={busy}
            onConfirm={turnOff}
            onCancel={() => setConfirming(null)}
          />
        </>
      ) : null}
    </section>
  );
}
