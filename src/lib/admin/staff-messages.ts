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
} as const;
