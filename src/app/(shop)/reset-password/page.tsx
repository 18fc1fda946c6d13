import type { Metadata } from "next";
import Link from "next/link";
import { AuthMark } from "@/components/account/auth-mark";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages";
import styles from "@/components/account/auth.module.css";

export const metadata: Metadata = {
  title: "Reset Password",
  description: "Set a new password for your account.",
  // A personal one-time link: never indexed, and its token never sent on as a referrer.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The reset page the e-mailed link opens (/reset-password?token=…). Static; the token is read in the browser. */
export default function ResetPasswordPage() {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <header className={styles.head}>
          <AuthMark className={styles.mark} />
          <h1 id="reset-title" className={styles.title}>
            {MSG.resetTitle}
          </h1>
          <p className={styles.subtitle}>{MSG.resetSubtitle}</p>
        </header>
        <ResetPasswordForm />
        <footer className={styles.foot}>
          <Link href={href.home()} className={styles.homeLink}>
            <span aria-hidden="true">←</span> {MSG.backToHome}
          </Link>
        </footer>
      </section>
    </div>
  );
}
