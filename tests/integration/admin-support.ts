// Helpers of the back-office tests: admins made straight in the database, their sessions as the
// login makes them, and calls to route handlers with the admin cookie (JSON or multipart).
import { NextRequest } from "next/server";
import { env } from "@/env";
import type { StaffRole } from "@/lib/admin/permissions";
import { adminCookieName, encodeAdminSession } from "@/server/auth/admin-session";
import { createSession } from "@/server/auth/create-session";
import { customerCookieName } from "@/server/auth/customer-session";
import { hashSecret } from "@/server/auth/password";
import { db } from "@/server/db";
import { uniq } from "../support/factories";
import { type Body, type CallOptions, type CallResult, type Handler, call, newAddress, newEmail } from "./accounts-support";

export const ADMIN_PASSWORD = "Admin-925-silver";
export const ADMIN_RESET_SECRET = "reset-secret-925";

export interface TestAdmin {
  id: string;
  role: StaffRole;
  email: string;
  name: string;
  password: string;
  resetSecret: string;
  sessionVersion: number;
}

/** An admin (an owner unless `role` says otherwise) with a password and a reset secret, made in the database. */
export async function createAdmin({
  active = true,
  password = ADMIN_PASSWORD,
  resetSecret = ADMIN_RESET_SECRET,
  role = "owner",
}: { active?: boolean; password?: string; resetSecret?: string; role?: StaffRole } = {}): Promise<TestAdmin> {
  const email = newEmail("admin");
  const name = `Admin ${uniq()}`;
  const row = await db.admin.create({
    data: { name, email, active, role, passwordHash: await hashSecret(password), resetSecretHash: await hashSecret(resetSecret) },
    select: { id: true, sessionVersion: true },
  });
  return { id: row.id, role, email, name, password, resetSecret, sessionVersion: row.sessionVersion };
}

/** A signed-in admin session, as the admin login makes it: a Session row and the token carrying its id. */
export async function adminSessionOf(admin: { id: string; sessionVersion: number }): Promise<string> {
  const session = await createSession({ kind: "admin", ownerId: admin.id });
  return encodeAdminSession({ adminId: admin.id, sessionVersion: admin.sessionVersion, sessionId: session.id });
}

/** The Cookie header carrying an admin token (and, optionally, a customer's token too). */
export function adminCookie(adminToken: string, customerToken?: string): string {
  return [`${adminCookieName()}=${adminToken}`, ...(customerToken ? [`${customerCookieName()}=${customerToken}`] : [])].join("; ");
}

/** call() with the admin's cookie. */
export function callAsAdmin(handler: unknown, adminToken: string, options: CallOptions = {}): Promise<CallResult> {
  return call(handler, { ...options, headers: { cookie: adminCookie(adminToken), ...options.headers } });
}

/** A multipart call (a FormData body, as the back office's forms send it) with the admin's cookie, or none. */
export async function callMultipart(
  handler: unknown,
  { form, adminToken, method = "POST", params = {}, headers = {}, url = "http://localhost/api/x" }: { form: FormData; adminToken?: string | null; method?: string; params?: Record<string, string | string[]>; headers?: Record<string, string>; url?: string },
): Promise<CallResult> {
  const request = new NextRequest(url, {
    method,
    headers: { origin: env.siteUrl, "sec-fetch-site": "same-origin", "x-forwarded-for": newAddress(), ...(adminToken ? { cookie: adminCookie(adminToken) } : {}), ...headers },
    body: form,
  });
  const response = await (handler as Handler)(request, { params: Promise.resolve(params as never) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Body | null, setCookies: response.headers.getSetCookie() };
}

/** A small real picture (PNG, made by sharp), as a File for a form. */
export async function pngFile(name = "ring.png", { width = 64, height = 64 }: { width?: number; height?: number } = {}): Promise<File> {
  const sharp = (await import("sharp")).default;
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 200, b: 210 } } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/** The smallest MP4 header file-type recognises (an ftyp box), as a File. */
export function mp4File(name = "clip.mp4"): File {
  const ftyp = Buffer.from([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32]);
  return new File([new Uint8Array(Buffer.concat([ftyp, Buffer.alloc(64)]))], name, { type: "video/mp4" });
}
