import "server-only";
import { z } from "zod";
import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import type { ColorName } from "@/lib/constants";
import { CUID } from "@/lib/schemas/query-values";
import type { SessionAdmin } from "@/server/auth/authorize";
import { badRequest } from "@/server/errors";
import { readJsonBody } from "@/server/http/read-json-body";

// What the colour calls accept (back office §5 Colour, §7), and each colour's swatch: the shop has
// three colours, each with one fixed swatch (the same as the demo seed, prisma/seed/catalogue-data.ts).

/** Who makes a change, for the audit log. */
export type Actor = Pick<SessionAdmin, "id" | "email">;

export const COLOR_HEX: Record<ColorName, string> = { Silver: "#c0c0c0", "Rose Gold": "#b76e79", Gold: "#d4af37" };

/** { name } or { name, status }: a few bytes. */
const JSON_MAX_BYTES = 4 * 1024;

export const ZColorIdParams = z.object({ id: z.string().regex(CUID, { error: "must be a color id" }) });
export const ZColorStatusParams = ZColorIdParams.extend({ status: z.enum(["true", "false"], { error: COLOR_MSG.badStatus }) });

/** The JSON body through the shared schema; the first problem is a 400 with the modal's words. */
export async function readColorBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await readJsonBody(request, { maxBytes: JSON_MAX_BYTES }));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? COLOR_MSG.selectColor);
  return parsed.data;
}
