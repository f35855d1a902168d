/**
 * A restaurant's own settings, as its manager edits them: opening hours per weekday, the slot interval, the
 * lead time, the cancellation window, the largest group online and the clock rules at the stand (./clock-rules.ts). The server parses and checks a change with these;
 * the staff app checks it with the same functions before sending. Until a manager edits, the chain's rules hold.
 */
import * as v from 'valibot';
import type { MealPeriod, OpeningHours } from '../api/types';
import { MAX_GROUP_ONLINE } from '../constants';
import { minutesOfDay } from '../time/clock';
import { CLOCK_RULE_DEFAULTS, isClockMargin } from './clock-rules';

export const MEAL_PERIODS: readonly MealPeriod[] = ['breakfast', 'lunch', 'dinner'];
/** Slot intervals a manager may choose: quarter hours, as blocks count them (shared/staff/blocks.ts). */
export const SLOT_INTERVAL_CHOICES: readonly number[] = [15, 30, 60];
/** Lead time and cancellation window: 0 to 48 hours, in quarter hours. */
export const SETTING_MINUTES_MAX = 48 * 60;
export const SETTING_MINUTES_STEP = 15;
/** At most this many periods a day (breakfast, lunch, dinner). */
export const PERIODS_PER_DAY_MAX = 3;

/**
 * What guests met before any manager edited ("Max group online 14"; a slot offered while its start is ahead;
 * cancelling online up to 2 hours before): the database's defaults are these (migration 0056), and the clock rules'
 * (migration 0062).
 */
export const CHAIN_SETTINGS = {
  slot_interval_minutes: 15,
  lead_minutes: 0,
  cancel_window_minutes: 120,
  max_group_online: MAX_GROUP_ONLINE,
  ...CLOCK_RULE_DEFAULTS,
} as const;

const ClockSchema = v.pipe(v.string('required'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidTime'));
const WholeSchema = v.pipe(v.number('required'), v.integer('required'));

/** PUT /staff/sites/{siteId}/settings: every setting at once; the checks below say which can be used. */
export const SiteSettingsSchema = v.object(
  {
    opening_hours: v.pipe(
      v.array(
        v.object({
          weekday: v.pipe(WholeSchema, v.minValue(1, 'required'), v.maxValue(7, 'required')),
          periods: v.pipe(
            v.array(
              v.object({ period: v.picklist(MEAL_PERIODS, 'required'), from: ClockSchema, to: ClockSchema }),
            ),
            v.maxLength(PERIODS_PER_DAY_MAX, 'tooLong'),
          ),
        }),
        'required',
      ),
      v.maxLength(7, 'tooLong'),
    ),
    slot_interval_minutes: WholeSchema,
    lead_minutes: WholeSchema,
    cancel_window_minutes: WholeSchema,
    max_group_online: WholeSchema,
    arrive_before_minutes: WholeSchema,
    no_show_after_minutes: WholeSchema,
    walk_ins_within_hours: v.boolean('required'),
  },
  'required',
);
export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>;

/** What is wrong with a week of opening hours, or 'ok'. */
export type OpeningHoursCheck = 'ok' | 'weekday_twice' | 'period_not_forward' | 'periods_overlap';

/**
 * Whether a week of opening hours can be used: each weekday once; each period ends after it starts; a day's periods
 * do not overlap (one may start as another ends: lunch to 16:30, dinner from 16:30). A weekday without periods, or
 * not listed, is closed.
 * @example checkOpeningHours([{ weekday: 1, periods: [{ period: 'dinner', from: '17:00', to: '22:00' }] }]) //=> 'ok'
 * @example checkOpeningHours([{ weekday: 1, periods: [{ period: 'dinner', from: '22:00', to: '17:00' }] }])
 * //=> 'period_not_forward'
 */
export function checkOpeningHours(hours: readonly OpeningHours[]): OpeningHoursCheck {
  const weekdays = hours.map((day) => day.weekday);
  if (new Set(weekdays).size !== weekdays.length) return 'weekday_twice';
  for (const day of hours) {
    const spans = day.periods.map((period) => [minutesOfDay(period.from), minutesOfDay(period.to)] as const);
    if (spans.some(([from, to]) => !(to > from))) return 'period_not_forward';
    const sorted = [...spans].sort((a, b) => a[0] - b[0]);
    if (sorted.some(([from], index) => index > 0 && from < sorted[index - 1]![1])) return 'periods_overlap';
  }
  return 'ok';
}

const inSteps = (minutes: number) =>
  Number.isInteger(minutes) &&
  minutes >= 0 &&
  minutes <= SETTING_MINUTES_MAX &&
  minutes % SETTING_MINUTES_STEP === 0;

/** Which setting a check found wrong, as the API's error code says it (422). */
export type SettingsProblem =
  | { code: 'opening_hours_invalid'; field: 'opening_hours'; check: Exclude<OpeningHoursCheck, 'ok'> }
  | { code: 'slot_interval_invalid'; field: 'slot_interval_minutes' }
  | { code: 'lead_time_invalid'; field: 'lead_minutes' }
  | { code: 'cancel_window_invalid'; field: 'cancel_window_minutes' }
  | { code: 'max_group_invalid'; field: 'max_group_online' }
  | { code: 'clock_margin_invalid'; field: 'arrive_before_minutes' | 'no_show_after_minutes' };

/**
 * The first setting that cannot be used, or null: the opening hours (checkOpeningHours), the slot interval (one of
 * 15, 30, 60), the lead time and the cancellation window (0 to 48 hours in quarter hours), the largest group online
 * (1 to SPEC's 14: larger groups go to the group request), the clock's margins for arrived and no-show (0 to 4 hours in
 * steps of 5 minutes).
 * @example settingsProblem({ ...settings, max_group_online: 15 }) //=> { code: 'max_group_invalid', field: 'max_group_online' }
 */
export function settingsProblem(settings: SiteSettings): SettingsProblem | null {
  const hours = checkOpeningHours(settings.opening_hours);
  if (hours !== 'ok') return { code: 'opening_hours_invalid', field: 'opening_hours', check: hours };
  if (!SLOT_INTERVAL_CHOICES.includes(settings.slot_interval_minutes))
    return { code: 'slot_interval_invalid', field: 'slot_interval_minutes' };
  if (!inSteps(settings.lead_minutes)) return { code: 'lead_time_invalid', field: 'lead_minutes' };
  if (!inSteps(settings.cancel_window_minutes))
    return { code: 'cancel_window_invalid', field: 'cancel_window_minutes' };
  const group = settings.max_group_online;
  if (!Number.isInteger(group) || group < 1 || group > MAX_GROUP_ONLINE)
    return { code: 'max_group_invalid', field: 'max_group_online' };
  for (const field of ['arrive_before_minutes', 'no_show_after_minutes'] as const)
    if (!isClockMargin(settings[field])) return { code: 'clock_margin_invalid', field };
  return null;
}

/**
 * Whether a booking's time falls inside the restaurant's opening hours that weekday (a period's `from` inclusive,
 * its `to` exclusive, as slots run: shared with the server's slot times).
 * @example isWithinOpeningHours(hours, 1, '21:30') //=> false when Monday's dinner ends at 21:30
 */
export function isWithinOpeningHours(
  hours: readonly OpeningHours[],
  isoWeekday: number,
  time: string,
): boolean {
  const at = minutesOfDay(time);
  const day = hours.find((entry) => entry.weekday === isoWeekday);
  return (day?.periods ?? []).some(
    (period) => at >= minutesOfDay(period.from) && at < minutesOfDay(period.to),
  );
}

/** Why a booking already made would not be allowed under the settings now: it is kept, and the manager told. */
export type SettingsConflict = 'outside_hours' | 'group_too_large' | 'table_too_small';

/**
 * The first reason new settings would not allow a booking already made, or null: its time outside that weekday's
 * hours, then its party above the largest group online.
 * @example settingsConflict(settings, { weekday: 1, time: '22:00', party_size: 2 }) //=> 'outside_hours'
 */
export function settingsConflict(
  settings: Pick<SiteSettings, 'opening_hours' | 'max_group_online'>,
  booking: { weekday: number; time: string; party_size: number },
): SettingsConflict | null {
  if (!isWithinOpeningHours(settings.opening_hours, booking.weekday, booking.time)) return 'outside_hours';
  if (booking.party_size > settings.max_group_online) return 'group_too_large';
  return null;
}
