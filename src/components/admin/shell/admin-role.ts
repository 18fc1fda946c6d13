"use client";

import { createContext, useContext } from "react";
import { type Permission, type StaffRole, can } from "@/lib/admin/permissions";

// The signed-in staff member's role, for the back office's client islands (the menu, buttons a role
// may not use). Given by the admin layout (AdminShell), read from the database on each page load;
// only a courtesy: every action is refused by the server for a role without its permission.

export const AdminRoleContext = createContext<StaffRole>("owner");

export function useAdminRole(): StaffRole {
  return useContext(AdminRoleContext);
}

/** Whether the signed-in role may use a permission (to hide what it may not). */
export function useAdminCan(permission: Permission): boolean {
  return can(useAdminRole(), permission);
}
