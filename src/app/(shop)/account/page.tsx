import type { Metadata } from "next";
import { AccountDashboard } from "@/components/account/account-dashboard";
import styles from "@/components/account/account.module.css";

export const metadata: Metadata = {
  title: "My Account",
  description: "Your details, your password and your orders.",
  robots: { index: false, follow: false },
};

/**
 * /account. The shell is static; who is signed in is known only in the browser (and checked by
 * the server on every call the page makes), so the content is a client island.
 */
export default function AccountPage() {
  return (
    <div className={styles.page}>
      <div className="container">
        <AccountDashboard />
      </div>
    </div>
  );
}
