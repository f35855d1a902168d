import { TOKEN_LIFE_REMEMBER_MS, TOKEN_LIFE_SHORT_MS } from '../../shared/constants';
import type { SafeStorage } from '../../ui/storage';

const TOKEN_KEY = 'tafel:token';

export interface StoredToken {
  token: string;
  remember: boolean;
  /** Epoch ms after which the token is discarded on read. */
  expiresAt: number;
}

/**
 * A token lives 7 days when remember is absent or true, else 30 minutes.
 * @example tokenLifeMs(undefined) //=> 604800000
 * @example tokenLifeMs(false) //=> 1800000
 */
export const tokenLifeMs = (remember: boolean | undefined): number =>
  remember === false ? TOKEN_LIFE_SHORT_MS : TOKEN_LIFE_REMEMBER_MS;

/** Keeps the session token in storage with its expiry deadline; `now` is injected so tests control time. */
export function createTokenStore(storage: SafeStorage, now: () => number = Date.now) {
  return {
    /** Keeps the token until `expiresAt` when the server said when it ends, else for the life `remember` gives. */
    save(token: string, remember: boolean | undefined, expiresAt?: number): StoredToken {
      const stored: StoredToken = {
        token,
        remember: remember !== false,
        expiresAt: expiresAt ?? now() + tokenLifeMs(remember),
      };
      storage.set(TOKEN_KEY, JSON.stringify(stored));
      return stored;
    },
    /** The stored token, or null when absent, unreadable or expired (an expired one is removed). */
    read(): StoredToken | null {
      const raw = storage.get(TOKEN_KEY);
      if (!raw) return null;
      try {
        const parsed = JSON.parse(raw) as Partial<StoredToken>;
        if (
          typeof parsed.token !== 'string' ||
          typeof parsed.expiresAt !== 'number' ||
          parsed.expiresAt <= now()
        ) {
          storage.remove(TOKEN_KEY);
          return null;
        }
        return { token: parsed.token, remember: parsed.remember !== false, expiresAt: parsed.expiresAt };
      } catch {
        storage.remove(TOKEN_KEY);
        return null;
      }
    },
    clear(): void {
      storage.remove(TOKEN_KEY);
    },
  };
}
