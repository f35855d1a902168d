import { OFFER_LOCATION_IDS } from '../../locations';
import { PROMOTION_TITLES } from '../titles';
import type { Promotion } from '../types';
import { promotionLocations } from './location-list';

/** socialDeal: 'Actie:SocialDeal' in the notes; not Fri-Sun; public holidays 2024-2026 excluded; 2 to 14. */
export const socialDeal: Promotion = {
  name: 'socialDeal',
  title: PROMOTION_TITLES.socialDeal,
  type: 'socialDeal',
  activator: { type: 'notesField', text: 'Actie:SocialDeal' },
  excludedDaysOfWeek: [5, 6, 7],
  excludedDates: [
    '2024-05-09', // Ascension Day
    '2024-05-20', // Whit Monday
    ['2024-12-23', '2025-01-02'], // year end
    '2025-04-21', // Easter Monday
    '2025-05-05', // Liberation Day
    '2025-05-29', // Ascension Day
    '2025-06-09', // Whit Monday
    ['2025-12-22', '2026-01-02'], // year end
    '2026-04-06', // Easter Monday
    '2026-04-27', // King's Day
    '2026-05-14', // Ascension Day
    '2026-05-25', // Whit Monday
    ['2026-12-21', '2026-12-31'], // year end
  ],
  minGroupSize: 2,
  maxGroupSize: 14,
  locations: promotionLocations(OFFER_LOCATION_IDS),
};
