import type { SiteExtra } from '../sites/types';
import { isClockWithin } from '../time/clock';

/**
 * Whether a slot time lies within the target site's online window
 * (hide slots outside extra.min_atbl_timeslot and extra.max_atbl_timeslot).
 * Both bounds are inclusive and each is optional; without a site nothing is hidden.
 * @example isWithinSiteWindow('21:30', { max_atbl_timeslot: '21:00' }) === false
 */
export function isWithinSiteWindow(
  time: string,
  extra?: Pick<SiteExtra, 'min_atbl_timeslot' | 'max_atbl_timeslot'>,
): boolean {
  return isClockWithin(time, extra?.min_atbl_timeslot || undefined, extra?.max_atbl_timeslot || undefined);
}
