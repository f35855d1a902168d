import { VOUCHER_LOCATION_IDS } from '../../locations';
import { PROMOTION_TITLES } from '../titles';
import type { Promotion } from '../types';
import { promotionLocations } from './location-list';

// Whit Monday 2024 is busy at these locations, so they also leave it out (SPEC: "some locations also exclude 2024-05-20").
const WHIT_MONDAY_EXCLUDED = [
  'amsterdam-centrum',
  'rotterdam',
  'utrecht',
  'den-haag',
  'maastricht',
  'haarlem',
  'zwolle',
];

/** Voucher action: max 14; 2024-04-28..2025-04-23; 12:00-16:00 at every location. */
export const voucherAction: Promotion = {
  name: 'voucherAction',
  title: PROMOTION_TITLES.voucherAction,
  type: 'voucherAction',
  startDate: '2024-04-28',
  endDate: '2025-04-23',
  maxGroupSize: 14,
  excludedDates: [
    '2024-05-09', // Ascension Day
    '2024-05-19', // Whit Sunday
    ['2024-12-05', '2024-12-06'], // Sinterklaas
    ['2024-12-24', '2025-01-01'], // year end
    '2025-04-20', // Easter Sunday
    '2025-04-21', // Easter Monday
  ],
  locations: promotionLocations(
    VOUCHER_LOCATION_IDS,
    { start_time: '12:00', end_time: '16:00' },
    Object.fromEntries(WHIT_MONDAY_EXCLUDED.map((slug) => [slug, { excludedDates: ['2024-05-20'] }])),
  ),
  // With a one-time deal code from the voucher e-mail, the calendar runs on to 31 May, except Ascension Day.
  oneTimeDealCode: { endDate: '2025-05-31', excludedDates: ['2025-05-29'] },
};
