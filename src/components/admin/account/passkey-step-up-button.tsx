// The step-up dialog's "Use a passkey" (issue 43): confirms it is you with a passkey instead of a
// code, then calls onDone. Filled in by the passkeys part of the issue.
export function PasskeyStepUpButton(_props: { onDone: () => void }) {
  return null;
}
