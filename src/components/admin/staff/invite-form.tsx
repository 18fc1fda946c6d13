"use client";

import { useState } from "react";
import { SelectField, TextField } from "@/components/admin/ui/fields";
import { FormError } from "@/components/admin/ui/form-error";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ROLE_LABELS, STAFF_ROLES } from "@/lib/admin/permissions";
import { STAFF_MSG as M } from "@/lib/admin/staff-messages";
import { inviteStaff } from "@/lib/api/admin/staff";
import { ZStaffInviteRequest } from "@/lib/schemas/admin-staff";
import styles from "./staff.module.css";
import { useStaffChange } from "./use-staff-change";

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Invite someone: e-mail, name, role. The fields empty on success; on failure they keep what was typed. */
export function InviteForm() {
  const { busy, run } = useStaffChange();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState("orders");
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZStaffInviteRequest.safeParse({ email, name, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.inviteFillAll);
      document.getElementById("staff-invite-error")?.focus();
      return;
    }
    setError(null);
    const sent = await run("invite", () => inviteStaff(parsed.data));
    if (sent) {
      setEmail("");
      setName("");
    }
  }

  return (
    <section aria-labelledby="staff-invite-heading">
      <div className={styles.sectionHead}>
        <h2 id="staff-invite-heading">{M.inviteHeading}</h2>
      </div>
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy === "invite"}>
        <div id="staff-invite-error" tabIndex={-1}>
          <FormError message={error} />
        </div>
        <div className={styles.inviteGrid}>
          <TextField id="staff-invite-email" label={M.inviteEmailLabel} type="email" autoComplete="off" value={email} onValue={setEmail} maxLength={254} required />
          <TextField id="staff-invite-name" label={M.inviteNameLabel} autoComplete="off" value={name} onValue={setName} maxLength={100} required />
          <SelectField id="staff-invite-role" label={M.roleLabel} value={role} onValue={setRole} options={ROLE_OPTIONS} />
        </div>
        <div className={ui.formActions}>
          <button type="submit" className={ui.primary} disabled={busy !== null}>
            {busy === "invite" ? M.inviteSending : M.inviteSubmit}
          </button>
        </div>
      </form>
    </section>
  );
}
