import { useStore } from "zustand";
import { type StoredUser, userStore } from "@/stores/user-store";

/** The customer this device remembers (null for a visitor). Client components only; see src/stores/user-store.ts. */
export const useStoredUser = () => useStore(userStore, (state) => state.user);
/** False in the server render and until local storage was read. */
export const useUserHydrated = () => useStore(userStore, (state) => state.hydrated);

/**
 * The stored customer, or null: also null in the server render and until local storage was read,
 * so the static HTML (logged out) and the first browser render agree.
 */
export function useSignedInUser(): StoredUser | null {
  return useStore(userStore, (state) => (state.hydrated ? state.user : null));
}
