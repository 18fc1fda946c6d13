"use client";

import { useSyncExternalStore } from "react";
import { browserHasWebAuthn } from "@/lib/api/admin/passkeys";

const never = () => () => undefined;

/** Whether this browser has WebAuthn: false on the server and in the first render, then the truth. */
export function useWebAuthnSupport(): boolean {
  return useSyncExternalStore(never, browserHasWebAuthn, () => false);
}
