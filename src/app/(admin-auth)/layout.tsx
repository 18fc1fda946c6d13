import type { Metadata } from "next";
import styles from "@/components/admin/auth/admin-auth.module.css";

// The back office's sign-in pages: no storefront header, footer or maintenance re-check (they sit
// outside (shop)), never indexed, titled "<page> · Admin".
export const metadata: Metadata = {
  title: { default: "Admin", template: "%s · Admin" },
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminAuthLayout({ children }: { children: React.ReactNode }) {
  return <main className={styles.page}>{children}</main>;
}
