/** Checks on request values that valibot patterns cannot make alone. */
import { flowRules, promotionByName, type FlowRules } from '../../shared/promotions';
import { isCalendarDate } from '../../shared/time';
import { ApiError } from '../http/errors';

/** A real calendar date in a sane range ('2026-02-30' passes the pattern but is no date). */
export function checkCalendarDate(date: string, field = 'date'): void {
  const year = Number(date.slice(0, 4));
  if (!isCalendarDate(date) || year < 2000 || year > 2199)
    throw new ApiError({ status: 400, code: 'invalid_request', message: 'invalidDate', field });
}

/** The named promotion flow with its rules, or 400 when the name is unknown. */
export function flowOf(
  name: string | undefined | null,
  { allowExample = true }: { allowExample?: boolean } = {},
): FlowRules | undefined {
  if (name === undefined || name === null || name === '') return undefined;
  const promotion = promotionByName(name);
  // The demonstration promotion exists only in the demo set-up: a client naming it in production meets an unknown flow.
  if (!promotion || (promotion.example && !allowExample))
    throw new ApiError({ status: 400, code: 'invalid_request', message: 'Unknown flow', field: 'flow' });
  return flowRules(promotion);
}
