import { GEOLOCATION_MAXIMUM_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '../../../../shared/constants';
import { distanceKm, sortByDistance } from './distance';

/** Where the guest is, as the restaurant list uses it: the sites nearest first, and each one's distance. */
export interface Nearness {
  sort: <T extends { lat: number; long: number }>(sites: readonly T[]) => T[];
  km: (site: { lat: number; long: number }) => number;
}

/** The guest's words for why the browser gave no position (its own error text is English whatever they read). */
interface LocationRefusalWords {
  denied: () => string;
  unavailable: () => string;
  timeout: () => string;
  unsupported: () => string;
}

/**
 * Asks the browser where the guest is (a position up to 10 minutes old, a 10 s time-out), for the list's
 * 'Sort by distance'. A chunk of its own, fetched on the first press.
 */
export function locateGuest(refusals: LocationRefusalWords): Promise<Nearness | { refused: string }> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve({ refused: refusals.unsupported() });
    navigator.geolocation.getCurrentPosition(
      (found) => {
        const here = { lat: found.coords.latitude, long: found.coords.longitude };
        resolve({
          sort: (sites) => sortByDistance(sites, here),
          km: (site) => Math.round(distanceKm(here, site)),
        });
      },
      (error) =>
        resolve({
          refused:
            error.code === error.PERMISSION_DENIED
              ? refusals.denied()
              : error.code === error.TIMEOUT
                ? refusals.timeout()
                : refusals.unavailable(),
        }),
      { maximumAge: GEOLOCATION_MAXIMUM_AGE_MS, timeout: GEOLOCATION_TIMEOUT_MS },
    );
  });
}
