import { envelopeMsg } from "@/lib/api/client";
import { adminJson } from "@/lib/api/admin/client";
import type { NotificationJSON, NotificationPage, NotificationStatusJSON } from "@/lib/types/notifications";

// /admin/notifications' calls: GET /api/admin/notifications?page&limit&status and
// POST /api/admin/notifications/{id}/retry (types from src/lib/types/notifications.ts).

export type { NotificationJSON, NotificationPage, NotificationStatusJSON };
export const NOTIFICATIONS_KEY = ["admin", "notifications"] as const;
export const NOTIFICATIONS_LIMIT = 20;

export async function fetchNotifications({ page, status, q = "", signal }: { page: number; status: NotificationStatusJSON | ""; q?: string; signal?: AbortSignal }): Promise<NotificationPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(NOTIFICATIONS_LIMIT) });
  if (status) query.set("status", status);
  if (q) query.set("q", q);
  const envelope = await adminJson(`/api/admin/notifications?${query.toString()}`, { signal });
  const counts = (envelope.counts ?? {}) as Partial<NotificationPage["counts"]>;
  return {
    notifications: Array.isArray(envelope.notifications) ? (envelope.notifications as NotificationJSON[]) : [],
    counts: { all: counts.all ?? 0, failed: counts.failed ?? 0, pending: counts.pending ?? 0, sent: counts.sent ?? 0 },
    page: Number(envelope.page) || page,
    pages: Number(envelope.pages) || 0,
    total: Number(envelope.total) || 0,
    via: envelope.via === "cloud" ? "cloud" : "outbox",
  };
}

/** Retry now; resolves with the server's message and whether it went. */
export async function retryNotification(id: string): Promise<{ msg: string; sent: boolean }> {
  const envelope = await adminJson(`/api/admin/notifications/${encodeURIComponent(id)}/retry`, { method: "POST" });
  return { msg: envelopeMsg(envelope), sent: envelope.sent === true };
}
