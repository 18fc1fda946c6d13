import "server-only";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { SHOP } from "@/lib/constants";
import type { Mail } from "@/server/mail/send-mail";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tells a member that the owner removed their second factor, and what to do if they did not ask. */
export function secondFactorResetMail({ to, name, resetBy }: { to: string; name: string; resetBy: string }): Mail {
  const paragraphs = [
    STAFF_MSG.resetMailWhat(resetBy),
    STAFF_MSG.resetMailNext,
    STAFF_MSG.resetMailNotYou(resetBy),
  ];
  const text = [`Hello ${name},`, "", ...paragraphs.flatMap((p) => [p, ""]), SHOP.name].join("\n");
  const html = `<p>Hello ${escapeHtml(name)},</p>` + paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("") + `<p>${escapeHtml(SHOP.name)}</p>`;
  return { to, subject: STAFF_MSG.resetMailSubject, text, html };
}
