import { formatRupees } from "@/lib/format";

// Texts of the team, roles and the second factor (issue 43). Helpers of each part add theirs here,
// each in its own block.

export const STAFF_MSG = {
  // Roles (authorize.ts and the 403 page)
  roleForbidden: "Your role does not allow this. Ask the shop's owner if you need it.",
  forbiddenTitle: "Not for your role",
  forbiddenBody: "This part of the back office is not open to your role. Ask the shop's owner if you need it.",
  forbiddenBack: "Back to the dashboard",
  // Step-up (second-factor-gate.ts)
  stepUpRequired: "Confirm it is you: give your second factor again to do this.",
  // Enrolment required by the two-factor policy
  enrolRequired: "Set up a second factor to use the back office: the shop asks for one for your role.",
  // Roles inside handlers (part A: refunds, payment links, the dashboard)
  refundForbidden: "Your role does not allow refunds. Ask the shop's owner or a manager to refund this.",
  refundOverLimit: (limitPaise: number) =>
    `A manager may refund at most ${formatRupees(limitPaise)} at a time. Ask the shop's owner to refund this, or to raise the limit on the Staff page.`,
  paymentLinkForbidden: "Your role does not allow sending payment links. Ask the shop's owner or a manager.",
  manageOrders: "Manage orders",
  manageBlog: "Manage blog posts",
  demoSecondFactorTitle: "Second factor",
  demoSecondFactorNote:
    "This demo shop does not ask for a second factor. On a real server, owners and managers are asked to set one up (an authenticator app or a passkey) at their next sign-in.",
} as const;
