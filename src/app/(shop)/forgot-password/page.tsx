import type { Metadata } from "next";
import Link from "next/link";
import { AuthMark } from "@/components/account/auth-mark";
import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages";
import styles from "@/components/account/auth.module.css";

export const metadata: Metadata = {
  title: "Forgot Password",
  description: "Ask for a link to set a new password for your account.",
  robots: { index: false, follow: true },
};

/** 'Forgot password?' (storefront §2.1: linked from /login). Static; the form is the only island. */
export default function ForgotPasswordPage() {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <header className={styles.head}>
          <AuthMark className={styles.mark} />
          <h1 id="forgot-title" className={styles.title}>
            {MSG.forgotTitle}
          </h1>
          <p className={styles.subtitle}>{MSG.forgotSubtitle}</p>
        </header>
        <ForgotPasswordForm />
        <footer className={styles.foot}>
          <Link href={href.login()} className={`btn btn-outline ${styles.secondary}`}>
            {MSG.backToLogin}
          </Link>
          <Link href={href.home()} className={styles.homeLink}>
            <span aria-hidden="true">←</span> {MSG.backToHome}
          </Link>
        </footer>
      </section>
    </div>
  );
}
