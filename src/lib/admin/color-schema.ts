import { z } from "zod";
import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import { COLOR_NAMES, type ColorName } from "@/lib/constants";

// The colour modal's one schema (back office §5 Colour), shared by /admin/colors and by
// POST /api/color/create and PUT /api/color/update/{id}: a name from Silver, Rose Gold, Gold
// ('Please select a color.' otherwise). The update also takes an optional status (the modal's
// 'Edit Status'); the name itself never changes there.

export const isColorName = (value: unknown): value is ColorName => typeof value === "string" && (COLOR_NAMES as readonly string[]).includes(value);

const ZColorName = z.custom<ColorName>(isColorName, { error: COLOR_MSG.selectColor });

export const ZColorCreate = z.object({ name: ZColorName }, { error: COLOR_MSG.selectColor });

export const ZColorUpdate = z.object(
  {
    name: ZColorName,
    status: z.boolean({ error: COLOR_MSG.badStatus }).optional(),
  },
  { error: COLOR_MSG.selectColor },
);

export type ColorUpdate = z.infer<typeof ZColorUpdate>;
