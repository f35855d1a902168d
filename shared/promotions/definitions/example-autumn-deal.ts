import { LOCATIONS } from '../../locations';
import { PROMOTION_TITLES } from '../titles';
import type { Promotion } from '../types';
import { promotionLocations } from './location-list';

const EXAMPLE_SLUGS = ['amsterdam-centrum', 'utrecht', 'rotterdam', 'groningen', 'maastricht', 'eindhoven'];

/**
 * EXAMPLE ONLY, not a real offer: the SPEC's promotions all ended before today (2026-11-22),
 * so this one runs now, letting the promotion flow be tried in the widget and against the server.
 * Valid 2026-11-01..2027-03-31, not Fri-Sun, not over the year end, groups 2-8, six locations,
 * dinner only from 17:00 in Amsterdam.
 */
export const exampleAutumnDeal: Promotion = {
  name: 'exampleAutumnDeal',
  title: PROMOTION_TITLES.exampleAutumnDeal,
  type: 'example',
  example: true,
  activator: { type: 'notesField', text: 'Autumn deal' },
  startDate: '2026-11-01',
  endDate: '2027-03-31',
  excludedDaysOfWeek: [5, 6, 7],
  excludedDates: [['2026-12-24', '2027-01-01']],
  minGroupSize: 2,
  maxGroupSize: 8,
  locations: promotionLocations(
    LOCATIONS.filter((location) => EXAMPLE_SLUGS.includes(location.slug)).map((location) => location.id),
    {},
    { 'amsterdam-centrum': { start_time: '17:00' } },
  ),
};
