import { OFFER_LOCATION_IDS } from '../../locations';
import { PROMOTION_TITLES } from '../titles';
import type { Promotion } from '../types';
import { promotionLocations } from './location-list';

/** cinemaDeal: groups of 2 to 14; not on Friday, Saturday or Sunday (ISO 5, 6, 7). */
export const cinemaDeal: Promotion = {
  name: 'cinemaDeal',
  title: PROMOTION_TITLES.cinemaDeal,
  type: 'cinemaDeal',
  excludedDaysOfWeek: [5, 6, 7],
  minGroupSize: 2,
  maxGroupSize: 14,
  locations: promotionLocations(OFFER_LOCATION_IDS),
};
