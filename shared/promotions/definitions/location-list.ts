import { locationById, locationBySlug, type Location } from '../../locations';
import type { PromotionLocation } from '../types';

/**
 * The PromotionLocation entries for a list of location ids, each with the same limits plus,
 * optionally, limits for particular locations (by slug, so a reader sees which ones).
 */
export function promotionLocations(
  ids: readonly string[],
  common: Omit<PromotionLocation, 'id' | 'name'> = {},
  bySlug: Readonly<Record<string, Omit<PromotionLocation, 'id' | 'name'>>> = {},
): PromotionLocation[] {
  // A misspelt slug would silently drop a limit; fail at load instead.
  for (const slug of Object.keys(bySlug)) {
    const location = locationBySlug(slug);
    if (!location || !ids.includes(location.id))
      throw new Error(`Promotion limit for a location not in the list: ${slug}`);
  }
  return ids.map((id) => {
    const location = locationById(id) as Location;
    return { id, name: location.name, ...common, ...bySlug[location.slug] };
  });
}
