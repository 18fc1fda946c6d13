import "server-only";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { notFound } from "@/server/errors";
import type { RouteContext } from "@/server/http/route";

/** The {id} of a staff or invitation path; anything that is not an id is the same 404 as an unknown one. */
export async function idParam(context: RouteContext<{ id?: string }>, message: string = STAFF_MSG.staffNotFound): Promise<string> {
  const { id } = await context.params;
  if (typeof id !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound(message);
  return id;
}
