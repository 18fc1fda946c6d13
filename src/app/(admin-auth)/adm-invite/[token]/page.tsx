import type { Metadata } from "next";
import { Suspense } from "react";
import { InviteBody } from "@/components/admin/staff/invite-body";
import styles from "@/components/admin/auth/admin-auth.module.css";
import { STAFF_MSG } from "@/lib/admin/staff-messages";

// The token is in the address: no Referer carries it anywhere.
export const metadata: Metadata = { title: "Join the back office", referrer: "no-referrer" };

/** /adm-invite/<token> (issue 43): a staff invitation's one-time link, where the new member chooses a password. */
export default function AdminInvitePage({ params }: { params: Promise<{ token: string }> }) {
  return (
    <div className={styles.card}>
      <p className={styles.brand}>Silver Aura</p>
      <h1 className={styles.title}>{STAFF_MSG.acceptTitle}</h1>
      <Suspense fallback={null}>
        <InviteBody params={params} />
      </Suspense>
    </div>
  );
}
