// /admin/account's section for signed-in devices with "Sign out this device" (issue 43). Filled in by its part of the issue.
export function SessionsSection() {
  return null;
}
