// /adm-login's "Sign in with a passkey" (issue 43). Filled in by the passkeys part of the issue.
export function PasskeySignIn() {
  return null;
}
