import "server-only";
import { ROLE_LABELS, type StaffRole } from "@/lib/admin/permissions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { SHOP } from "@/lib/constants";
import type { Mail } from "@/server/mail/send-mail";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation: who asked, the role, the one-time link and how long it lasts. */
export function inviteMail({ to, name, role, invitedBy, link }: { to: string; name: string; role: StaffRole; invitedBy: string; link: string }): Mail {
  const roleName = ROLE_LABELS[role];
  const lines = [
    `Hello ${name},`,
    "",
    `${invitedBy} invites you to ${SHOP.name}'s back office as ${roleName}. Open this link to choose your password:`,
    "",
    link,
    "",
    "The link works once and expires in 48 hours. If you did not expect this mail, ignore it: nothing is created until the link is used.",
    "",
    SHOP.name,
  ];
  const html =
    `<p>Hello ${escapeHtml(name)},</p>` +
    `<p>${escapeHtml(invitedBy)} invites you to ${escapeHtml(SHOP.name)}'s back office as ${escapeHtml(roleName)}.</p>` +
    `<p><a href="${escapeHtml(link)}">Choose your password</a></p>` +
    "<p>The link works once and expires in 48 hours. If you did not expect this mail, ignore it: nothing is created until the link is used.</p>" +
    `<p>${escapeHtml(SHOP.name)}</p>`;
  return { to, subject: STAFF_MSG.inviteMailSubject, text: lines.join("\n"), html };
}
