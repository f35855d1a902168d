/** /api/openapi.json, generated from the same valibot schemas the routes parse with (never written by hand). */
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import * as requests from '../shared/api/requests';

const json = (schema: GenericSchema) => toJsonSchema(schema, { typeMode: 'input', errorMode: 'ignore' });

/** Query schemas become parameter lists, one per property. */
function queryParameters(schema: GenericSchema) {
  const converted = json(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(converted.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: converted.required?.includes(name) ?? false,
    schema: property,
  }));
}

const ERROR = { $ref: '#/components/schemas/Error' };
const errors = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((code) => [
      String(code),
      { description: 'Error', content: { 'application/json': { schema: ERROR } } },
    ]),
  );
const body = (name: string) => ({
  required: true,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
});
const ok = (description: string, schema: object = { type: 'object' }) => ({
  description,
  content: { 'application/json': { schema } },
});
const siteId = { name: 'siteId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
const reservationId = {
  name: 'reservationId',
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description: 'The unguessable reservation id (conf)',
};
const auth = [{ token: [] }];

const AVAILABILITY_DAY = {
  type: 'object',
  properties: {
    date: { type: 'string' },
    sessions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          session_name: { type: 'string', enum: ['breakfast', 'lunch', 'dinner'] },
          seating_areas: {
            type: 'array',
            items: { type: 'object', properties: { seating_area_uid: { type: 'string' } } },
          },
          times: {
            type: 'array',
            items: {
              type: 'object',
              required: ['time', 'is_available', 'online_suspended'],
              properties: {
                time: { type: 'string' },
                is_available: { type: 'boolean' },
                online_suspended: { type: 'boolean' },
                end_time_note: { type: 'string' },
                christmas_category: { type: 'string', enum: ['lunch', 'dinner'] },
              },
            },
          },
        },
      },
    },
  },
};

const SITES_ANSWER = {
  type: 'object',
  required: ['sites'],
  properties: {
    sites: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'id',
          'name',
          'extra',
          'city',
          'address',
          'postcode',
          'lat',
          'long',
          'phone',
          'opening_hours',
          'channels',
        ],
        properties: {
          id: { type: 'string', format: 'uuid' },
          name: { type: 'string' },
          extra: { type: 'object' },
          city: { type: 'string' },
          address: { type: 'string' },
          postcode: { type: 'string' },
          lat: { type: 'number' },
          long: { type: 'number' },
          phone: { type: 'string' },
          parking: { type: 'string' },
          experiences: { type: 'array', items: { type: 'string' } },
          badges: { type: 'object' },
          opening_hours: { type: 'array' },
          channels: { type: 'array', items: { type: 'string' } },
          has_availability: {
            type: 'boolean',
            description:
              'Only when date is asked: at least one available, non-suspended slot for date and party_size',
          },
        },
      },
    },
  },
};

export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tafel reservation API',
      version: '1.0.0',
      description:
        'Errors answer {error, message, field?}. Authorization: a session token, a reservation id (access token) or the word anonymous.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { token: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: {
            error: { type: 'string' },
            message: { type: 'string' },
            key: { type: 'string', description: 'Message key (SPEC §5, §8) when the message is one' },
            field: { type: 'string' },
          },
        },
        AvailabilityDay: AVAILABILITY_DAY,
        SignUpBody: json(requests.SignUpBodySchema),
        OtpRequestBody: json(requests.OtpRequestBodySchema),
        OtpCheckBody: json(requests.OtpCheckBodySchema),
        ProfilePatchBody: json(requests.ProfilePatchBodySchema),
        CreateReservationBody: json(requests.CreateReservationBodySchema),
        UpdateReservationBody: json(requests.UpdateReservationBodySchema),
        RetrieveBody: json(requests.RetrieveBodySchema),
      },
    },
    paths: {
      '/health': { get: { summary: 'Liveness', responses: { 200: ok('ok') } } },
      '/sites': {
        get: {
          summary: 'Sites of a channel (exclude_from_atbl left out), by name',
          description:
            'Without date: the list. With date (party_size defaults to 2): the same list in the same order, each site with has_availability: ' +
            'true when it has at least one available, non-suspended slot for that date and party size under the shared slot rules (SPEC §5 alternatives). ' +
            'party_size without date changes nothing.',
          parameters: queryParameters(requests.SitesQuerySchema),
          responses: { 200: ok('{sites: Site[]}', SITES_ANSWER), ...errors(400) },
        },
      },
      '/sites/{siteId}': {
        get: {
          summary: 'One site',
          parameters: [siteId],
          responses: { 200: ok('{site: Site}'), ...errors(400, 404) },
        },
      },
      '/sites/{siteId}/reservations/availability': {
        get: {
          summary:
            'Availability; party_size may be a comma list (e.g. 1,2,...,21): days answers the first size, by_party_size every size',
          parameters: [siteId, ...queryParameters(requests.AvailabilityQuerySchema)],
          responses: {
            200: ok('Availability', {
              type: 'object',
              required: ['days'],
              properties: {
                days: { type: 'array', items: { $ref: '#/components/schemas/AvailabilityDay' } },
                by_party_size: {
                  type: 'object',
                  additionalProperties: {
                    type: 'array',
                    items: { $ref: '#/components/schemas/AvailabilityDay' },
                  },
                },
              },
            }),
            ...errors(400, 404),
          },
        },
      },
      '/sites/{siteId}/reservations': {
        post: {
          summary: 'Create a reservation (session token required; Idempotency-Key honoured)',
          security: auth,
          parameters: [
            siteId,
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              schema: { type: 'string', maxLength: 200 },
            },
          ],
          requestBody: body('CreateReservationBody'),
          responses: { 201: ok('{reservation}'), ...errors(400, 401, 403, 404, 409, 422, 429) },
        },
      },
      '/sites/{siteId}/reservations/{reservationId}': {
        get: {
          summary: 'One reservation',
          security: auth,
          parameters: [siteId, reservationId],
          responses: { 200: ok('{reservation}'), ...errors(401, 403, 404) },
        },
        patch: {
          summary: 'Change a reservation (tables re-assigned atomically)',
          security: auth,
          parameters: [siteId, reservationId],
          requestBody: body('UpdateReservationBody'),
          responses: { 200: ok('{reservation}'), ...errors(400, 401, 403, 404, 409, 422) },
        },
        delete: {
          summary: 'Cancel (409 cancellation_disabled within 2 h of the start or above 8 guests)',
          security: auth,
          parameters: [siteId, reservationId],
          responses: { 200: ok('{reservation}'), ...errors(401, 403, 404, 409) },
        },
      },
      '/sites/{siteId}/reservations/{reservationId}/calendar.ics': {
        get: {
          summary:
            'The reservation as an iCalendar file, the same event as the confirmation e-mail (the unguessable id in the path is the credential; a cancelled reservation downloads as METHOD:CANCEL)',
          parameters: [
            siteId,
            reservationId,
            { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['en', 'nl'] } },
          ],
          responses: {
            200: {
              description: 'RFC 5545 calendar',
              content: { 'text/calendar': { schema: { type: 'string' } } },
            },
            ...errors(404),
          },
        },
      },
      '/reservations/retrieve': {
        post: {
          summary: 'Find a reservation by number plus phone or e-mail',
          requestBody: body('RetrieveBody'),
          responses: { 200: ok('{reservation}'), ...errors(400, 404, 429) },
        },
      },
      '/users': {
        post: {
          summary: 'Sign up or find a guest',
          requestBody: body('SignUpBody'),
          responses: { 200: ok('{user, existing, email_matches}'), 201: ok('{user}'), ...errors(400) },
        },
      },
      '/users/me': {
        get: {
          summary: 'Profile',
          security: auth,
          responses: { 200: ok('{user: Profile}'), ...errors(401, 403) },
        },
        patch: {
          summary: 'Update profile; a new e-mail answers 202 until confirmed with {email, code}',
          security: auth,
          requestBody: body('ProfilePatchBody'),
          responses: {
            200: ok('{user}'),
            202: ok('{pending_email, resend_after_seconds, user}'),
            ...errors(400, 401, 403, 409, 429),
          },
        },
      },
      '/users/me/reservations': {
        get: {
          summary: 'Upcoming reservations (an access token answers its own reservation)',
          security: auth,
          parameters: queryParameters(requests.ListQuerySchema),
          responses: { 200: ok('{reservations}'), ...errors(400, 401) },
        },
      },
      '/sessions': {
        post: {
          summary: 'Send a 6-digit code; answers the temp token',
          requestBody: body('OtpRequestBody'),
          responses: { 200: ok('{token, channel, sent_to, resend_after_seconds}'), ...errors(400, 404, 429) },
        },
      },
      '/sessions/current': {
        patch: {
          summary: 'Check the code (temp token in Authorization); answers the session token',
          security: auth,
          requestBody: body('OtpCheckBody'),
          responses: { 200: ok('{token, expires_at, profile}'), ...errors(400, 401) },
        },
        delete: {
          summary: 'Sign out',
          security: auth,
          responses: { 200: ok('{ok: true}'), ...errors(401, 403) },
        },
      },
    },
  };
}
