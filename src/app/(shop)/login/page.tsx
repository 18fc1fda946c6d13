import type { Metadata } from "next";
import Link from "next/link";
import { googleSignInEnabled } from "@/env";
import { AuthMark } from "@/components/account/auth-mark";
import { CallbackLink } from "@/components/account/callback-link";
import { GoogleReturn, GoogleSignInButton } from "@/components/account/google-sign-in";
import { LoginForm } from "@/components/account/login-form";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages";
import { pageMeta } from "@/lib/seo/page-meta";
import styles from "@/components/account/auth.module.css";

const meta = pageMeta("login");

export const metadata: Metadata = {
  title: meta.title,
  description: meta.description,
  keywords: meta.keywords,
  alternates: { canonical: href.login() },
};

/**
 * Login (storefront §2.12). Static: the form is the only island. Whether Google sign-in is
 * configured is read from the environment when the page is built, like every other setting
 * (src/env.ts); the button and its 'or' are left out entirely without it.
 */
export default function LoginPage() {
  const google = googleSignInEnabled();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <header className={styles.head}>
          <AuthMark className={styles.mark} />
          <h1 id="login-title" className={styles.title}>
            {MSG.loginTitle}
          </h1>
          <p className={styles.subtitle}>{MSG.loginSubtitle}</p>
        </header>
        <LoginForm />
        {google ? (
          <>
            <p className={styles.divider}>{MSG.orDivider}</p>
            <GoogleSignInButton />
            <GoogleReturn />
          </>
        ) : null}
        <footer className={styles.foot}>
          <p>{MSG.newCustomer}</p>
          <CallbackLink to={href.register()} className={`btn btn-outline ${styles.secondary}`}>
            {MSG.createAccount}
          </CallbackLink>
          <Link href={href.home()} className={styles.homeLink}>
            <span aria-hidden="true">←</span> {MSG.backToHome}
          </Link>
        </footer>
      </section>
    </div>
  );
}
