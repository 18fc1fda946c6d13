"use client";

import { CountTabs } from "@/components/admin/ui/count-tabs";
import { RETURN_ADMIN_MSG } from "@/lib/admin/return-admin-messages";
import { RETURN_STATUSES, type AdminReturnListJSON, type ReturnStatus } from "@/lib/types/returns";

const TABS = [{ key: "all" as const, label: RETURN_ADMIN_MSG.all }, ...RETURN_STATUSES.map((key) => ({ key, label: RETURN_ADMIN_MSG.statusLabels[key] }))];

/** All, then one tab per status, each with its count (for the current search and kind); "" is all. */
export function ReturnStatusTabs({ status, counts, onStatus }: { status: ReturnStatus | ""; counts: AdminReturnListJSON["counts"] | undefined; onStatus: (status: ReturnStatus | "") => void }) {
  return <CountTabs label={RETURN_ADMIN_MSG.statusTabs} tabs={TABS} current={status || "all"} counts={counts} onSelect={(key) => onStatus(key === "all" ? "" : key)} />;
}
