import type { ReactNode } from "react";
import Link from "next/link";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { AuthMark } from "./auth-mark";
import styles from "./auth.module.css";

/**
 * The centred card of the login, register, forgot- and reset-password pages: the shop's mark, the
 * title (the page's h1) and subtitle, the page's form, its own links, and 'Back to Home' last.
 */
export function AuthCard({ id, title, subtitle, children, links }: { id: string; title: string; subtitle: string; children: ReactNode; links?: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={id}>
        <header className={styles.head}>
          <AuthMark className={styles.mark} />
          <h1 id={id} className={styles.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </header>
        {children}
        <footer className={styles.foot}>
          {links}
          <Link href={href.home()} className={styles.homeLink}>
            <span aria-hidden="true">←</span> {MSG.backToHome}
          </Link>
        </footer>
      </section>
    </div>
  );
}
