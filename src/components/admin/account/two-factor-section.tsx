// /admin/account's section for the authenticator app and recovery codes (issue 43). Filled in by its part of the issue.
export function TwoFactorSection() {
  return null;
}
