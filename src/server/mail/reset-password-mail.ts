import "server-only";
import { SHOP } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import type { Mail } from "@/server/mail/send-mail";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password-reset mail: the link, how long it lasts, and what to do if it was not you. */
export function resetPasswordMail({ to, name, link }: { to: string; name: string; link: string }): Mail {
  const lines = [
    `Hello ${name},`,
    "",
    `Someone (we hope you) asked to reset the password of your ${SHOP.name} account. Open this link to choose a new one:`,
    "",
    link,
    "",
    "The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.",
    "",
    SHOP.name,
  ];
  const html =
    `<p>Hello ${escapeHtml(name)},</p>` +
    `<p>Someone (we hope you) asked to reset the password of your ${escapeHtml(SHOP.name)} account.</p>` +
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>` +
    "<p>The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.</p>" +
    `<p>${escapeHtml(SHOP.name)}</p>`;
  return { to, subject: MSG.resetMailSubject, text: lines.join("\n"), html };
}
