import "server-only";
import type { StaffRole } from "@/lib/admin/permissions";
import { db } from "@/server/db";

// The staff page's list (GET /api/admin/staff): every member, active or not, and the invitations
// still waiting (not used, not revoked; expired ones stay listed, marked, so they can be resent).

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
  lastSignInAt: Date | null;
  hasSecondFactor: boolean;
}

export interface PendingInvite {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  createdAt: Date;
  expiresAt: Date;
}

export async function listStaff(): Promise<{ members: StaffMember[]; invites: PendingInvite[] }> {
  const [admins, invites] = await Promise.all([
    db.admin.findMany({
      orderBy: [{ active: "desc" }, { name: "asc" }, { id: "asc" }],
      select: { id: true, name: true, email: true, role: true, active: true, lastSignInAt: true, totpEnabledAt: true, _count: { select: { passkeys: true } } },
    }),
    db.staffInvite.findMany({
      where: { usedAt: null, revokedAt: null },
      orderBy: { createdAt: "desc" },
      select: { id: true, email: true, name: true, role: true, createdAt: true, expiresAt: true },
    }),
  ]);
  return {
    members: admins.map(({ totpEnabledAt, _count, ...admin }) => ({ ...admin, hasSecondFactor: totpEnabledAt !== null || _count.passkeys > 0 })),
    invites,
  };
}
