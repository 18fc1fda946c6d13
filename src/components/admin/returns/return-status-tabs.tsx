"use client";

import ui from "@/components/admin/ui/admin-ui.module.css";
import tabs from "@/components/admin/inquiries/read-list.module.css";
import { RETURN_ADMIN_MSG } from "@/lib/admin/return-admin-messages";
import { RETURN_STATUSES, type AdminReturnListJSON, type ReturnStatus } from "@/lib/types/returns";

/**
 * All, then one tab per status, each with its count (for the current search and kind): toggle
 * buttons like the inquiry list's, the pressed one being the status shown.
 */
export function ReturnStatusTabs({ status, counts, onStatus }: { status: ReturnStatus | ""; counts: AdminReturnListJSON["counts"] | undefined; onStatus: (status: ReturnStatus | "") => void }) {
  const options: { value: ReturnStatus | ""; key: "all" | ReturnStatus; label: string }[] = [
    { value: "", key: "all", label: RETURN_ADMIN_MSG.all },
    ...RETURN_STATUSES.map((value) => ({ value, key: value, label: RETURN_ADMIN_MSG.statusLabels[value] })),
  ];
  return (
    <div className={tabs.tabs} role="group" aria-label={RETURN_ADMIN_MSG.statusTabs}>
      {options.map((option) => (
        <button key={option.key} type="button" className={status === option.value ? ui.primary : ui.button} aria-pressed={status === option.value} onClick={() => onStatus(option.value)}>
          {option.label}{" "}
          <span className={tabs.tabCount} data-testid={`count-${option.key}`}>
            {counts ? counts[option.key] : "–"}
          </span>
        </button>
      ))}
    </div>
  );
}
