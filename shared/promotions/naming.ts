import type { CalendarDate } from '../slots/types';
import { promotionPeriod } from './period';
import type { Promotion } from './types';

/** Any code stands for "a guest holding a one-time deal code": only whether one is held changes the calendar. */
const ANY_DEAL_CODE = { dealCode: 'any' } as const;

/**
 * The promotions that name a restaurant (by its id) and still run, or have yet to begin, on `today` (the Amsterdam
 * date). While one does, the restaurant is not archived, by the import or on the staff screen (docs/restaurants.md):
 * guests may still book it with that offer. A promotion whose one-time deal code runs past its own end still names
 * it until the deal code's end. In the order given.
 * @example promotionsNamingRestaurant([cinemaDeal, kidsMenu], AMSTERDAM_ID, '2026-11-27') //=> [cinemaDeal] (kidsMenu ended 2024-10-31)
 */
export function promotionsNamingRestaurant(
  promotions: readonly Promotion[],
  restaurantId: string,
  today: CalendarDate,
): Promotion[] {
  return promotions.filter(
    (promotion) =>
      promotion.locations.some((location) => location.id === restaurantId) &&
      (promotionPeriod(promotion, today).status !== 'ended' ||
        (promotion.oneTimeDealCode !== undefined &&
          promotionPeriod(promotion, today, ANY_DEAL_CODE).status !== 'ended')),
  );
}
