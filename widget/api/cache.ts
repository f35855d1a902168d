import { API_CACHE_ENTRIES, API_CACHE_MS } from '../../shared/constants';

/**
 * GET answers kept for a while (120000 ms, at most 100 entries).
 * Insertion order is age order; the oldest entry goes first when full.
 */
export function createResponseCache<T>({
  ttlMs = API_CACHE_MS,
  maxEntries = API_CACHE_ENTRIES,
  now = Date.now,
} = {}) {
  const entries = new Map<string, { value: T; storedAt: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, { value, storedAt: now() });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
