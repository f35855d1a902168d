import { describe, expect, it } from 'vitest';
import type { SiteExtra } from '../sites/types';
import { isWithinSiteWindow } from './site-window';

describe('for a target site, hide slots outside extra.min_atbl_timeslot..max_atbl_timeslot', () => {
  it.each<[string, SiteExtra | undefined, boolean, string]>([
    ['12:00', { min_atbl_timeslot: '12:00', max_atbl_timeslot: '20:00' }, true, 'lower bound is inclusive'],
    ['20:00', { min_atbl_timeslot: '12:00', max_atbl_timeslot: '20:00' }, true, 'upper bound is inclusive'],
    ['11:45', { min_atbl_timeslot: '12:00', max_atbl_timeslot: '20:00' }, false, 'before the window'],
    ['20:15', { min_atbl_timeslot: '12:00', max_atbl_timeslot: '20:00' }, false, 'after the window'],
    ['09:00', { max_atbl_timeslot: '20:00' }, true, 'only an upper bound'],
    ['21:00', { max_atbl_timeslot: '20:00' }, false, 'only an upper bound, after it'],
    ['11:00', { min_atbl_timeslot: '12:00' }, false, 'only a lower bound, before it'],
    ['23:00', { min_atbl_timeslot: '12:00' }, true, 'only a lower bound, after it'],
    ['03:00', {}, true, 'no bounds'],
    ['03:00', undefined, true, 'no target site'],
    ['9:30', { min_atbl_timeslot: '09:30' }, true, 'unpadded time compares as a time, not as text'],
    ['10:00', { min_atbl_timeslot: '9:30' }, true, 'unpadded bound compares as a time, not as text'],
    ['12:00', { min_atbl_timeslot: '', max_atbl_timeslot: '' }, true, 'empty strings mean no bound'],
  ])('%s with %j is %s (%s)', (time, extra, expected, _why) =>
    expect(isWithinSiteWindow(time, extra)).toBe(expected),
  );
});
