import type { SizeSetKind } from "@/lib/types/catalogue";

// The size sets as GET /api/admin/sizes answers them (issue 42). Types only, shared by the page
// and the server.

export interface AdminSizeJSON {
  _id: string;
  label: string;
  position: number;
  innerDiameterMm: number | null;
  circumferenceMm: number | null;
  lengthInches: number | null;
  /** How many pieces offer this size (a size offered by any cannot be deleted). */
  products: number;
}

export interface AdminSizeSetJSON {
  _id: string;
  name: string;
  kind: SizeSetKind;
  sizes: AdminSizeJSON[];
}
