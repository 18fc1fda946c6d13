import { Suspense } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/account/auth-card";
import styles from "@/components/account/auth.module.css";
import { href } from "@/lib/links";
import { UNSUBSCRIBE_MSG as M } from "@/lib/marketing/consent-messages";
import { stillSubscribed } from "@/server/marketing/unsubscribe";
import { readUnsubscribeToken } from "@/server/notify/unsubscribe-link";

export const metadata: Metadata = {
  title: "Unsubscribe",
  description: "Stop the shop's marketing mails or back-in-stock alerts.",
  // A personal link: never indexed, its token never sent on as a referrer.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /unsubscribe?t=… (issue 45): the page a mail's unsubscribe link opens. A GET changes nothing (a
 * link scanner opening it unsubscribes no one): it says what will happen, and its button posts the
 * form to POST /api/unsubscribe (the same one-click route mail clients use), which brings the
 * shopper back here with ?done=1 for a calm confirmation. No script.
 */
export default function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <AuthCard id="unsubscribe-title" title={M.title} subtitle={M.subtitle}>
      <Suspense fallback={null}>
        <UnsubscribeBody searchParams={searchParams} />
      </Suspense>
    </AuthCard>
  );
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

async function UnsubscribeBody({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const token = one(params.t);
  const subject = token ? readUnsubscribeToken(token) : null;
  if (!subject) {
    return (
      <p className={styles.alert} role="alert">
        {M.badLink}
      </p>
    );
  }
  const account = (
    <p>
      <Link href={href.account()}>{M.changeInAccount}</Link>
    </p>
  );
  if (one(params.done) === "1") {
    return (
      <>
        <p className={styles.notice} role="status">
          {M.unsubscribed} {subject.list === "marketing" ? M.doneMarketing : M.doneAlerts}
        </p>
        {account}
      </>
    );
  }
  if (!(await stillSubscribed(subject))) {
    return (
      <>
        <p>{M.nothingLeft}</p>
        {account}
      </>
    );
  }
  return (
    <form className={styles.form} method="post" action={`/api/unsubscribe?${new URLSearchParams({ t: token }).toString()}`}>
      <p>
        <strong>{subject.email}</strong>: {subject.list === "marketing" ? M.marketingWhat : M.alertsWhat}
      </p>
      <input type="hidden" name="List-Unsubscribe" value="One-Click" />
      <input type="hidden" name="from" value="page" />
      <button type="submit" className={`btn btn-primary ${styles.submit}`}>
        {M.button}
      </button>
    </form>
  );
}
