import type { SafeStorage } from '../../ui/storage';

/** The staff app's own key: a guest's token (widget/state/token-store.ts, 'tafel:token') and a host's never mix. */
export const STAFF_TOKEN_KEY = 'tafel-staff:token';
/** The language a staff member chose on this device, over their account's. */
export const STAFF_LANGUAGE_KEY = 'tafel-staff:language';

/**
 * Keeps the staff session token in storage (memory when the browser blocks storage: the app keeps working until the
 * tab closes). The server decides when the session ends; a token it no longer knows is dropped on its 401.
 */
export function createStaffTokenStore(storage: SafeStorage) {
  return {
    read: (): string | null => storage.get(STAFF_TOKEN_KEY) || null,
    save: (token: string) => storage.set(STAFF_TOKEN_KEY, token),
    clear: () => storage.remove(STAFF_TOKEN_KEY),
  };
}

export type StaffTokenStore = ReturnType<typeof createStaffTokenStore>;
