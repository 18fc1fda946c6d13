import "server-only";
import { connection } from "next/server";
import styles from "@/components/admin/auth/admin-auth.module.css";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ROLE_LABELS } from "@/lib/admin/permissions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { INVITE_REFUSAL, inviteState } from "@/server/admin/staff/invite-status";
import { AcceptInviteForm } from "./accept-invite-form";

/** What an invitation link shows: the form while it may be accepted, else why not (in words). */
export async function InviteBody({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const invite = await inviteState(token);
  if (invite.state !== "valid") {
    return (
      <div className={styles.form}>
        <p className={styles.alert} role="alert">
          {INVITE_REFUSAL[invite.state]}
        </p>
        <p>
          <a className={ui.button} href="/adm-login">
            {STAFF_MSG.goToSignIn}
          </a>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.intro}>{STAFF_MSG.acceptIntro(invite.name, ROLE_LABELS[invite.role])}</p>
      <AcceptInviteForm token={token} email={invite.email} />
    </>
  );
}
