import { Suspense } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { MyReviews } from "@/components/reviews/my-reviews";
import styles from "@/components/account/account.module.css";
import { href } from "@/lib/links";
import { REVIEW_MSG } from "@/lib/reviews/messages";

export const metadata: Metadata = {
  title: REVIEW_MSG.pageTitle,
  description: "Review the pieces delivered to you.",
  robots: { index: false, follow: false },
};

/**
 * /account/reviews (issue 22). The shell is static; the customer's pieces come from the API with
 * their session (a client island), like /account.
 */
export default function AccountReviewsPage() {
  return (
    <div className={styles.page}>
      <div className="container">
        <header className={styles.intro}>
          <p className="eyebrow">
            <Link href={href.account()}>My Account</Link>
          </p>
          <h1 className={styles.title}>{REVIEW_MSG.pageTitle}</h1>
          <p className={styles.lead}>{REVIEW_MSG.pageLead}</p>
        </header>
        <Suspense fallback={<p role="status">{REVIEW_MSG.loading}</p>}>
          <MyReviews />
        </Suspense>
      </div>
    </div>
  );
}
