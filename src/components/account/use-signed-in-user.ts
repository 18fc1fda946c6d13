"use client";

import { useStore } from "zustand";
import { type StoredUser, userStore } from "@/stores/user-store";

/**
 * The customer this device remembers, or null: also null in the server render and until local
 * storage was read, so the static HTML (logged out) and the first browser render agree.
 */
export function useSignedInUser(): StoredUser | null {
  return useStore(userStore, (state) => (state.hydrated ? state.user : null));
}
