import type { Metadata } from "next";
import { PasskeysSection } from "@/components/admin/account/passkeys-section";
import { SessionsSection } from "@/components/admin/account/sessions-section";
import { TwoFactorSection } from "@/components/admin/account/two-factor-section";
import styles from "@/components/admin/account/account.module.css";

export const metadata: Metadata = { title: "Your sign-in" };

/** /admin/account (issue 43): the signed-in staff member's own door: authenticator app, passkeys, devices. */
export default function AdminAccountPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your sign-in</h1>
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
    </div>
  );
}
