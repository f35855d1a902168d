/** POST /sites/{siteId}/turned-away: the widget tells of a search that found no bookable time. */
import { Hono } from 'hono';
import { SiteParamsSchema } from '../../shared/api/requests';
import { TurnedAwaySearchBodySchema } from '../../shared/api/turned-away-requests';
import {
  TurnedAwayRecordedAnswerSchema,
  type TurnedAwayRecordedAnswer,
} from '../../shared/api/turned-away-answers';
import { clientIp, type AppDeps } from '../deps';
import { recordTurnedAwaySearch, SearchesPerAddress } from '../domain/turned-away';
import { parseWith, readJsonBody } from '../http/parse';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';
import { siteOf } from './sites';

const RECORD_TURNED_AWAY: RouteDescription = {
  operationId: 'recordTurnedAwaySearch',
  tags: ['Sites'],
  summary: 'A search that found no bookable time',
  description:
    "The widget's search (date, party size, the part of the day asked for, or the whole day) found no time: the " +
    "server checks the day with the availability's own rules and counts it for the manager's figures, once per " +
    'visit. Nothing about the guest is kept; visit_id is a random id of the widget visit, which a booking of the ' +
    'same visit carries too, linking the two. Answers 202 whether counted or not.',
  params: SiteParamsSchema,
  body: { name: 'TurnedAwaySearchBody', schema: TurnedAwaySearchBodySchema },
  answers: { 202: jsonAnswer('Whether it was counted', TurnedAwayRecordedAnswerSchema) },
  errors: [400, 404, 413, 415],
};

export function turnedAwayRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  const perAddress = new SearchesPerAddress();

  routes.post('/:siteId/turned-away', describeRoute(RECORD_TURNED_AWAY), async (c) => {
    const site = await siteOf(deps, c.req.param());
    const search = parseWith(TurnedAwaySearchBodySchema, await readJsonBody(c));
    const address = clientIp(c, deps.config);
    const recording = await recordTurnedAwaySearch(deps, site, search, () =>
      perAddress.take(address, deps.now()),
    );
    return c.json({ recorded: recording === 'counted' } satisfies TurnedAwayRecordedAnswer, 202);
  });

  return routes;
}
