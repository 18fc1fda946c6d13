import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { absoluteUrl, sessionSecret } from "@/env";

// One-click unsubscribe (issue 45, RFC 8058): every marketing mail and back-in-stock alert carries a
// link that works without signing in. The token names the address and the list, signed with the
// shop's secret (HMAC-SHA256), so it cannot be made for someone else's address and needs no table.
// - The mail's `List-Unsubscribe` header points at the API route (`POST /api/unsubscribe?t=…`, body
//   `List-Unsubscribe=One-Click`, what a mail client sends on its own);
// - the link in the mail's text opens the page (`/unsubscribe?t=…`), whose button posts to the same
//   route: a GET never unsubscribes, so a link scanner opening it changes nothing.

/** marketing: cart reminders and other marketing (withdraws the consent); stock-alerts: the address's waiting alerts. */
export const UNSUBSCRIBE_LISTS = ["marketing", "stock-alerts"] as const;
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number];

export interface UnsubscribeSubject {
  /** Lower-case. */
  email: string;
  list: UnsubscribeList;
}

const signature = (payload: string) => createHmac("sha256", sessionSecret()).update(`silver-aura.unsubscribe:${payload}`).digest("base64url");

export function unsubscribeToken({ email, list }: UnsubscribeSubject): string {
  const payload = Buffer.from(`${list}\n${email.trim().toLowerCase()}`, "utf8").toString("base64url");
  return `${payload}.${signature(payload)}`;
}

/** The address and list a token names, or null for a token that is malformed or not ours. */
export function readUnsubscribeToken(token: string): UnsubscribeSubject | null {
  const [payload, mac, extra] = token.split(".");
  if (!payload || !mac || extra !== undefined || payload.length > 500) return null;
  const expected = Buffer.from(signature(payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [list, email, rest] = Buffer.from(payload, "base64url").toString("utf8").split("\n");
  if (rest !== undefined || !list || !email || !(UNSUBSCRIBE_LISTS as readonly string[]).includes(list)) return null;
  return { email, list: list as UnsubscribeList };
}

/** The page a person opens from the mail's text. */
export function unsubscribePageUrl(subject: UnsubscribeSubject): string {
  return absoluteUrl(`/unsubscribe?${new URLSearchParams({ t: unsubscribeToken(subject) }).toString()}`);
}

/** The one-click address for the List-Unsubscribe header (POST). */
export function unsubscribePostUrl(subject: UnsubscribeSubject): string {
  return absoluteUrl(`/api/unsubscribe?${new URLSearchParams({ t: unsubscribeToken(subject) }).toString()}`);
}
