import Link from "next/link";
import styles from "@/components/account/auth.module.css";
import { href } from "@/lib/links";
import { UNSUBSCRIBE_MSG as M } from "@/lib/marketing/consent-messages";
import { stillSubscribed } from "@/server/marketing/unsubscribe";
import { readUnsubscribeToken } from "@/server/notify/unsubscribe-link";

// The /unsubscribe page's content (issue 45), a server component: reads only. A bad link says so;
// after the button (?done=1) a calm confirmation; otherwise what will happen and the button, a plain
// form posting to POST /api/unsubscribe (no script).

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export async function UnsubscribeBody({ searchParams }: { searchParams: SearchParams }) {
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
