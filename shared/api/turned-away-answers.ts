/**
 * The answers about demand turned away: the widget's search counted or not, and the figures a manager reads
 * (shared/staff/turned-away.ts counts them). The server documents them in /api/openapi.json from here.
 */
import * as v from 'valibot';
import type { SiteTurnedAway, TurnedAwayFigures } from '../staff/turned-away';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** POST /api/sites/{siteId}/turned-away: whether the search was counted (not when a time was found, or already). */
export const TurnedAwayRecordedAnswerSchema = v.object({
  recorded: v.pipe(
    v.boolean(),
    v.description(
      'True when counted now; false when the day has a bookable time in the part asked for, the day has gone, ' +
        'this visit already counted the same search, or it could not be counted (never an error to the guest)',
    ),
  ),
});
export type TurnedAwayRecordedAnswer = v.InferOutput<typeof TurnedAwayRecordedAnswerSchema>;

/** Searches turned away and where their guests booked, over a range or a day. */
export const TurnedAwayFiguresSchema = v.object({
  searches: v.pipe(CountSchema, v.description('Searches that found no bookable time, each once per visit')),
  guests: v.pipe(CountSchema, v.description('The guests of those searches')),
  booked_elsewhere: v.pipe(
    CountSchema,
    v.description('Of them, booked at another restaurant in the same visit'),
  ),
  booked_here: v.pipe(CountSchema, v.description('Of them, booked here at another time in the same visit')),
  booked_nowhere: v.pipe(
    CountSchema,
    v.description('Of them, no booking that stands (one cancelled since is none)'),
  ),
  by_day_part: v.object({
    day: CountSchema,
    morning: CountSchema,
    afternoon: CountSchema,
    evening: CountSchema,
  }),
}) satisfies v.GenericSchema<unknown, TurnedAwayFigures>;

/** GET /api/staff/reports/turned-away: the range, all its restaurants together, and each one with its days. */
export const TurnedAwayAnswerSchema = v.object({
  from: v.pipe(v.string(), v.regex(DATE)),
  to: v.pipe(v.string(), v.regex(DATE)),
  total: TurnedAwayFiguresSchema,
  sites: v.array(
    v.object({
      site_id: v.string(),
      site_name: v.string(),
      ...TurnedAwayFiguresSchema.entries,
      days: v.array(
        v.object({
          date: v.pipe(v.string(), v.regex(DATE), v.description('The date the guests asked for')),
          ...TurnedAwayFiguresSchema.entries,
        }),
      ),
    }) satisfies v.GenericSchema<unknown, SiteTurnedAway & { site_name: string }>,
  ),
});
export type TurnedAwayAnswer = v.InferOutput<typeof TurnedAwayAnswerSchema>;
