"use client";

import { useState } from "react";
import { SelectField, TextField } from "@/components/admin/ui/fields";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { STAFF_MSG as M } from "@/lib/admin/staff-messages";
import { type StaffSettingsJSON, saveStaffSettings } from "@/lib/api/admin/staff";
import { ZStaffSettingsRequest } from "@/lib/schemas/admin-staff";
import styles from "./staff.module.css";
import { useStaffChange } from "./use-staff-change";

const POLICY_OPTIONS = [
  { value: "owners_managers", label: M.policyOwnersManagers },
  { value: "everyone", label: M.policyEveryone },
];

/** The owner's choices: who must use a second factor, and the manager's refund limit in whole rupees. */
export function StaffChoicesForm({ initial }: { initial: StaffSettingsJSON }) {
  const { busy, run } = useStaffChange();
  const [policy, setPolicy] = useState<string>(initial.two_factor_policy);
  const [limit, setLimit] = useState(String(initial.manager_refund_limit));
  const [error, setError] = useState<string | undefined>();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { twoFactorPolicy: policy, managerRefundLimit: limit };
    const parsed = ZStaffSettingsRequest.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById("staff-refund-limit")?.focus();
      return;
    }
    setError(undefined);
    await run("choices", () => saveStaffSettings(body));
  }

  return (
    <section aria-labelledby="staff-choices-heading">
      <div className={styles.sectionHead}>
        <h2 id="staff-choices-heading">{M.choicesHeading}</h2>
      </div>
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy === "choices"}>
        <div className={ui.grid2}>
          <SelectField id="staff-policy" label={M.policyLabel} value={policy} onValue={setPolicy} options={POLICY_OPTIONS} />
          <TextField id="staff-refund-limit" label={M.refundLimitLabel} hint={M.refundLimitHint} inputMode="numeric" value={limit} onValue={setLimit} error={error} maxLength={9} />
        </div>
        <div className={ui.formActions}>
          <button type="submit" className={ui.primary} disabled={busy !== null}>
            {busy === "choices" ? M.choicesSaving : M.choicesSave}
          </button>
        </div>
      </form>
    </section>
  );
}
