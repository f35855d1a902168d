import { VOUCHER_LOCATION_IDS } from '../../locations';
import { PROMOTION_TITLES } from '../titles';
import type { Promotion } from '../types';
import { promotionLocations } from './location-list';

/** voucherLunchdeal: 2025-04-25..2025-10-25; max 14; every location's last slot is 16:00. */
export const voucherLunchdeal: Promotion = {
  name: 'voucherLunchdeal',
  title: PROMOTION_TITLES.voucherLunchdeal,
  type: 'voucherLunchdeal',
  startDate: '2025-04-25',
  endDate: '2025-10-25',
  maxGroupSize: 14,
  locations: promotionLocations(VOUCHER_LOCATION_IDS, { end_time: '16:00' }),
};
