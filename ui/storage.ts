/**
 * Key-value storage that never throws: localStorage when the browser allows it, memory otherwise.
 * Third-party iframes in Safari and incognito windows block or throw on storage; the widget must keep working.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** True when values only live in memory (storage blocked or throwing). */
  readonly memoryOnly: boolean;
  /** True when the host page keeps the values for a framed widget (widget/embed/kept.ts): its scripts can read them. */
  readonly keptByHost?: boolean;
}

/** Wraps a Storage getter; any throw (on access, read or write) falls back to memory for good. */
export function createSafeStorage(getStorage: () => Storage | null | undefined): SafeStorage {
  const memory = new Map<string, string>();
  let backing: Storage | null = null;
  try {
    const candidate = getStorage() ?? null;
    // Safari's private mode used to expose storage that throws on setItem: probe once.
    candidate?.setItem('tafel:probe', '1');
    candidate?.removeItem('tafel:probe');
    backing = candidate;
  } catch {
    backing = null;
  }
  const fallBack = () => {
    backing = null;
  };
  return {
    get(key) {
      if (backing) {
        try {
          return backing.getItem(key);
        } catch {
          fallBack();
        }
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      if (backing) {
        try {
          backing.setItem(key, value);
        } catch {
          fallBack();
        }
      }
    },
    remove(key) {
      memory.delete(key);
      if (backing) {
        try {
          backing.removeItem(key);
        } catch {
          fallBack();
        }
      }
    },
    get memoryOnly() {
      return backing === null;
    },
  };
}

/** The browser's localStorage, guarded: reading `window.localStorage` itself throws in some sandboxes. */
export const browserStorage = (): SafeStorage =>
  createSafeStorage(() => (typeof window === 'undefined' ? null : window.localStorage));

/** The tab's sessionStorage (a journey under way survives a refresh), or memory when the browser blocks it. */
export const sessionStore = (): SafeStorage =>
  createSafeStorage(() => (typeof window === 'undefined' ? null : window.sessionStorage));
