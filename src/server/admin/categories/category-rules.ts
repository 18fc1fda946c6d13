import "server-only";
import { z } from "zod";
import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import { type CategoryFields, ZCategoryFields } from "@/lib/admin/category-schema";
import { MAX_IMAGE_BYTES } from "@/lib/constants";
import { CUID } from "@/lib/schemas/query-values";
import type { SessionAdmin } from "@/server/auth/authorize";
import { badRequest } from "@/server/errors";
import { describeZodError } from "@/server/http/route";
import { type MultipartFile, field, filesOf, readMultipart } from "@/server/http/read-multipart";
import { readJsonBody } from "@/server/http/read-json-body";

// What the category calls accept (back office §5 Category, §7): the form's fields through the
// shared schema, one picture of at most 5 MB (refused while it streams in, before it is read whole),
// and the path's id and status.

/** Who makes a change, for the audit log. */
export type Actor = Pick<SessionAdmin, "id" | "email">;

/** A JSON update: name, slug and description are a few KB at most. */
const JSON_MAX_BYTES = 32 * 1024;

export const ZCategoryIdParams = z.object({ id: z.string().regex(CUID, { error: "must be a category id" }) });
export const ZCategoryStatusParams = ZCategoryIdParams.extend({ status: z.enum(["true", "false"], { error: CATEGORY_MSG.badStatus }) });

export interface CategoryForm {
  fields: CategoryFields;
  /** The picture sent with the form, if any (its bytes are checked when it is stored). */
  image: MultipartFile | null;
}

/** The fields through the shared schema; the first problem is a 400 with the form's words. */
export function parseCategoryFields(input: unknown): CategoryFields {
  const parsed = ZCategoryFields.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? describeZodError(parsed.error));
  return parsed.data;
}

/**
 * Reads the category form: multipart (name, description, image; what create sends, and what the
 * modal's edit sends when a new picture is chosen) or, on update only, the spec's JSON
 * { name, slug, description }. Anything else in the body (slug, status, imageUrl...) is ignored.
 */
export async function readCategoryForm(request: Request, { allowJson }: { allowJson: boolean }): Promise<CategoryForm> {
  const type = request.headers.get("content-type") ?? "";
  if (allowJson && !/^multipart\//i.test(type)) {
    const body = await readJsonBody(request, { maxBytes: JSON_MAX_BYTES });
    const object = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return { fields: parseCategoryFields({ name: object.name, description: object.description }), image: null };
  }
  const body = await readMultipart(request, {
    files: { image: { maxCount: 1, maxBytes: MAX_IMAGE_BYTES, tooLarge: () => CATEGORY_MSG.imageTooLarge, tooMany: CATEGORY_MSG.oneImage } },
    maxFields: 20,
    maxFieldBytes: JSON_MAX_BYTES,
  });
  const fields = parseCategoryFields({ name: field(body, "name"), description: field(body, "description") });
  return { fields, image: filesOf(body, "image")[0] ?? null };
}
