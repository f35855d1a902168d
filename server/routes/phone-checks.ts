/** POST /phone-checks: whether a code can be texted to a number, asked on the details step before any code. */
import { Hono } from 'hono';
import { PhoneCheckBodySchema } from '../../shared/api/requests';
import { PhoneCheckAnswerSchema } from '../../shared/api/answers';
import type { PhoneCheckAnswer } from '../../shared/api/types';
import type { AppDeps } from '../deps';
import { parseBody, parsePhone } from '../http/parse';
import { canTextHere } from '../notify/text-reach';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const CHECK_PHONE: RouteDescription = {
  operationId: 'checkPhone',
  tags: ['Sessions'],
  summary: 'Can a code be texted to this number',
  description:
    'Answers the number in E.164 and whether this set-up texts a code to it: a mobile number, in a country codes ' +
    'are texted to. A landline or another number that cannot be texted is still a valid contact number: its ' +
    'code goes by e-mail (POST /sessions refuses to text it). Says nothing about who holds the number; an invalid ' +
    'number answers 400 invalid_request.',
  body: { name: 'PhoneCheckBody', schema: PhoneCheckBodySchema },
  answers: { 200: jsonAnswer('The number and whether it can be texted', PhoneCheckAnswerSchema) },
  errors: [400, 413, 415],
};

export function phoneCheckRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.post('/', describeRoute(CHECK_PHONE), async (c) => {
    const body = await parseBody(c, PhoneCheckBodySchema);
    const phone = parsePhone(body.phone_number);
    return c.json({
      phone_number: phone,
      textable: canTextHere(phone, deps.config),
    } satisfies PhoneCheckAnswer);
  });
  return routes;
}
