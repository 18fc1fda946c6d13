"use client";

import { useQuery } from "@tanstack/react-query";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { STAFF_MSG as M } from "@/lib/admin/staff-messages";
import { failureText } from "@/lib/admin/failure-text";
import { STAFF_KEY, fetchStaff } from "@/lib/api/admin/staff";
import { InviteForm } from "./invite-form";
import { StaffChoicesForm } from "./staff-choices-form";
import { StaffInvites } from "./staff-invites";
import { StaffMembers } from "./staff-members";
import styles from "./staff.module.css";

/** /admin/staff (issue 43, the owner only): the team, the invitations waiting, a new invitation, the owner's choices. */
export function StaffPage() {
  const query = useQuery({ queryKey: STAFF_KEY, queryFn: ({ signal }) => fetchStaff(signal) });
  return (
    <>
      <PageHeader title={M.staffTitle} count={M.staffIntro} />
      {query.isPending ? (
        <Loading text={M.staffLoading} />
      ) : query.isError ? (
        <EmptyState title={M.staffLoadFailed} text={failureText(query.error, "Client side error.")}>
          <button type="button" className={ui.button} onClick={() => void query.refetch()}>
            {M.tryAgain}
          </button>
        </EmptyState>
      ) : (
        <div className={styles.sections}>
          <StaffMembers staff={query.data.staff} me={query.data.me} />
          <StaffInvites invites={query.data.invites} />
          <InviteForm />
          <StaffChoicesForm key={JSON.stringify(query.data.settings)} initial={query.data.settings} />
        </div>
      )}
    </>
  );
}
