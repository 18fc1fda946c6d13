import { createStore } from "zustand/vanilla";
import { persist } from "zustand/middleware";
import { USER_STORAGE_KEY } from "@/lib/constants";
import { type StorageLike, browserLocalStorage, isRecord, isStoredId, safeJSONStorage } from "./safe-storage";

/**
 * The signed-in customer as the browser knows it (storefront §3 User, stored under 'User'): for
 * the greeting, the sync calls' {userId} and prefilled forms. It is not the session: the session
 * is the HttpOnly cookie, which the server checks on every protected call. When the server
 * answers 401 the user is cleared here too (src/components/account/session-check.tsx).
 */
export type StoredUser = { _id: string; name: string; email: string; phone: string | null };

export type UserState = {
  user: StoredUser | null;
  hydrated: boolean;
  setUser: (user: StoredUser) => void;
  clear: () => void;
};

type PersistedUser = Pick<UserState, "user">;

const text = (value: unknown, max: number): value is string => typeof value === "string" && value.length > 0 && value.length <= max;

/** A stored user, or null for anything else (plain guards, see safe-storage.ts). */
export function parseStoredUser(value: unknown): StoredUser | null {
  if (!isRecord(value)) return null;
  const { _id, name, email, phone } = value;
  if (!isStoredId(_id) || !text(name, 200) || !text(email, 320)) return null;
  return { _id, name, email, phone: text(phone, 40) ? phone : null };
}

export function readUserState(stored: unknown): PersistedUser {
  return { user: isRecord(stored) ? parseStoredUser(stored.user) : null };
}

/** The first word of the name, for 'Hello, {first name}'. */
export const firstName = (user: StoredUser) => user.name.trim().split(/\s+/)[0] ?? user.name;

export function createUserStore(getStorage: () => StorageLike | undefined = browserLocalStorage) {
  return createStore<UserState>()(
    persist(
      (set) => ({
        user: null,
        hydrated: false,
        setUser: (user) => set({ user: parseStoredUser(user) }),
        clear: () => set({ user: null }),
      }),
      {
        name: USER_STORAGE_KEY,
        version: 1,
        storage: safeJSONStorage<PersistedUser>(readUserState, getStorage),
        partialize: (state): PersistedUser => ({ user: state.user }),
        skipHydration: true,
        migrate: (stored) => stored as PersistedUser,
        merge: (stored, current) => ({ ...current, user: (stored as PersistedUser | undefined)?.user ?? null, hydrated: true }),
      },
    ),
  );
}

export type UserStore = ReturnType<typeof createUserStore>;

/** The app's user store; rehydrated by StoreHydrator with the cart and the wishlist. */
export const userStore = createUserStore();
