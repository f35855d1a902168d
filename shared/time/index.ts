/** Time in Europe/Amsterdam whatever the machine's zone. Time is always a parameter. */
export {
  AMSTERDAM,
  amsterdamDate,
  amsterdamOffsetMinutes,
  amsterdamTime,
  combineDateTime,
  toEpochMs,
} from './instant';
export type { DateString, Instant, TimeString } from './instant';
export {
  addDays,
  addMonths,
  isCalendarDate,
  isoWeekdayOf,
  jsWeekdayOf,
  mondayOf,
  monthDay,
  monthNumberOf,
  utcMidnight,
  yearMonthOf,
} from './calendar';
export { isClockWithin, minutesOfDay, toClock } from './clock';
export { isAfterDay, todayDate, tomorrowDate } from './today';
export { dayPart, type DayPart } from './day-part';
export { dayLabel } from './day-label';
export { DEFAULT_DATETIME_FORMAT, formatDateTime, formatInstant, stripTimezoneSuffix } from './format';
