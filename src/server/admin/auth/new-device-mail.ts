import "server-only";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { SHOP } from "@/lib/constants";
import type { Mail } from "@/server/mail/send-mail";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** "New sign-in to the back office": when, which browser, and what to do if it was not them. */
export function newDeviceMail({ to, name, device, at }: { to: string; name: string; device: string; at: Date }): Mail {
  const time = `${when.format(at)} (India time)`;
  const advice = "If it was not you, change your password now (Forgot Password on the sign-in page, with your reset secret) and tell the shop's owner.";
  const lines = [
    `Hello ${name},`,
    "",
    `Someone signed in to ${SHOP.name}'s back office as you from a browser not used before:`,
    "",
    `When: ${time}`,
    `Browser: ${device}`,
    "",
    "If it was you, there is nothing to do.",
    advice,
    "",
    SHOP.name,
  ];
  const html =
    `<p>Hello ${escapeHtml(name)},</p>` +
    `<p>Someone signed in to ${escapeHtml(SHOP.name)}'s back office as you from a browser not used before:</p>` +
    `<ul><li>When: ${escapeHtml(time)}</li><li>Browser: ${escapeHtml(device)}</li></ul>` +
    `<p>If it was you, there is nothing to do.<br>${escapeHtml(advice)}</p>` +
    `<p>${escapeHtml(SHOP.name)}</p>`;
  return { to, subject: STAFF_MSG.newDeviceMailSubject, text: lines.join("\n"), html };
}
