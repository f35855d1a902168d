import { LOCATIONS, VOUCHER_LOCATION_IDS } from '../../locations';
import { PROMOTION_TITLES } from '../titles';
import type { Promotion } from '../types';
import { promotionLocations } from './location-list';

// These locations stay open for the voucher over Easter; every other location also leaves out the Easter days.
const OPEN_OVER_EASTER = ['emmen', 'assen', 'middelburg', 'venlo', 'heerlen'];
const EASTER_EXCLUSIONS = ['2025-04-20', '2025-04-21', '2025-04-26', '2025-05-29'];

/** voucherThreeCourse: 2024-11-22..2025-05-31, holidays excluded everywhere, Easter at most locations. */
export const voucherThreeCourse: Promotion = {
  name: 'voucherThreeCourse',
  title: PROMOTION_TITLES.voucherThreeCourse,
  type: 'voucherThreeCourse',
  startDate: '2024-11-22',
  endDate: '2025-05-31',
  excludedDates: [
    '2024-12-25',
    '2024-12-26',
    '2024-12-31',
    '2025-01-01',
    '2025-01-06',
    '2025-04-20',
    '2025-05-29',
  ],
  locations: promotionLocations(
    VOUCHER_LOCATION_IDS,
    {},
    Object.fromEntries(
      LOCATIONS.filter((location) => !OPEN_OVER_EASTER.includes(location.slug)).map((location) => [
        location.slug,
        { excludedDates: EASTER_EXCLUSIONS },
      ]),
    ),
  ),
};
