import "server-only";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import { REVIEW_LIMITS } from "@/lib/reviews/rules";
import { type ReviewInput, ZReviewInput } from "@/lib/reviews/schemas";
import { badRequest } from "@/server/errors";
import { type MultipartFile, field, fieldList, filesOf, readMultipart } from "@/server/http/read-multipart";
import { stripMarkup } from "@/server/contact/strip-markup";

/**
 * The review form as sent (multipart: productId, rating, title, body, keepPhotoIds, photos): the
 * texts made plain (every tag dropped, like the contact form), then checked against the form's
 * rules; a wrong field is a 400 with the form's message. Photos are checked by their bytes later
 * (storeImage).
 */
export async function readReviewForm(request: Request): Promise<{ input: ReviewInput; files: MultipartFile[] }> {
  const body = await readMultipart(request, {
    files: {
      photos: { maxCount: REVIEW_LIMITS.photos, maxBytes: REVIEW_LIMITS.photoBytes, tooLarge: REVIEW_MSG.photoTooLarge, tooMany: REVIEW_MSG.tooManyPhotos },
    },
    maxFields: 20,
    maxFieldBytes: 16 * 1024,
  });
  const text = (name: string) => {
    const value = field(body, name);
    return value === undefined ? undefined : stripMarkup(value);
  };
  const parsed = ZReviewInput.safeParse({
    productId: field(body, "productId")?.trim(),
    rating: field(body, "rating") || undefined,
    title: text("title"),
    body: text("body"),
    keepPhotoIds: fieldList(body, "keepPhotoIds"),
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? REVIEW_MSG.bodyTooShort);
  // An empty file input still sends one part without bytes: not a photo.
  return { input: parsed.data, files: filesOf(body, "photos").filter((file) => file.bytes.length > 0) };
}
