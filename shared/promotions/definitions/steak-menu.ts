import { STEAK_MENU_LOCATION_IDS } from '../../locations';
import { PROMOTION_TITLES } from '../titles';
import type { Promotion } from '../types';
import { promotionLocations } from './location-list';

/** steakMenu: activated by the steak menu priced 27,50; ends 2024-10-31; max 14; 34 locations. */
export const steakMenu: Promotion = {
  name: 'steakMenu',
  title: PROMOTION_TITLES.steakMenu,
  type: 'steakMenu',
  activator: { type: 'notesField', text: 'Steak menu 27,50' },
  endDate: '2024-10-31',
  maxGroupSize: 14,
  locations: promotionLocations(STEAK_MENU_LOCATION_IDS),
};
