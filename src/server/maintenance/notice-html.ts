import { SHOP } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import type { MaintenanceStatus } from "./status";

// The maintenance notice (back office §2 'Maintenance / suspension notice') as one self-contained
// HTML page: inline CSS, no script, no font or picture to fetch, so the proxy can answer with it
// while nothing else of the shop is served. The owner's message and contact are escaped.

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]{6,}$/;

/** Each part of "email / phone" as a link a phone can follow; anything else as text. */
function contactHtml(contact: string): string {
  return contact
    .split(" / ")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      if (EMAIL.test(part)) return `<a href="mailto:${escapeHtml(encodeURI(part))}">${escapeHtml(part)}</a>`;
      if (PHONE.test(part)) return `<a class="nowrap" href="tel:${escapeHtml(part.replace(/[^\d+]/g, ""))}">${escapeHtml(part)}</a>`;
      return escapeHtml(part);
    })
    .join(" / ");
}

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100vh;min-height:100dvh;display:grid;place-items:center;padding:32px 16px;
background:linear-gradient(160deg,#fafafa 0%,#eef0f3 55%,#e4e7eb 100%);color:#1e2227;
font:1rem/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
main{width:100%;max-width:600px;padding:40px 24px;background:#fff;border:1px solid #dde1e5;border-radius:16px;
box-shadow:0 12px 32px rgb(20 24 28 / .08);text-align:center}
.brand{margin:0;font:600 1.5rem/1.2 "Cormorant Garamond",Georgia,"Times New Roman",serif;letter-spacing:.06em}
.tagline{margin:4px 0 0;font-size:.75rem;letter-spacing:.18em;text-transform:uppercase;color:#5f666e}
.rule{width:64px;height:1px;margin:28px auto;border:0;background:#b4bbc3}
h1{margin:0 0 16px;font:600 clamp(1.75rem,1.3rem + 2vw,2.5rem)/1.15 "Cormorant Garamond",Georgia,"Times New Roman",serif;text-wrap:balance}
p{margin:0}
.message{color:#50575f;max-width:46ch;margin:0 auto}
.warning{margin:28px 0 0;padding:14px 16px;border:1px solid #e6d3b3;border-radius:10px;background:#fbf6ee;color:#5a4318;
font-size:.9375rem;text-align:left}
.contact{margin-top:24px;color:#50575f;font-size:.9375rem}
a{color:#1f4d6b;text-underline-offset:3px;overflow-wrap:anywhere}
.nowrap{white-space:nowrap}
a:focus-visible{outline:2px solid #1f4d6b;outline-offset:2px;border-radius:2px}
@media (min-width:640px){main{padding:56px 48px}}
`;

export function noticeHtml(status: MaintenanceStatus): string {
  const message = status.message.trim() || MSG.maintenanceMessage;
  const contact = status.contact.trim();
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#fafafa">
<title>${escapeHtml(MSG.maintenanceTitle)} | ${escapeHtml(SHOP.name)}</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>${CSS}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(SHOP.name)}</p>
<p class="tagline">${escapeHtml(SHOP.tagline)}</p>
<hr class="rule">
<h1>${escapeHtml(MSG.maintenanceTitle)}</h1>
<p class="message">${escapeHtml(message)}</p>
<p class="warning" role="note"><strong>Please note:</strong> ${escapeHtml(MSG.maintenanceDataWarning)}</p>
${contact ? `<p class="contact">${escapeHtml(MSG.maintenanceContact)} ${contactHtml(contact)}</p>` : ""}
</main>
</body>
</html>
`;
}
