/** GET /deal-codes/{code}: whether a one-time deal code can still book, asked when the flow opens. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { isDealCodeUsed, isKnownDealCode } from '../db/deal-codes';
import { clientIp, type AppDeps } from '../deps';
import { dealCodeInvalid, dealCodeUsed } from '../domain/booking';
import { countUnknownLookup, guardUserLookup } from '../domain/otp';
import { parseWith } from '../http/parse';
import { DealCodeAnswerSchema } from '../../shared/api/answers';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const DealCodeParamsSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{4,64}$/, 'dealCodeInvalid'), v.toUpperCase()),
});

const CHECK_DEAL_CODE: RouteDescription = {
  operationId: 'checkDealCode',
  tags: ['Reservations'],
  summary: 'Whether a one-time deal code can still book',
  description:
    'Asked when an extra flow opens with a deal code: 422 deal_code_invalid for an unknown code, 409 ' +
    'deal_code_used for a used one (the answers the booking call gives), so the guest hears it before filling ' +
    'anything in. Unknown codes count against the unknown-lookup limit (429).',
  params: DealCodeParamsSchema,
  paramDescriptions: { code: 'The deal code from the e-mail link' },
  answers: { 200: jsonAnswer('The code can still book', DealCodeAnswerSchema) },
  errors: [400, 409, 422, 429],
};

export function dealCodeRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  // The same answers as the booking call gives for the code, before the guest fills in anything. Codes are
  // secrets: an address that keeps guessing meets the unknown-lookup limit (429) like one probing for guests.
  routes.get('/:code', describeRoute(CHECK_DEAL_CODE), async (c) => {
    const ip = clientIp(c, deps.config);
    const now = deps.now();
    await guardUserLookup(deps.db, ip, now);
    const { code } = parseWith(DealCodeParamsSchema, c.req.param());
    if (!(await isKnownDealCode(deps.db, code))) {
      await countUnknownLookup(deps.db, ip, now);
      throw dealCodeInvalid();
    }
    if (await isDealCodeUsed(deps.db, code)) throw dealCodeUsed();
    return c.json({ deal_code: { code, usable: true } });
  });

  return routes;
}
