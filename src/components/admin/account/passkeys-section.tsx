// /admin/account's section for passkeys: list, add, rename, remove (issue 43). Filled in by its part of the issue.
export function PasskeysSection() {
  return null;
}
