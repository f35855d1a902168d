/**
 * The reports screen's pure parts: its default range, whether a range is one the API reports on, the
 * query it sends, and the file name a download is saved under.
 */
import type * as v from 'valibot';
import { REPORT_MAX_DAYS } from '../../shared/staff/report';
import type { ReportQuerySchema } from '../../shared/staff/requests';
import { addDays, isCalendarDate } from '../../shared/time/calendar';
import type { DateString } from '../../shared/time/instant';

export type ReportQuery = v.InferOutput<typeof ReportQuerySchema>;

/**
 * The last 7 days ending on `today` (a date in Amsterdam, given by the caller), both ends counted.
 * @example lastSevenDays('2026-12-24') //=> { from: '2026-12-18', to: '2026-12-24' }
 */
export function lastSevenDays(today: DateString): { from: DateString; to: DateString } {
  return { from: addDays(today, -6), to: today };
}

const dayNumber = (date: DateString) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;

/**
 * Whether the API reports on a range: two real dates, ending on or after the first, 1 to REPORT_MAX_DAYS days long.
 * @example isReportRange('2026-12-24', '2026-12-24') //=> true (one day)
 * @example isReportRange('2026-12-24', '2026-12-23') //=> false
 */
export function isReportRange(from: string, to: string): boolean {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return false;
  const days = dayNumber(to) - dayNumber(from) + 1;
  return days >= 1 && days <= REPORT_MAX_DAYS;
}

/**
 * The query string of a report and its CSV; without a restaurant, every one the caller may read.
 * @example reportSearch({ from: '2026-12-18', to: '2026-12-24' }) //=> 'from=2026-12-18&to=2026-12-24'
 */
export function reportSearch(query: ReportQuery): string {
  const search = new URLSearchParams({ from: query.from, to: query.to });
  if (query.site_id) search.set('site_id', query.site_id);
  return search.toString();
}

/**
 * The file name in a Content-Disposition header, or null when it names none (or one with a path in it).
 * @example fileNameOf('attachment; filename="tafel-bookings-2026-12-18-2026-12-24.csv"') //=> 'tafel-bookings-2026-12-18-2026-12-24.csv'
 */
export function fileNameOf(contentDisposition: string | null): string | null {
  const name = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1]?.trim();
  return name && !/[\\/]/.test(name) ? name : null;
}
