import { z } from "zod";
import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import { slugify } from "@/lib/format";

// The category form's one schema (back office §5 Category), shared by the modal on /admin/category
// and by POST /api/category/create and PUT /api/category/update/{id}, so both say the same words.
// Only the fields the form shows: a slug, a status or an image URL in the body are not read (the
// slug is made from the name; the status has its own call; the image is an uploaded file).

export const CATEGORY_LIMITS = { name: 80, description: 2000 } as const;

/**
 * The category's web address from its name (§5: lowercase, spaces to hyphens, apostrophes removed),
 * with every other character a URL segment would have to escape removed too, so it always matches
 * the storefront's slug pattern (src/lib/schemas/query-values.ts SLUG): "Men's Rings" → "mens-rings".
 */
export const categorySlug = (name: string): string => slugify(name);

export const ZCategoryFields = z.object({
  name: z
    .string({ error: CATEGORY_MSG.nameRequired })
    .trim()
    .min(1, { error: CATEGORY_MSG.nameRequired, abort: true })
    .max(CATEGORY_LIMITS.name, { error: CATEGORY_MSG.nameTooLong(CATEGORY_LIMITS.name), abort: true })
    .refine((name) => categorySlug(name) !== "", { error: CATEGORY_MSG.nameNoSlug }),
  description: z
    .string({ error: CATEGORY_MSG.descriptionRequired })
    .trim()
    .min(1, { error: CATEGORY_MSG.descriptionRequired, abort: true })
    .max(CATEGORY_LIMITS.description, { error: CATEGORY_MSG.descriptionTooLong(CATEGORY_LIMITS.description) }),
});

export type CategoryFields = z.infer<typeof ZCategoryFields>;
export type CategoryField = keyof CategoryFields;

/** The first message for each field that has a problem. */
export function categoryErrors(error: z.ZodError): Partial<Record<CategoryField, string>> {
  const errors: Partial<Record<CategoryField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "description") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
