import { OFFER_LOCATION_IDS } from '../../locations';
import { PROMOTION_TITLES } from '../titles';
import type { Promotion } from '../types';
import { promotionLocations } from './location-list';

/** loversBurger: ends 2025-05-31; not on Ascension Day 2025-05-29. */
export const loversBurger: Promotion = {
  name: 'loversBurger',
  title: PROMOTION_TITLES.loversBurger,
  type: 'loversBurger',
  endDate: '2025-05-31',
  excludedDates: ['2025-05-29'],
  locations: promotionLocations(OFFER_LOCATION_IDS),
};
