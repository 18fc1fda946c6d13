"use client";

import { useEffect, useState } from "react";
import { ACCOUNT_CONSENT as M } from "@/lib/marketing/consent-messages";
import { type MarketingConsentJSON, consentFrom, readMarketingConsent, saveMarketingConsent } from "@/lib/api/marketing";
import styles from "./auth.module.css";

/**
 * "Messages from the shop" on /account (issue 45, DPDP Act 2023): an e-mail box and a WhatsApp box
 * (to the account's phone), saved by PUT /api/user/{userId}/marketing. Withdrawing is one untick and
 * Save, as easy as giving.
 */
export function MarketingPrefs({ userId }: { userId: string }) {
  const [saved, setSaved] = useState<MarketingConsentJSON | null>(null);
  const [email, setEmail] = useState(false);
  const [whatsapp, setWhatsapp] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");

  useEffect(() => {
    void readMarketingConsent(userId).then((answer) => {
      const consent = consentFrom(answer);
      if (!consent) return setNote(M.loadFailed);
      setSaved(consent);
      setEmail(consent.email);
      setWhatsapp(consent.whatsapp);
    });
  }, [userId]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const answer = await saveMarketingConsent(userId, { email, whatsapp });
    setBusy(false);
    const consent = consentFrom(answer);
    if (consent) setSaved(consent);
    setNote(answer.msg || (answer.ok ? M.saved : M.saveFailed));
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
