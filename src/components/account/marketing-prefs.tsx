"use client";

import { useEffect, useState } from "react";
import { ACCOUNT_CONSENT as M } from "@/lib/marketing/consent-messages";
import { callAccountApi } from "@/lib/api/account";
import styles from "./auth.module.css";

interface Consent {
  email: boolean;
  whatsapp: boolean;
  phone: string | null;
}

const consentOf = (body: Record<string, unknown>) => body.Consent as Consent;

/**
 * "Messages from the shop" on /account (issue 45, DPDP Act 2023): an e-mail box and a WhatsApp box
 * (to the account's phone), saved by PUT /api/user/{userId}/marketing. Withdrawing is one untick and
 * Save, as easy as giving.
 */
export function MarketingPrefs({ userId }: { userId: string }) {
  const path = `/api/user/${encodeURIComponent(userId)}/marketing`;
  const [saved, setSaved] = useState<Consent | null>(null);
  const [email, setEmail] = useState(false);
  const [whatsapp, setWhatsapp] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");

  useEffect(() => {
    void callAccountApi(path).then((answer) => {
      if (!answer.ok) return setNote(M.loadFailed);
      const consent = consentOf(answer.body);
      setSaved(consent);
      setEmail(consent.email);
      setWhatsapp(consent.whatsapp);
    });
  }, [path]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const answer = await callAccountApi(path, { method: "PUT", body: { email, whatsapp } });
    setBusy(false);
    if (answer.ok) setSaved(consentOf(answer.body));
    setNote(answer.msg || (answer.ok ? M.saved : M.loadFailed));
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={busy || !saved} data-testid="marketing-prefs">
      <p className={styles.hint}>{M.lead}</p>
      <label className={styles.check}>
        <input type="checkbox" name="marketingEmail" checked={email} disabled={!saved} onChange={(event) => setEmail(event.target.checked)} />
        <span>{M.emailBox}</span>
      </label>
      <label className={styles.check}>
        <input type="checkbox" name="marketingWhatsapp" checked={whatsapp} disabled={!saved?.phone} onChange={(event) => setWhatsapp(event.target.checked)} />
        <span>{M.whatsappBox}</span>
      </label>
      {saved && !saved.phone ? <p className={styles.hint}>{M.whatsappNeedsPhone}</p> : null}
      {note ? (
        <p role="status" className={styles.notice}>
          {note}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-outline ${styles.submit}`} disabled={busy || !saved}>
        {busy ? M.saving : M.save}
      </button>
    </form>
  );
}
