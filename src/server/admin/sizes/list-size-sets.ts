import "server-only";
import type { AdminSizeSetJSON } from "@/lib/admin/size-json-types";
import { adminSizeSetJSON, adminSizeSetSelect } from "@/server/admin/sizes/size-record";
import { db } from "@/server/db";

/** Every size set with its sizes, smallest first, and how many pieces offer each size. */
export async function listSizeSets(): Promise<AdminSizeSetJSON[]> {
  const rows = await db.sizeSet.findMany({ select: adminSizeSetSelect, orderBy: [{ createdAt: "asc" }, { name: "asc" }] });
  return rows.map(adminSizeSetJSON);
}
