/** Checks on request values that valibot patterns cannot make alone. */
import { promotionByName, type Promotion } from '../../shared/promotions';
import { isCalendarDate } from '../../shared/time';
import { ApiError } from '../http/errors';

/** A real calendar date in a sane range ('2026-02-30' passes the pattern but is no date). */
export function checkCalendarDate(date: string, field = 'date'): void {
  const year = Number(date.slice(0, 4));
  if (!isCalendarDate(date) || year < 2000 || year > 2199) throw new ApiError(400, 'invalid_request', 'invalidDate', field);
}

/** The named promotion flow, or 400 when the name is unknown. */
export function flowOf(name: string | undefined | null): Promotion | undefined {
  if (name === undefined || name === null || name === '') return undefined;
  const flow = promotionByName(name);
  if (!flow) throw new ApiError(400, 'invalid_request', 'Unknown flow', 'flow');
  return flow;
}
