import { parseStoredUser, type StoredUser } from "@/stores/user-store";

/** The customer in an answer: `User` (login, me, profile) or `user` (register), checked like the stored copy. */
export function userFromAnswer(body: Record<string, unknown>): StoredUser | null {
  return parseStoredUser(body.User ?? body.user);
}
