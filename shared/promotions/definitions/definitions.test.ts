import { describe, expect, it } from 'vitest';
import {
  LOCATIONS,
  OFFER_LOCATION_IDS,
  STEAK_MENU_LOCATION_IDS,
  VOUCHER_LOCATION_IDS,
  locationById,
} from '../../locations';
import { activatorNote, dayRefusals, isDateAllowed, groupSizeRefusals, slotRefusals } from '../evaluate';
import { PROMOTIONS, promotionByName } from '../registry';
import type { Promotion } from '../types';

/** The evaluator's answer as a yes/no, for tables of cases. */
const isGroupSizeAllowed = (promo: Promotion, partySize: number) =>
  groupSizeRefusals(promo, partySize).length === 0;
const isSlotAllowed = (...args: Parameters<typeof slotRefusals>) => slotRefusals(...args).length === 0;

const codes = (refusals: { code: string }[]) => refusals.map((r) => r.code);
const anyLocation = (promo: Promotion) => promo.locations[0]!.id;

describe('every promotion is well-formed data', () => {
  it.each(Object.entries(PROMOTIONS))(
    '%s is keyed by its name and lists only chain locations',
    (key, promo) => {
      expect(promo.name).toBe(key);
      expect(promotionByName(key)).toBe(promo);
      for (const location of promo.locations) expect(locationById(location.id)?.name).toBe(location.name);
      expect(new Set(promo.locations.map((l) => l.id)).size).toBe(promo.locations.length);
    },
  );

  it.each(Object.entries(PROMOTIONS))(
    '%s has a title for the guest in English and Dutch, not its flow name',
    (key, promo) => {
      for (const title of [promo.title.en, promo.title.nl]) {
        expect(title.trim()).not.toBe('');
        expect(title).not.toBe(key);
      }
    },
  );
  it('an unknown flow name has no promotion', () => {
    expect(promotionByName('toString')).toBeUndefined();
    expect(promotionByName('nope')).toBeUndefined();
  });
});

describe('location lists: vouchers at the voucher list, offers at the offer list, steakMenu at its own (shared/locations.ts)', () => {
  it.each([
    ['voucherAction', VOUCHER_LOCATION_IDS],
    ['voucherThreeCourse', VOUCHER_LOCATION_IDS],
    ['voucherLunchdeal', VOUCHER_LOCATION_IDS],
    ['cinemaDeal', OFFER_LOCATION_IDS],
    ['socialDeal', OFFER_LOCATION_IDS],
    ['kidsMenu', OFFER_LOCATION_IDS],
    ['loversBurger', OFFER_LOCATION_IDS],
    ['steakMenu', STEAK_MENU_LOCATION_IDS],
  ] as const)('%s runs at its %#th list', (name, ids) => {
    expect(PROMOTIONS[name].locations.map((l) => l.id)).toEqual(ids);
  });
  it.each([
    ['voucherAction', VOUCHER_LOCATION_IDS.length],
    ['cinemaDeal', OFFER_LOCATION_IDS.length],
    ['steakMenu', STEAK_MENU_LOCATION_IDS.length],
  ] as const)('%s has %s locations', (name, count) => expect(PROMOTIONS[name].locations).toHaveLength(count));
});

describe('voucher action: max 14; 2024-04-28..2025-04-23; 12:00-16:00; listed dates; some also 2024-05-20; deal code to 2025-05-31 minus 2025-05-29', () => {
  const promo = PROMOTIONS.voucherAction;
  const withWhitMonday = promo.locations.filter((l) => l.excludedDates?.includes('2024-05-20'));
  const withoutWhitMonday = promo.locations.filter((l) => !l.excludedDates?.includes('2024-05-20'));
  it.each([
    ['2024-04-27', {}, false],
    ['2024-04-28', {}, true],
    ['2025-04-23', {}, true],
    ['2025-04-24', {}, false],
    ['2024-12-31', {}, false],
    ['2025-05-15', {}, false],
    ['2025-05-15', { dealCode: 'X1' }, true],
    ['2025-05-31', { dealCode: 'X1' }, true],
    ['2025-06-01', { dealCode: 'X1' }, false],
    ['2025-05-29', { dealCode: 'X1' }, false],
    ['2025-05-29', {}, false],
  ])('date %s with %j allowed: %s', (date, options, expected) =>
    expect(isDateAllowed(promo, date, options)).toBe(expected),
  );
  it('the year end is excluded', () => {
    expect(['2024-12-24', '2024-12-28', '2025-01-01'].map((d) => isDateAllowed(promo, d))).toEqual([
      false,
      false,
      false,
    ]);
  });
  it('max group 14', () => {
    expect(isGroupSizeAllowed(promo, 14)).toBe(true);
    expect(isGroupSizeAllowed(promo, 15)).toBe(false);
  });
  it('every location has the 12:00-16:00 window', () => {
    for (const l of promo.locations) expect([l.start_time, l.end_time]).toEqual(['12:00', '16:00']);
    const id = anyLocation(promo);
    expect(codes(slotRefusals(promo, id, '2024-06-04', '11:45', 2))).toEqual(['time_outside_window']);
    expect(codes(slotRefusals(promo, id, '2024-06-04', '16:30', 2))).toEqual(['time_outside_window']);
    expect(isSlotAllowed(promo, id, '2024-06-04', '12:00', 2)).toBe(true);
  });
  it('some locations, not all, also exclude 2024-05-20', () => {
    expect(withWhitMonday.length).toBeGreaterThan(0);
    expect(withoutWhitMonday.length).toBeGreaterThan(0);
    expect(codes(dayRefusals(promo, withWhitMonday[0]!.id, '2024-05-20', 2))).toEqual(['date_excluded']);
    expect(codes(dayRefusals(promo, withoutWhitMonday[0]!.id, '2024-05-20', 2))).toEqual([]);
  });
});

describe('cinemaDeal: group 2 to 14; excluded weekdays 5, 6, 7 (Fri, Sat, Sun)', () => {
  const promo = PROMOTIONS.cinemaDeal;
  it.each([
    ['2026-03-26', true, 'Thursday'],
    ['2026-03-27', false, 'Friday'],
    ['2026-03-28', false, 'Saturday'],
    ['2026-03-29', false, 'Sunday, daylight-saving day'],
    ['2026-03-30', true, 'Monday'],
  ])('%s allowed: %s (%s)', (date, expected, _why) => expect(isDateAllowed(promo, date)).toBe(expected));
  it.each([
    [1, false],
    [2, true],
    [14, true],
    [15, false],
  ])('group of %s allowed: %s', (size, expected) => {
    expect(isGroupSizeAllowed(promo, size)).toBe(expected);
  });
});

describe("socialDeal: activator 'Actie:SocialDeal'; not Fri-Sun; excluded dates 2024-2026; 2 to 14", () => {
  const promo = PROMOTIONS.socialDeal;
  it('activator text', () => expect(activatorNote(promo)).toBe('Actie:SocialDeal'));
  it.each([
    ['2026-10-25', false, 'Sunday, daylight-saving day'],
    ['2026-10-26', true, 'a Monday'],
    ['2026-10-23', false, 'Friday'],
    ['2024-12-24', false, 'year end 2024'],
    ['2025-12-30', false, 'year end 2025'],
    ['2026-12-22', false, 'year end 2026'],
    ['2026-12-17', true, 'a Thursday before the year end'],
  ])('%s allowed: %s (%s)', (date, expected, _why) => expect(isDateAllowed(promo, date)).toBe(expected));
  it('excluded dates span 2024 to 2026', () => {
    const years = new Set(promo.excludedDates!.flat().map((d) => d.slice(0, 4)));
    expect([...years].sort()).toEqual(['2024', '2025', '2026']);
  });
  it.each([
    [1, false],
    [2, true],
    [14, true],
    [15, false],
  ])('group of %s allowed: %s', (size, expected) => {
    expect(isGroupSizeAllowed(promo, size)).toBe(expected);
  });
});

describe("kidsMenu: activator 'free kids menu action'; ends 2024-10-31; max 14", () => {
  const promo = PROMOTIONS.kidsMenu;
  it('activator text', () => expect(activatorNote(promo)).toBe('free kids menu action'));
  it.each([
    ['2024-10-31', true],
    ['2024-11-01', false],
  ])('%s allowed: %s', (date, expected) => expect(isDateAllowed(promo, date)).toBe(expected));
  it.each([
    [14, true],
    [15, false],
  ])('group of %s allowed: %s', (size, expected) => expect(isGroupSizeAllowed(promo, size)).toBe(expected));
});

describe('loversBurger: ends 2025-05-31; excludes 2025-05-29', () => {
  const promo = PROMOTIONS.loversBurger;
  it.each([
    ['2025-05-28', true],
    ['2025-05-29', false],
    ['2025-05-31', true],
    ['2025-06-01', false],
  ])('%s allowed: %s', (date, expected) => expect(isDateAllowed(promo, date)).toBe(expected));
});

describe('steakMenu: a steak menu priced 27,50; ends 2024-10-31; max 14; 34 locations', () => {
  const promo = PROMOTIONS.steakMenu;
  it('activator names the 27,50 steak menu', () => expect(activatorNote(promo)).toMatch(/steak.*27,50/i));
  it.each([
    ['2024-10-31', true],
    ['2024-11-01', false],
  ])('%s allowed: %s', (date, expected) => expect(isDateAllowed(promo, date)).toBe(expected));
  it.each([
    [14, true],
    [15, false],
  ])('group of %s allowed: %s', (size, expected) => expect(isGroupSizeAllowed(promo, size)).toBe(expected));
  it('a location outside the 34 is refused', () => {
    const outside = LOCATIONS.find((l) => !STEAK_MENU_LOCATION_IDS.includes(l.id))!;
    expect(codes(dayRefusals(promo, outside.id, '2024-06-04', 2))).toEqual(['location_not_in_flow']);
  });
});

describe('voucherThreeCourse: 2024-11-22..2025-05-31; holidays excluded everywhere; Easter days at most locations', () => {
  const promo = PROMOTIONS.voucherThreeCourse;
  it.each([
    ['2024-11-21', false],
    ['2024-11-22', true],
    ['2025-05-31', true],
    ['2025-06-01', false],
    ...['2024-12-25', '2024-12-26', '2024-12-31', '2025-01-01', '2025-01-06', '2025-04-20', '2025-05-29'].map(
      (d) => [d, false] as [string, boolean],
    ),
  ])('%s allowed everywhere: %s', (date, expected) => expect(isDateAllowed(promo, date)).toBe(expected));
  it('most, not all, locations also exclude 2025-04-21 and 2025-04-26', () => {
    const closed = promo.locations.filter((l) =>
      codes(dayRefusals(promo, l.id, '2025-04-21', 2)).includes('date_excluded'),
    );
    expect(closed.length).toBeGreaterThan(promo.locations.length / 2);
    expect(closed.length).toBeLessThan(promo.locations.length);
    for (const l of closed)
      expect(codes(dayRefusals(promo, l.id, '2025-04-26', 2))).toEqual(['date_excluded']);
  });
});

describe('voucherLunchdeal: 2025-04-25..2025-10-25; max 14; every location ends at 16:00', () => {
  const promo = PROMOTIONS.voucherLunchdeal;
  it.each([
    ['2025-04-24', false],
    ['2025-04-25', true],
    ['2025-10-25', true],
    ['2025-10-26', false],
  ])('%s allowed: %s', (date, expected) => {
    expect(isDateAllowed(promo, date)).toBe(expected);
  });
  it.each([
    [14, true],
    [15, false],
  ])('group of %s allowed: %s', (size, expected) => expect(isGroupSizeAllowed(promo, size)).toBe(expected));
  it.each(VOUCHER_LOCATION_IDS.map((id) => [locationById(id)!.slug, id]))(
    '%s: 16:00 offered, 16:15 not',
    (_slug, id) => {
      expect(isSlotAllowed(promo, id, '2025-06-03', '16:00', 2)).toBe(true);
      expect(isSlotAllowed(promo, id, '2025-06-03', '16:15', 2)).toBe(false);
    },
  );
});

describe('exampleAutumnDeal: an example that runs today (2026-11-22), clearly flagged', () => {
  const promo = PROMOTIONS.exampleAutumnDeal;
  it('is flagged as an example', () => expect(promo.example).toBe(true));
  it('no SPEC promotion is flagged as an example', () => {
    expect(
      Object.values(PROMOTIONS)
        .filter((p: Promotion) => p.example)
        .map((p) => p.name),
    ).toEqual(['exampleAutumnDeal']);
  });
  it.each([
    ['2026-11-23', true, 'Monday after today'],
    ['2026-11-22', false, 'today is a Sunday'],
    ['2026-10-31', false, 'before the start'],
    ['2026-12-28', false, 'year end'],
    ['2027-03-31', true, 'last day, a Wednesday'],
    ['2027-04-01', false, 'after the end'],
  ])('%s allowed: %s (%s)', (date, expected, _why) => expect(isDateAllowed(promo, date)).toBe(expected));
  it.each([
    [1, false],
    [2, true],
    [8, true],
    [9, false],
  ])('group of %s allowed: %s', (size, expected) => expect(isGroupSizeAllowed(promo, size)).toBe(expected));
  it('has its own subset of locations', () => {
    expect(promo.locations.length).toBeGreaterThan(0);
    expect(promo.locations.length).toBeLessThan(LOCATIONS.length);
  });
});
