import { ApiError } from "@/lib/api/admin/client";
import { failureText } from "@/lib/admin/failure-text";

/**
 * What a failed read/unread or active/inactive change shows (back office §8): the server's msg;
 * 'Failed to update status' when it answered without one; 'Client side error occurred' when no
 * answer came at all.
 */
export function statusFailure(error: unknown, texts: { statusFailed: string; clientError: string }): string {
  if (error instanceof ApiError && error.httpStatus === 0) return texts.clientError;
  return failureText(error, texts.statusFailed);
}
