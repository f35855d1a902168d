/**
 * The opening hours as the settings screen edits them: every weekday a row, each period with a key of its
 * own so the fields keep their focus; and back to the API's shape. Pure, so the screen's edits are tested alone.
 */
import type { MealPeriod, OpeningHours } from '../../shared/api/types';
import { MEAL_PERIODS, PERIODS_PER_DAY_MAX } from '../../shared/staff/site-settings';

interface PeriodRow {
  key: number;
  period: MealPeriod;
  from: string;
  to: string;
}
export interface DayRow {
  weekday: number;
  periods: PeriodRow[];
}

/** A meal's usual hours, for a period just added (the manager changes them). */
const USUAL_HOURS: Record<MealPeriod, { from: string; to: string }> = {
  breakfast: { from: '08:00', to: '11:00' },
  lunch: { from: '12:00', to: '16:30' },
  dinner: { from: '16:30', to: '22:00' },
};

/**
 * Monday to Sunday, each with its periods in the order stored; a weekday not stored is closed (no periods).
 * @example weekRows([], next)[6] //=> { weekday: 7, periods: [] }
 */
export function weekRows(hours: readonly OpeningHours[], nextKey: () => number): DayRow[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    periods: (hours.find((day) => day.weekday === weekday)?.periods ?? []).map((period) => ({
      key: nextKey(),
      ...period,
    })),
  }));
}

/**
 * The week as the API takes it: each open weekday with its periods; a closed one is left out.
 * @example hoursOf([{ weekday: 1, periods: [] }]) //=> []
 */
export function hoursOf(rows: readonly DayRow[]): OpeningHours[] {
  return rows
    .filter((day) => day.periods.length > 0)
    .map((day) => ({
      weekday: day.weekday,
      periods: day.periods.map(({ period, from, to }) => ({ period, from, to })),
    }));
}

/**
 * A day with one more period: the first meal it does not have yet, at that meal's usual hours; a day that has every
 * meal (or three periods) stays as it is.
 * @example withPeriodAdded({ weekday: 1, periods: [] }, 5).periods //=> [{ key: 5, period: 'breakfast', ... }]
 */
export function withPeriodAdded(day: DayRow, key: number): DayRow {
  const meal = MEAL_PERIODS.find((candidate) => !day.periods.some((period) => period.period === candidate));
  if (!meal || day.periods.length >= PERIODS_PER_DAY_MAX) return day;
  const added = { key, period: meal, ...USUAL_HOURS[meal] };
  const periods = [...day.periods, added].sort(
    (a, b) => MEAL_PERIODS.indexOf(a.period) - MEAL_PERIODS.indexOf(b.period),
  );
  return { ...day, periods };
}

/** Whether another period can be added to a day. */
export const canAddPeriod = (day: DayRow): boolean => withPeriodAdded(day, -1) !== day;
