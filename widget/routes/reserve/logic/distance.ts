/** Distances to the restaurants, for sorting by the guest's position. Pure. */

/** Great-circle distance in km, for sorting by the guest's position. */
export function distanceKm(from: { lat: number; long: number }, to: { lat: number; long: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLong = rad(to.long - from.long);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLong / 2) ** 2;
  return 6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

/** Sites nearest first; equal distances keep their order (Array sort is stable). */
export function sortByDistance<T extends { lat: number; long: number }>(
  sites: readonly T[],
  from: { lat: number; long: number },
): T[] {
  return [...sites].sort((a, b) => distanceKm(from, a) - distanceKm(from, b));
}
