/**
 * The keys of a change body that name a restaurant: the API's own (`site_id` and `site_name`, as a reservation
 * answer sent back carries them) and the words a client reaches for.
 */
export const RESTAURANT_KEYS = [
  'site_id',
  'site_name',
  'siteId',
  'site',
  'location',
  'location_id',
  'restaurant',
  'restaurant_id',
] as const;

/** Whether a value names this restaurant: its id or its name, as text, case and outer spaces aside. */
const namesThisOne = (value: unknown, site: { id: string; name: string }): boolean =>
  typeof value === 'string' &&
  [site.id, site.name].some((own) => own.toLowerCase() === value.trim().toLowerCase());

/**
 * A booking stays at its restaurant: a change that names another one is refused, never carried out without the
 * move (the guest cancels and books again there). Only the keys of RESTAURANT_KEYS count; any other key is not
 * about the restaurant.
 *
 * Edge cases: a key absent or null names no restaurant; this restaurant's id or name (any case, outer spaces
 * aside) is no move; any other value (another id, a slug, a number, an object) counts as another restaurant,
 * since nothing says it is this one.
 *
 * @example
 * const amsterdam = { id: '1b8742b7-4076-495b-ac5e-52bc563c2a01', name: 'Tafel Amsterdam' };
 * namesAnotherRestaurant({ time: '20:00', site_id: amsterdam.id }, amsterdam) //=> false
 * namesAnotherRestaurant({ site_id: 'f33c6e62-74dc-462f-9fbe-a4a73396c75a' }, amsterdam) //=> true
 * namesAnotherRestaurant({ location: 'rotterdam' }, amsterdam) //=> true
 */
export function namesAnotherRestaurant(body: unknown, site: { id: string; name: string }): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const named = body as Record<string, unknown>;
  return RESTAURANT_KEYS.some(
    (key) =>
      Object.hasOwn(named, key) &&
      named[key] !== undefined &&
      named[key] !== null &&
      !namesThisOne(named[key], site),
  );
}
