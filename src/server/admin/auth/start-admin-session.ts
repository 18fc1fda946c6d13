import "server-only";
import { deviceIdOf, hashDeviceId, newDeviceId, setDeviceCookie } from "@/server/admin/auth/admin-device";
import { newDeviceMail } from "@/server/admin/auth/new-device-mail";
import { setAdminSessionCookie } from "@/server/auth/admin-session";
import { createSession } from "@/server/auth/create-session";
import { describeDevice } from "@/server/auth/describe-device";
import { storedUserAgent } from "@/server/auth/session-rules";
import { db } from "@/server/db";
import { sendMail } from "@/server/mail/send-mail";

/**
 * Signs an admin in on this response: a new admin Session row (8 hours idle, 7 days at most) and
 * the admin cookie carrying its id and the admin's session version. `secondFactor` says the sign-in
 * gave a second factor (an authenticator code, a recovery code or a passkey): the session then counts
 * as having given it now, for the step-up window (src/server/auth/second-factor-gate.ts).
 * Then the browser: see noteDevice.
 */
export async function startAdminSession(
  response: Response,
  { admin, request, secondFactor = false, now = new Date() }: { admin: { id: string; sessionVersion: number }; request: Request; secondFactor?: boolean; now?: Date },
): Promise<void> {
  const session = await createSession({ kind: "admin", ownerId: admin.id, userAgent: request.headers.get("user-agent"), now });
  if (secondFactor) await db.session.update({ where: { id: session.id }, data: { secondFactorAt: now } });
  await db.admin.update({ where: { id: admin.id }, data: { lastSignInAt: now } });
  await setAdminSessionCookie(response, { adminId: admin.id, sessionVersion: admin.sessionVersion, sessionId: session.id });
  await noteDevice(response, { adminId: admin.id, request, now });
}

/**
 * The browser of a sign-in (ASVS V6.3.5): a known one (its device cookie's hash is on the admin's
 * list) is only marked as seen; a new one gets a device cookie and goes on the list, and the admin
 * gets a mail, unless the list was empty: an admin's very first sign-in (a new member's, or anyone's
 * first since devices were kept) has nothing to compare with, and a mail each first time would teach
 * people to ignore it. A mail that cannot go out never blocks the sign-in.
 */
async function noteDevice(response: Response, { adminId, request, now }: { adminId: string; request: Request; now: Date }): Promise<void> {
  const known = deviceIdOf(request);
  const userAgent = storedUserAgent(request.headers.get("user-agent"));
  if (known) {
    const { count } = await db.adminDevice.updateMany({ where: { adminId, deviceHash: hashDeviceId(known) }, data: { lastSeenAt: now, userAgent } });
    if (count === 1) return;
  }
  // A browser without our cookie, or with one this admin has not signed in from (another member's).
  const id = known ?? newDeviceId();
  if (!known) setDeviceCookie(response, id);
  const hadDevices = (await db.adminDevice.count({ where: { adminId } })) > 0;
  await db.adminDevice.upsert({
    where: { adminId_deviceHash: { adminId, deviceHash: hashDeviceId(id) } },
    create: { adminId, deviceHash: hashDeviceId(id), userAgent, firstSeenAt: now, lastSeenAt: now },
    update: { lastSeenAt: now, userAgent },
  });
  if (!hadDevices) return;
  const admin = await db.admin.findUnique({ where: { id: adminId }, select: { email: true, name: true } });
  if (!admin) return;
  try {
    await sendMail(newDeviceMail({ to: admin.email, name: admin.name, device: describeDevice(userAgent), at: now }), now);
  } catch (error) {
    console.error("new-device mail failed", error);
  }
}
