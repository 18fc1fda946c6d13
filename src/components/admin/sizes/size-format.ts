import type { AdminSizeJSON } from "@/lib/admin/size-json-types";
import type { SizeSetKind } from "@/lib/types/catalogue";

/** A size's measurements in one line: "Ø 16.1 mm · 50.5 mm around", "Ø 60.33 mm", "18 in", or "—". */
export function measuresText(kind: SizeSetKind, size: Pick<AdminSizeJSON, "innerDiameterMm" | "circumferenceMm" | "lengthInches">): string {
  const parts: string[] = [];
  if (kind === "ring" || kind === "bangle") {
    if (size.innerDiameterMm !== null) parts.push(`Ø ${size.innerDiameterMm} mm`);
    if (kind === "ring" && size.circumferenceMm !== null) parts.push(`${size.circumferenceMm} mm around`);
  }
  if (kind === "length" && size.lengthInches !== null) parts.push(`${size.lengthInches} in`);
  return parts.length > 0 ? parts.join(" · ") : "—";
}
