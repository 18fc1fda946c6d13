import type { Metadata } from "next";
import Link from "next/link";
import { AuthMark } from "@/components/account/auth-mark";
import { CallbackLink } from "@/components/account/callback-link";
import { RegisterForm } from "@/components/account/register-form";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages";
import { pageMeta } from "@/lib/seo/page-meta";
import styles from "@/components/account/auth.module.css";

const meta = pageMeta("register");

export const metadata: Metadata = {
  title: meta.title,
  description: meta.description,
  keywords: meta.keywords,
  alternates: { canonical: href.register() },
};

/** Register (storefront §2.13). Static; the form is the only island. */
export default function RegisterPage() {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="register-title">
        <header className={styles.head}>
          <AuthMark className={styles.mark} />
          <h1 id="register-title" className={styles.title}>
            {MSG.registerTitle}
          </h1>
          <p className={styles.subtitle}>{MSG.registerSubtitle}</p>
        </header>
        <RegisterForm />
        <footer className={styles.foot}>
          <p>{MSG.haveAccount}</p>
          <CallbackLink to={href.login()} className={`btn btn-outline ${styles.secondary}`}>
            {MSG.signIn}
          </CallbackLink>
          <Link href={href.home()} className={styles.homeLink}>
            <span aria-hidden="true">←</span> {MSG.backToHome}
          </Link>
        </footer>
      </section>
    </div>
  );
}
