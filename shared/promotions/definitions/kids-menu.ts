import { OFFER_LOCATION_IDS } from '../../locations';
import { PROMOTION_TITLES } from '../titles';
import type { Promotion } from '../types';
import { promotionLocations } from './location-list';

/** kidsMenu: 'free kids menu action' in the notes; ends 2024-10-31; max 14. */
export const kidsMenu: Promotion = {
  name: 'kidsMenu',
  title: PROMOTION_TITLES.kidsMenu,
  type: 'kidsMenu',
  activator: { type: 'notesField', text: 'free kids menu action' },
  endDate: '2024-10-31',
  maxGroupSize: 14,
  locations: promotionLocations(OFFER_LOCATION_IDS),
};
