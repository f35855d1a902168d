/**
 * POST /sites/{id}/turned-away: the widget's search that found no bookable time, for the figures
 * (shared/staff/turned-away.ts). Its own module, so the staff app's first screen, which reads the other request
 * schemas (./requests), does not carry it.
 */
import * as v from 'valibot';
import { MAX_GROUP_ONLINE } from '../constants';
import { ASKED_PARTS } from '../staff/turned-away';
import { DateSchema, VisitIdSchema } from './requests';

/**
 * The date and party asked for, the part of the day (the part of a time the guest had chosen, or the whole day), the
 * visit, and the promotion flow whose rules the search ran under.
 */
export const TurnedAwaySearchBodySchema = v.object(
  {
    date: DateSchema,
    party_size: v.pipe(
      v.number('invalidPartySize'),
      v.integer('invalidPartySize'),
      v.minValue(1, 'invalidPartySize'),
      v.maxValue(MAX_GROUP_ONLINE, 'maxGroupSize'),
    ),
    day_part: v.optional(v.picklist(ASKED_PARTS), 'day'),
    visit_id: VisitIdSchema,
    flow: v.optional(v.pipe(v.string(), v.maxLength(60))),
  },
  'required',
);
export type TurnedAwaySearchBody = v.InferOutput<typeof TurnedAwaySearchBodySchema>;
