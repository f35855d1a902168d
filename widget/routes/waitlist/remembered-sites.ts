import type { SafeStorage } from '../../../ui/storage';

/** Where the restaurants the guest joined a waitlist at are kept on this device. */
export const WAITLIST_SITES_KEY = 'tafel:waitlist-sites';

/** How many restaurants are kept: the newest first. */
const KEPT = 10;

/**
 * The restaurants the guest joined a waitlist at on this device, newest first: the API lists a guest's requests
 * per restaurant (docs/waitlist.md), so the guest's list asks these. Anything else stored there reads as none.
 * @example rememberedWaitlistSites(storage) //=> ['5f0c…', '9a1e…']
 */
export function rememberedWaitlistSites(storage: SafeStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.get(WAITLIST_SITES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps a restaurant the guest joined a waitlist at, first in the list. */
export function rememberWaitlistSite(storage: SafeStorage, siteId: string): void {
  const sites = [siteId, ...rememberedWaitlistSites(storage).filter((id) => id !== siteId)].slice(0, KEPT);
  storage.set(WAITLIST_SITES_KEY, JSON.stringify(sites));
}
