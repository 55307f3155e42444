import { atom } from 'jotai';
import { readAuth, type StoredAuthData } from './auth-storage';

/**
 * The logged-in player's stored auth data, or null for a visitor (docs/product.md §6: two states only).
 * Initialised from local storage; write it through `useSession()` in features/auth, which also persists.
 */
export const authAtom = atom<StoredAuthData | null>(readAuth());

/** True when a player is logged in. */
export const isLoggedInAtom = atom((get) => get(authAtom) !== null);
