import { ApiError } from "@/lib/api/admin/client";

/**
 * What a failed back-office call shows (back office §8): the server's msg when it answered with
 * one, otherwise the page's network-failure text ('Client side error', 'Client side error.').
 */
export function failureText(error: unknown, networkFailure: string): string {
  return error instanceof ApiError && error.msg ? error.msg : networkFailure;
}
