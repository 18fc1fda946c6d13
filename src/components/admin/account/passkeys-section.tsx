"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { TextField } from "@/components/admin/ui/fields";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { isStepUpRefusal } from "@/lib/api/admin/client";
import { PASSKEYS_KEY, type PasskeyJSON, addPasskey, listPasskeys, passkeyErrorText, removePasskey, renamePasskey } from "@/lib/api/admin/passkeys";
import { PASSKEY_NAME_MAX } from "@/lib/schemas/admin-passkeys";
import { useWebAuthnSupport } from "@/components/admin/auth/use-webauthn-support";
import { PasskeyStepUpButton } from "./passkey-step-up-button";
import styles from "./passkeys.module.css";

const DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
const when = (iso: string) => DATE.format(new Date(iso));

/**
 * /admin/account's passkeys (issue 43 §2): the signed-in staff member's own list (name, added, last
 * used, synced or on one device), "Add a passkey", rename inline, remove after a confirmation. A
 * removal the server refuses for an old second factor offers the passkey step-up, then tries again.
 */
export function PasskeysSection() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: PASSKEYS_KEY, queryFn: ({ signal }) => listPasskeys(signal) });
  const passkeys = query.data ?? null;
  const supported = useWebAuthnSupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [editing, setEditing] = useState<{ id: string; name: string; error: string } | null>(null);
  const [removing, setRemoving] = useState<PasskeyJSON | null>(null);
  const [stepUpFor, setStepUpFor] = useState<PasskeyJSON | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const load = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const shownError = error || (query.isError ? passkeyErrorText(query.error) : "");

  useEffect(() => {
    if (shownError) errorRef.current?.focus();
  }, [shownError]);

  const fail = (failure: unknown) => {
    setNotice("");
    setError(passkeyErrorText(failure));
  };

  const add = async () => {
    setBusy(true);
    setError("");
    setNotice("");
    try {
      const passkey = await addPasskey();
      setNotice(STAFF_MSG.passkeyAdded(passkey.name));
      await load();
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  const saveName = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    const name = editing.name.trim();
    if (!name) return setEditing({ ...editing, error: STAFF_MSG.passkeyNameRequired });
    if (name.length > PASSKEY_NAME_MAX) return setEditing({ ...editing, error: STAFF_MSG.passkeyNameTooLong });
    setBusy(true);
    try {
      await renamePasskey(editing.id, name);
      setEditing(null);
      setError("");
      setNotice(STAFF_MSG.passkeyRenamed);
      await load();
    } catch (failure) {
      // The typed name stays in the field, with the server's words under it.
      setEditing({ ...editing, error: passkeyErrorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (passkey: PasskeyJSON) => {
    setBusy(true);
    setError("");
    setNotice("");
    try {
      await removePasskey(passkey._id);
      setRemoving(null);
      setStepUpFor(null);
      setNotice(STAFF_MSG.passkeyRemoved);
      await load();
    } catch (failure) {
      setRemoving(null);
      if (isStepUpRefusal(failure)) setStepUpFor(passkey);
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={ui.section} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{STAFF_MSG.passkeysTitle}</h2>
      <p className={ui.muted}>{STAFF_MSG.passkeysIntro}</p>
      {shownError ? (
        <p ref={errorRef} tabIndex={-1} className={ui.formError} role="alert">
          {shownError}
        </p>
      ) : null}
      {stepUpFor ? <PasskeyStepUpButton onDone={() => void remove(stepUpFor)} /> : null}
      <p role="status" className={ui.muted}>
        {notice}
      </p>

      {passkeys === null ? (
        query.isError ? null : (
        <p className={ui.loading}>Loading…</p>
        )
      ) : passkeys.length === 0 ? (
        <p className={ui.muted}>{STAFF_MSG.passkeysEmpty}</p>
      ) : (
        <ul className={styles.list} aria-label={STAFF_MSG.passkeysTitle}>
          {passkeys.map((passkey) => (
            <li key={passkey._id} className={styles.item}>
              {editing?.id === passkey._id ? (
                <form className={styles.rename} onSubmit={saveName} noValidate>
                  <TextField
                    id={`passkey-name-${passkey._id}`}
                    label={STAFF_MSG.passkeyRenameLabel}
                    value={editing.name}
                    onValue={(name) => setEditing({ ...editing, name, error: "" })}
                    error={editing.error || undefined}
                    maxLength={PASSKEY_NAME_MAX + 20}
                    autoFocus
                  />
                  <div className={styles.row}>
                    <button type="submit" className={ui.primary} disabled={busy}>
                      {STAFF_MSG.passkeySave}
                    </button>
                    <button type="button" className={ui.button} onClick={() => setEditing(null)} disabled={busy}>
                      {STAFF_MSG.passkeyCancel}
                    </button>
                  </div>
                </form>
              ) : (
                <>
                  <div>
                    <p className={styles.name}>{passkey.name}</p>
                    <p className={styles.meta}>
                      <span>
                        {STAFF_MSG.passkeyCreated} {when(passkey.createdAt)}
                      </span>
                      <span>{passkey.lastUsedAt ? `${STAFF_MSG.passkeyLastUsed} ${when(passkey.lastUsedAt)}` : STAFF_MSG.passkeyNeverUsed}</span>
                      <span>{passkey.synced ? STAFF_MSG.passkeySynced : STAFF_MSG.passkeyThisDevice}</span>
                    </p>
                  </div>
                  <div className={styles.row}>
                    <button type="button" className={ui.button} onClick={() => setEditing({ id: passkey._id, name: passkey.name, error: "" })} disabled={busy} aria-label={`${STAFF_MSG.passkeyRename} ${passkey.name}`}>
                      {STAFF_MSG.passkeyRename}
                    </button>
                    <button type="button" className={ui.danger} onClick={() => setRemoving(passkey)} disabled={busy} aria-label={`${STAFF_MSG.passkeyRemove} ${passkey.name}`}>
                      {STAFF_MSG.passkeyRemove}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      {supported ? (
        <div className={styles.row}>
          <button type="button" className={ui.primary} onClick={add} disabled={busy} aria-busy={busy || undefined}>
            {busy && !editing && !removing ? STAFF_MSG.passkeyAdding : STAFF_MSG.passkeyAdd}
          </button>
        </div>
      ) : (
        <p className={ui.muted}>{STAFF_MSG.passkeyUnsupported}</p>
      )}

      <ConfirmDialog
        open={removing !== null}
        title={STAFF_MSG.passkeyRemoveTitle}
        message={removing ? STAFF_MSG.passkeyRemoveBody(removing.name) : ""}
        confirmLabel={STAFF_MSG.passkeyRemove}
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
