/** /api/openapi.json, generated from the same valibot schemas the routes parse with (never written by hand). */
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import * as requests from '../shared/api/requests';
import * as staffRequests from '../shared/staff/requests';
import * as accountRequests from '../shared/staff/account-requests';
import { SiteSettingsSchema } from '../shared/staff/site-settings';
import { TableBodySchema } from '../shared/staff/site-tables';
import { RESTAURANT_KEYS } from '../shared/sites/site-change';

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

/** The error answers, each a shared response with what it means for the caller. */
const ERROR_RESPONSES = {
  400: ['BadRequest', 'The request is not valid: `key` names the message, `field` the input it is about.'],
  401: ['Unauthorized', 'No token, or a token that is dead (expired, signed out): sign in again.'],
  403: ['Forbidden', "'explicit deny': the token may not do this (an access token outside its reservation)."],
  404: ['NotFound', 'No such restaurant or reservation for this caller.'],
  409: [
    'Conflict',
    'The state changed: the time is no longer free, a deal code was used, a contact is taken, the guest already holds the most upcoming bookings (too_many_bookings).',
  ],
  413: ['PayloadTooLarge', 'The request body is over the size limit.'],
  415: ['UnsupportedMediaType', 'Send the body as application/json.'],
  422: [
    'Unprocessable',
    'A rule refuses the request (a promotion, a deal code, a reused Idempotency-Key, a change to another restaurant).',
  ],
  429: ['TooManyRequests', 'A limit is reached; Retry-After says in how many seconds to try again.'],
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

const errors = (...statuses: ErrorStatus[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      String(status),
      { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` },
    ]),
  );

function errorResponseComponents() {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, [name, description]]) => [
      name,
      {
        description,
        ...(status === '429'
          ? {
              headers: {
                'Retry-After': {
                  description: 'Seconds until a new try can pass',
                  schema: { type: 'integer', minimum: 1 },
                },
              },
            }
          : {}),
        content: { 'application/json': { schema: ERROR } },
      },
    ]),
  );
}
const body = (name: string) => ({
  required: true,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
});
const ok = (description: string, schema: object = { type: 'object' }) => ({
  description,
  content: { 'application/json': { schema } },
});
const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});
const unknownLink = htmlPage('A token no reminder has: the link does not work, said in English and Dutch');
const optOutToken = {
  name: 'token',
  in: 'path',
  required: true,
  description: "The reminder's opt-out token",
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,100}$' },
};
const siteId = { name: 'siteId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
const reservationId = {
  name: 'reservationId',
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description: 'The unguessable reservation id (conf)',
};
const auth = [{ token: [] }];
const staffId = { name: 'staffId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };

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
                end_time_note: { type: 'string', description: "SPEC §5's English note, e.g. 'until 15.00'" },
                end_time: {
                  type: 'string',
                  description: "The same end as 'HH:mm', for a client's own language",
                },
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
          texts: {
            type: 'object',
            description: "The restaurant's own texts in Dutch (the English ones until the chain writes them)",
            properties: {
              nl: {
                type: 'object',
                properties: {
                  parking: { type: 'string' },
                  experiences: { type: 'array', items: { type: 'string' } },
                },
              },
            },
          },
          badges: { type: 'object' },
          opening_hours: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                weekday: { type: 'integer', minimum: 1, maximum: 7, description: 'ISO weekday, 1 = Monday' },
                periods: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      period: { type: 'string', enum: ['breakfast', 'lunch', 'dinner'] },
                      from: { type: 'string' },
                      to: { type: 'string' },
                    },
                  },
                },
              },
            },
          },
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

const RESERVATION = {
  type: 'object',
  required: ['id', 'number', 'site_id', 'date', 'time', 'party_size', 'status', 'cancellable', 'ends_at'],
  properties: {
    id: {
      type: 'string',
      description: 'Unguessable id: the manage links carry it, and it works as an access token',
    },
    number: { type: 'string', description: 'The short reservation number the guest reads' },
    site_id: { type: 'string', format: 'uuid' },
    site_name: { type: 'string' },
    date: { type: 'string', description: 'YYYY-MM-DD in Europe/Amsterdam' },
    time: { type: 'string', description: 'HH:mm in Europe/Amsterdam' },
    party_size: { type: 'integer', minimum: 1 },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    phone_number: { type: 'string', description: 'E.164' },
    child_seats: { type: 'integer', minimum: 0 },
    wheelchair_users: { type: ['boolean', 'null'] },
    notes: { type: 'string' },
    flow: { type: ['string', 'null'], description: 'The promotion the booking was made under' },
    status: { type: 'string', enum: ['confirmed', 'cancelled'] },
    cancellable: { type: 'boolean', description: 'False when the guest must phone the restaurant to cancel' },
    language: { type: 'string', enum: ['en', 'nl'] },
    created_at: { type: 'string', format: 'date-time' },
    ends_at: {
      type: 'string',
      format: 'date-time',
      description:
        "When the table is free again: the end of the e-mail's calendar event and of the widget's link",
    },
  },
};
const reservationAnswer = (description: string) =>
  ok(description, {
    type: 'object',
    required: ['reservation'],
    properties: { reservation: { $ref: '#/components/schemas/Reservation' } },
  });

/** /api/ready's answer, 200 or 503 alike. */
const READINESS = {
  type: 'object',
  required: ['ok', 'checks'],
  properties: {
    ok: { type: 'boolean' },
    checks: {
      type: 'object',
      required: ['database', 'migrations', 'outbox'],
      properties: {
        database: { type: 'string', enum: ['ok', 'timeout', 'error'] },
        migrations: { type: 'string', enum: ['ok', 'pending', 'timeout', 'error'] },
        outbox: { type: 'string', enum: ['ok', 'stale', 'not_running'] },
      },
    },
  },
};

const TAGS = [
  { name: 'Sites', description: "The chain's restaurants and their free times (SPEC §7)." },
  { name: 'Reservations', description: 'Book, read, change and cancel a table.' },
  { name: 'Guests', description: 'Sign-up and the signed-in guest: profile and reservations.' },
  { name: 'Sessions', description: 'One-time codes by SMS or e-mail, and the session tokens they give.' },
  { name: 'Service', description: 'Liveness and readiness for load balancers and orchestrators.' },
  {
    name: 'Reminders',
    description:
      'The reminder the day before (issue 15) carries a link that stops reminders to its guest, without signing in.',
  },
  {
    name: 'Staff',
    description:
      "The restaurant's side (issue 15): staff sign in with an e-mail code; roles are per restaurant (host, " +
      'manager; a chain admin has every restaurant). A staff token opens no guest route and a guest token no staff ' +
      "route. A restaurant that is not the caller's, or an action their role does not allow, is 403.",
  },
];

export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tafel reservation API',
      version: '1.0.0',
      description:
        'The API the Tafel widget talks to. Errors answer {error, message, key?, field?}: `error` is a code to branch on, ' +
        '`key` the message key the widget words in the guest language, `message` its English text. Authorization: ' +
        'a session token, a reservation id (an access token, for that reservation only) or the word anonymous.',
      contact: { name: 'Tafel engineering' },
    },
    servers: [{ url: serverUrl, description: 'This server' }],
    tags: TAGS,
    components: {
      securitySchemes: { token: { type: 'http', scheme: 'bearer' } },
      responses: errorResponseComponents(),
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: {
            error: { type: 'string', description: "A code to branch on, e.g. 'conflict' or 'not_found'" },
            message: { type: 'string', description: 'English text (the SPEC text when `key` is given)' },
            key: { type: 'string', description: 'Message key (SPEC §5, §8) when the message is one' },
            field: { type: 'string', description: 'The input the error is about' },
            phone: {
              type: 'string',
              description:
                'The restaurant to call, when the guest must phone (change_disabled, cancellation_disabled)',
            },
            value: {
              type: 'integer',
              description:
                "The limit a refusal names: the restaurant's largest group online (group_too_large)",
            },
          },
        },
        Reservation: RESERVATION,
        AvailabilityDay: AVAILABILITY_DAY,
        SignUpBody: json(requests.SignUpBodySchema),
        OtpRequestBody: json(requests.OtpRequestBodySchema),
        OtpCheckBody: json(requests.OtpCheckBodySchema),
        ProfilePatchBody: json(requests.ProfilePatchBodySchema),
        CreateReservationBody: json(requests.CreateReservationBodySchema),
        UpdateReservationBody: json(requests.UpdateReservationBodySchema),
        RetrieveBody: json(requests.RetrieveBodySchema),
        StaffCodeRequestBody: json(staffRequests.StaffCodeRequestSchema),
        StaffCodeCheckBody: json(staffRequests.StaffCodeCheckSchema),
        VisitBody: json(staffRequests.VisitBodySchema),
        WalkInBody: json(staffRequests.WalkInBodySchema),
        MoveBody: json(staffRequests.MoveBodySchema),
        BlockBody: json(staffRequests.BlockBodySchema),
        StayBody: json(staffRequests.StayBodySchema),
        StaffAddBody: json(accountRequests.StaffAddBodySchema),
        StaffRolesBody: json(accountRequests.StaffRolesBodySchema),
        SiteSettingsBody: json(SiteSettingsSchema),
        TableBody: json(TableBodySchema),
      },
    },
    paths: {
      '/health': {
        get: {
          operationId: 'getHealth',
          tags: ['Service'],
          summary: 'Liveness',
          description: 'Answers 200 while the process serves requests.',
          responses: { 200: ok('ok') },
        },
      },
      '/ready': {
        get: {
          operationId: 'getReady',
          tags: ['Service'],
          summary: 'Readiness',
          description:
            'Answers 200 when this process should be sent traffic: its database answers `select 1` within a second, ' +
            'every migration of this build is applied, and its outbox worker polled in the last 10 seconds; else 503 with the part that failed.',
          responses: {
            200: ok('Ready: every check is ok', READINESS),
            503: ok('Not ready: the checks say which part failed', READINESS),
          },
        },
      },
      '/sites': {
        get: {
          operationId: 'listSites',
          tags: ['Sites'],
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
          operationId: 'getSite',
          tags: ['Sites'],
          summary: 'One site',
          description: 'The restaurant with its address, opening hours, badges and images.',
          parameters: [siteId],
          responses: { 200: ok('{site: Site}'), ...errors(400, 404) },
        },
      },
      '/sites/{siteId}/reservations/availability': {
        get: {
          operationId: 'getAvailability',
          tags: ['Sites'],
          summary: 'Free times of a restaurant on a date',
          description:
            'party_size may be a comma list (e.g. 1,2,...,21): days answers the first size, by_party_size every size. ' +
            'Times carry is_available and online_suspended; Christmas days carry end_time_note, end_time and christmas_category. ' +
            'With reservation_id (a booking being changed, by its guest only: 401/403 otherwise) its own tables count as free.',
          parameters: [siteId, ...queryParameters(requests.AvailabilityQuerySchema)],
          security: [{}, { token: [] }],
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
            ...errors(400, 401, 403, 404),
          },
        },
      },
      '/sites/{siteId}/reservations': {
        post: {
          operationId: 'createReservation',
          tags: ['Reservations'],
          summary: 'Create a reservation',
          description:
            'Needs a session token. Every booking rule is checked again here, and tables are assigned in a transaction ' +
            "that locks the restaurant's day. A repeated Idempotency-Key answers the first answer again.",
          security: auth,
          parameters: [
            siteId,
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description: 'One key per booking attempt: a retried request with it never books twice',
              schema: { type: 'string', maxLength: 200 },
            },
          ],
          requestBody: body('CreateReservationBody'),
          responses: {
            201: reservationAnswer('The reservation'),
            ...errors(400, 401, 403, 404, 409, 413, 415, 422, 429),
          },
        },
      },
      '/sites/{siteId}/reservations/{reservationId}': {
        get: {
          operationId: 'getReservation',
          tags: ['Reservations'],
          summary: 'One reservation',
          description: "The guest's session token or the reservation's own access token.",
          security: auth,
          parameters: [siteId, reservationId],
          responses: { 200: reservationAnswer('The reservation'), ...errors(401, 403, 404) },
        },
        patch: {
          operationId: 'updateReservation',
          tags: ['Reservations'],
          summary: 'Change a reservation',
          description:
            'A new date, time or party size; the tables are assigned again atomically, every booking rule checked for the new slot. ' +
            'A move follows the cancel rule: within 2 hours of the start or above 8 guests it answers 409 change_disabled with the ' +
            "restaurant's phone (names, notes, child seats and wheelchair users may still change). " +
            `A booking stays at its restaurant: a body naming another one (any of ${RESTAURANT_KEYS.join(', ')} other than ` +
            "this restaurant's id or name) answers 422 site_change_refused and changes nothing; the guest cancels and " +
            'books again at the other restaurant.',
          security: auth,
          parameters: [siteId, reservationId],
          requestBody: body('UpdateReservationBody'),
          responses: {
            200: reservationAnswer('The changed reservation'),
            ...errors(400, 401, 403, 404, 409, 413, 415, 422),
          },
        },
        delete: {
          operationId: 'cancelReservation',
          tags: ['Reservations'],
          summary: 'Cancel a reservation',
          description:
            'Answers 409 cancellation_disabled within 2 hours of the start or above 8 guests: the guest phones the restaurant.',
          security: auth,
          parameters: [siteId, reservationId],
          responses: { 200: reservationAnswer('The cancelled reservation'), ...errors(401, 403, 404, 409) },
        },
      },
      '/sites/{siteId}/reservations/{reservationId}/calendar.ics': {
        get: {
          operationId: 'getReservationCalendar',
          tags: ['Reservations'],
          summary: 'The reservation as an iCalendar file',
          description:
            'The same event as the confirmation e-mail. The unguessable id in the path is the credential; a cancelled ' +
            'reservation downloads as METHOD:CANCEL.',
          parameters: [
            siteId,
            reservationId,
            {
              name: 'lang',
              in: 'query',
              required: false,
              description: 'The language of the event text',
              schema: { type: 'string', enum: ['en', 'nl'] },
            },
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
      '/deal-codes/{code}': {
        get: {
          operationId: 'checkDealCode',
          tags: ['Reservations'],
          summary: 'Whether a one-time deal code can still book',
          description:
            'Asked when an extra flow opens with a deal code: 422 deal_code_invalid for an unknown code, 409 deal_code_used ' +
            'for a used one (the answers the booking call gives), so the guest hears it before filling anything in. ' +
            'Unknown codes count against the unknown-lookup limit (429).',
          parameters: [
            {
              name: 'code',
              in: 'path',
              required: true,
              schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{4,64}$' },
              description: 'The deal code from the e-mail link',
            },
          ],
          responses: {
            200: ok('{deal_code: {code, usable: true}}'),
            ...errors(400, 409, 422, 429),
          },
        },
      },
      '/reservations/retrieve': {
        post: {
          operationId: 'retrieveReservation',
          tags: ['Reservations'],
          summary: 'Find a reservation by number plus phone or e-mail',
          description:
            'The reservation number only works together with the phone or e-mail it was booked with.',
          requestBody: body('RetrieveBody'),
          responses: {
            200: reservationAnswer('The reservation'),
            ...errors(400, 404, 413, 415, 429),
          },
        },
      },
      '/users': {
        post: {
          operationId: 'signUp',
          tags: ['Guests'],
          summary: 'Sign up or find a guest',
          description:
            'Registers the guest before a code is asked; a known guest is found, not duplicated or changed. The answer is the same for both (the details as sent, no id, no flag), so it does not tell whether someone is a guest.',
          requestBody: body('SignUpBody'),
          responses: {
            200: ok('{user}'),
            ...errors(400, 409, 413, 415),
          },
        },
      },
      '/users/me': {
        get: {
          operationId: 'getProfile',
          tags: ['Guests'],
          summary: 'Profile',
          description: "The signed-in guest's profile.",
          security: auth,
          responses: { 200: ok('{user: Profile}'), ...errors(401, 403) },
        },
        patch: {
          operationId: 'updateProfile',
          tags: ['Guests'],
          summary: 'Update the profile',
          description:
            'A new e-mail address or phone number (one at a time, else 400 one_contact_at_a_time) answers 202 and is saved ' +
            'only when confirmed with {email, code} or {phone_number, code} from the code sent to it (mailed or texted); ' +
            "the guest's other sessions then end. A code that is gone answers 400 code_expired; a set-up that cannot text " +
            'answers 409 phone_change_refused for a new number; the same number in another notation is no change.',
          security: auth,
          requestBody: body('ProfilePatchBody'),
          responses: {
            200: ok('{user}'),
            202: ok('{pending_email | pending_phone, resend_after_seconds, user}'),
            ...errors(400, 401, 403, 409, 413, 415, 429),
          },
        },
      },
      '/users/me/reservations': {
        get: {
          operationId: 'listMyReservations',
          tags: ['Guests'],
          summary: 'Upcoming reservations',
          description: "The guest's upcoming reservations; an access token answers its own reservation only.",
          security: auth,
          parameters: queryParameters(requests.ListQuerySchema),
          responses: {
            200: ok('{reservations}', {
              type: 'object',
              required: ['reservations'],
              properties: {
                reservations: { type: 'array', items: { $ref: '#/components/schemas/Reservation' } },
              },
            }),
            ...errors(400, 401),
          },
        },
      },
      '/sessions': {
        post: {
          operationId: 'requestCode',
          tags: ['Sessions'],
          summary: 'Send a 6-digit code',
          description:
            'Sends a code by SMS or e-mail and answers a temp token to check it with. A contact no guest holds is ' +
            'answered the same (no code goes out; the contact is told that nothing is booked under it), so the ' +
            'answer never tells who is a guest. A set-up that cannot text answers 400 sms_unavailable to every ' +
            'phone number.',
          requestBody: body('OtpRequestBody'),
          responses: {
            200: ok('{token, channel, sent_to, resend_after_seconds}'),
            ...errors(400, 413, 415, 429),
          },
        },
      },
      '/sessions/current': {
        patch: {
          operationId: 'checkCode',
          tags: ['Sessions'],
          summary: 'Check the code',
          description: 'The temp token in Authorization and the code in the body; answers the session token.',
          security: auth,
          requestBody: body('OtpCheckBody'),
          responses: { 200: ok('{token, expires_at, profile}'), ...errors(400, 401, 413, 415) },
        },
        delete: {
          operationId: 'signOut',
          tags: ['Sessions'],
          summary: 'Sign out',
          description: 'Ends the session of the token.',
          security: auth,
          responses: { 200: ok('{ok: true}'), ...errors(401, 403) },
        },
      },
      '/staff/sessions': {
        post: {
          operationId: 'requestStaffCode',
          tags: ['Staff'],
          summary: "Send a staff member's sign-in code",
          description:
            'E-mails a 6-digit code to a staff address and answers a temp token to check it with. An address of ' +
            'nobody on the staff is answered the same (no code goes out). The limits of guest codes apply.',
          requestBody: body('StaffCodeRequestBody'),
          responses: { 201: ok('{token, resend_after}'), ...errors(400, 413, 415, 429) },
        },
      },
      '/staff/sessions/current': {
        patch: {
          operationId: 'checkStaffCode',
          tags: ['Staff'],
          summary: 'Check the staff code',
          description:
            'The temp token in Authorization, the code in the body; answers the staff session token.',
          security: auth,
          requestBody: body('StaffCodeCheckBody'),
          responses: { 200: ok('{token, staff}'), ...errors(400, 401, 413, 415) },
        },
        delete: {
          operationId: 'staffSignOut',
          tags: ['Staff'],
          summary: 'Sign out',
          description: 'Ends the staff session of the token.',
          security: auth,
          responses: { 204: { description: 'Signed out' }, ...errors(401) },
        },
      },
      '/staff/me': {
        get: {
          operationId: 'getStaffMember',
          tags: ['Staff'],
          summary: 'The signed-in staff member',
          description: 'Their name, language and restaurants with their role at each.',
          security: auth,
          responses: { 200: ok('{staff: {id, name, email, language, restaurants}}'), ...errors(401) },
        },
      },
      '/staff/sites/{siteId}/day': {
        get: {
          operationId: 'getDaySheet',
          tags: ['Staff'],
          summary: "A restaurant's day sheet",
          description:
            "The day's bookings by time (cancelled ones included) with what the stand needs, the covers and tables " +
            'per day part, and the covers per quarter hour (shared/staff/day-sheet.ts).',
          security: auth,
          parameters: [siteId, ...queryParameters(staffRequests.DaySheetQuerySchema)],
          responses: { 200: ok('DaySheet'), ...errors(400, 401, 403, 404) },
        },
      },
      '/staff/sites/{siteId}/events': {
        get: {
          operationId: 'followDay',
          tags: ['Staff'],
          summary: "A restaurant's changes as they happen",
          description:
            "Server-sent events: `ready` once listening, then `change` with {site_id, date} (never a booking's " +
            'id) for every committed booking, change, cancellation or visit status of the restaurant, made through ' +
            'any server process, or {all: true} when changes may have been missed; a comment every 15 s while ' +
            'quiet. The sheet reads its day again on a change of that day, and after it reconnects. The stream ' +
            'ends as soon as the session no longer allows reading the day (signed out, member removed, role ' +
            'changed), and with `retry:` when the server process is stopping.',
          security: auth,
          parameters: [siteId],
          responses: {
            200: {
              description: 'An event stream',
              content: { 'text/event-stream': { schema: { type: 'string' } } },
            },
            ...errors(401, 403),
          },
        },
      },
      '/staff/sites/{siteId}/reservations/{reservationId}': {
        delete: {
          operationId: 'cancelAtStand',
          tags: ['Staff'],
          summary: 'Cancel a booking at the stand',
          description:
            'Frees its tables at once and e-mails the guest in their language (a walk-in has no address). The ' +
            "guests' cut-off does not apply to the restaurant. Cancelling a cancelled booking changes nothing.",
          security: auth,
          parameters: [siteId, reservationId],
          responses: { 200: ok('{booking}'), ...errors(401, 403, 404) },
        },
        patch: {
          operationId: 'moveAtStand',
          tags: ['Staff'],
          summary: 'Move a booking at the stand',
          description:
            'A host changes the date, time and party size (all three sent). The tables are re-assigned under the ' +
            "days' locks as for a guest's change; 409 move_no_table when none is free (never an overbooking). The " +
            "guests' online limits (lead time, largest group online, online blocks) do not apply; a new start must " +
            'be ahead (422 move_in_past) and within opening hours (422 move_closed); a cancelled booking or one ' +
            'whose guests came is 409 move_not_movable. Audited before -> after; the guest gets the change e-mail ' +
            'in their language (a walk-in has no address). The same slot changes nothing and sends nothing.',
          security: auth,
          parameters: [siteId, reservationId],
          requestBody: body('MoveBody'),
          responses: { 200: ok('{booking}'), ...errors(400, 401, 403, 404, 409, 413, 415, 422) },
        },
      },
      '/staff/sites/{siteId}/reservations/{reservationId}/visit': {
        post: {
          operationId: 'setVisit',
          tags: ['Staff'],
          summary: 'Set where a guest is in their visit',
          description:
            'booked -> arrived -> left, or booked -> no_show; or the undo of the last move. Timed, by whom, audited. ' +
            'Any other move is 409 visit_move_refused.',
          security: auth,
          parameters: [siteId, reservationId],
          requestBody: body('VisitBody'),
          responses: { 200: ok('{booking}'), ...errors(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      '/staff/reports': {
        get: {
          operationId: 'getReport',
          tags: ['Staff'],
          summary: "A range's figures (manager, admin)",
          description:
            'For one restaurant (site_id) or every one the caller may report on: bookings, cancelled, covers per ' +
            'day part, no-shows and their rate, bookings per promotion and per channel; per restaurant and in total. ' +
            'Up to 92 days.',
          security: auth,
          parameters: queryParameters(staffRequests.ReportQuerySchema),
          responses: { 200: ok('{from, to, total, sites}'), ...errors(400, 401, 403) },
        },
      },
      '/staff/reports/bookings.csv': {
        get: {
          operationId: 'getBookingsCsv',
          tags: ['Staff'],
          summary: "A range's bookings as CSV (manager, admin)",
          description:
            'One row per booking as the day sheet shows it (RFC 4180, UTF-8; a field a spreadsheet would read as ' +
            'a formula starts with an apostrophe).',
          security: auth,
          parameters: queryParameters(staffRequests.ReportQuerySchema),
          responses: {
            200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
            ...errors(400, 401, 403),
          },
        },
      },
      '/staff/sites/{siteId}/rules': {
        get: {
          operationId: 'getSiteRules',
          tags: ['Staff'],
          summary: "A restaurant's blocks and stay per party size",
          description: 'Any role at the restaurant may read them; a manager changes them.',
          security: auth,
          parameters: [siteId],
          responses: { 200: ok('{stay_minutes, blocks}'), ...errors(401, 403) },
        },
      },
      '/staff/sites/{siteId}/blocks': {
        post: {
          operationId: 'addBlock',
          tags: ['Staff'],
          summary: 'Suspend online booking on a date (manager)',
          description:
            'From a time to a time, [from, to): one slot, a range, or the whole day (00:00 to 23:59). The widget ' +
            'stops offering those times at once; bookings already made are kept and answered as `conflicts`. ' +
            '422 block_range_invalid when it does not end after it starts.',
          security: auth,
          parameters: [siteId],
          requestBody: body('BlockBody'),
          responses: { 201: ok('{block, conflicts}'), ...errors(400, 401, 403, 413, 415, 422) },
        },
      },
      '/staff/sites/{siteId}/blocks/{blockId}': {
        delete: {
          operationId: 'removeBlock',
          tags: ['Staff'],
          summary: 'Lift a block (manager)',
          description: 'The times are offered online again at once.',
          security: auth,
          parameters: [siteId, { name: 'blockId', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 204: { description: 'Lifted' }, ...errors(401, 403, 404) },
        },
      },
      '/staff/sites/{siteId}/stay': {
        put: {
          operationId: 'setStay',
          tags: ['Staff'],
          summary: 'Set the stay per party size (manager)',
          description:
            'Rows by growing party size, the last (up_to null) for every larger group, each 30 to 360 minutes in ' +
            'quarter hours (shared/staff/stay-rules.ts); 422 stay_rules_invalid otherwise. New bookings and the ' +
            "widget's times follow at once; bookings already made keep their end.",
          security: auth,
          parameters: [siteId],
          requestBody: body('StayBody'),
          responses: { 200: ok('{stay_minutes}'), ...errors(400, 401, 403, 413, 415, 422) },
        },
      },
      '/staff/sites/{siteId}/settings': {
        get: {
          operationId: 'getSiteSettings',
          tags: ['Staff'],
          summary: "A restaurant's settings, tables and rooms (manager)",
          description:
            'Opening hours per weekday, slot interval, lead time, cancellation window and largest group online; ' +
            "the chain's rules until a manager edits them.",
          security: auth,
          parameters: [siteId],
          responses: { 200: ok('{settings, tables, areas}'), ...errors(401, 403, 404) },
        },
        put: {
          operationId: 'setSiteSettings',
          tags: ['Staff'],
          summary: "Set a restaurant's settings (manager)",
          description:
            'Every setting at once (shared/staff/site-settings.ts). The widget and the booking check follow at ' +
            'once; bookings already made are kept, and those outside the new hours or above the new largest group ' +
            'are answered as `conflicts`. 422 opening_hours_invalid, slot_interval_invalid, lead_time_invalid, ' +
            'cancel_window_invalid or max_group_invalid.',
          security: auth,
          parameters: [siteId],
          requestBody: body('SiteSettingsBody'),
          responses: { 200: ok('{settings, conflicts}'), ...errors(400, 401, 403, 404, 413, 415, 422) },
        },
      },
      '/staff/sites/{siteId}/tables': {
        post: {
          operationId: 'addTable',
          tags: ['Staff'],
          summary: 'Add a table (manager)',
          description:
            'In the room named, else the first. 422 table_invalid (label, seats 1 to 30, room) or ' +
            'table_label_taken. Guests are seated at it at once.',
          security: auth,
          parameters: [siteId],
          requestBody: body('TableBody'),
          responses: { 201: ok('{table}'), ...errors(400, 401, 403, 413, 415, 422) },
        },
      },
      '/staff/sites/{siteId}/tables/{tableId}': {
        put: {
          operationId: 'changeTable',
          tags: ['Staff'],
          summary: "Change a table's label, seats or combinable (manager)",
          description:
            'Bookings already on it are kept; those it now seats too few for are answered as `conflicts`.',
          security: auth,
          parameters: [siteId, { name: 'tableId', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: body('TableBody'),
          responses: { 200: ok('{table, conflicts}'), ...errors(400, 401, 403, 404, 413, 415, 422) },
        },
        delete: {
          operationId: 'removeTable',
          tags: ['Staff'],
          summary: 'Remove a table (manager)',
          description:
            'Only when no booking to come holds it; 409 table_in_use otherwise. Past bookings keep its label.',
          security: auth,
          parameters: [siteId, { name: 'tableId', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 204: { description: 'Removed' }, ...errors(401, 403, 404, 409) },
        },
      },
      '/staff/sites/{siteId}/audit': {
        get: {
          operationId: 'getAudit',
          tags: ['Staff'],
          summary: "A restaurant's audit trail (manager)",
          description:
            'The latest 100 changes by its staff, newest first: who, when, what, before and after.',
          security: auth,
          parameters: [siteId],
          responses: { 200: ok('{entries}'), ...errors(401, 403) },
        },
      },
      '/staff/sites/{siteId}/walk-ins': {
        post: {
          operationId: 'seatWalkIn',
          tags: ['Staff'],
          summary: 'Seat a walk-in',
          description:
            'A party without a booking takes a free table today at the time given, without contact details; it is ' +
            'arrived at once. 409 no_table when no table is free for the stay.',
          security: auth,
          parameters: [siteId],
          requestBody: body('WalkInBody'),
          responses: { 201: ok('{booking}'), ...errors(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      '/staff/accounts': {
        get: {
          operationId: 'listStaff',
          tags: ['Staff'],
          summary: 'The staff accounts (chain admin, manager)',
          description:
            'Every active member with their roles per restaurant, by name. A chain admin sees everyone; a manager ' +
            'themselves and whoever has a role at a restaurant they manage. A host is 403.',
          security: auth,
          responses: { 200: ok('{staff: [{id, name, email, language, grants}]}'), ...errors(401, 403) },
        },
        post: {
          operationId: 'addStaff',
          tags: ['Staff'],
          summary: 'Add a staff member',
          description:
            'Name, e-mail, language and roles (host or manager at restaurants, or chain admin); they sign in with ' +
            'a code sent to that address. A manager may add hosts of their own restaurants only (else 403; ' +
            'shared/staff/accounts.ts). 409 staff_email_taken when the address is on the staff; someone removed ' +
            'before comes back on their old account. Audited.',
          security: auth,
          requestBody: body('StaffAddBody'),
          responses: { 201: ok('{member}'), ...errors(400, 401, 403, 409, 413, 415) },
        },
      },
      '/staff/accounts/{staffId}/roles': {
        put: {
          operationId: 'setStaffRoles',
          tags: ['Staff'],
          summary: "Set a member's roles",
          description:
            'Every role the member is to have; those not named are taken away. A manager may give and take only ' +
            "the host role at their own restaurants (else 403). 422 own_role_raised for a raise of one's own " +
            'role; 409 last_chain_admin when the last chain admin would lose it. Applies at the next request. Audited.',
          security: auth,
          parameters: [staffId],
          requestBody: body('StaffRolesBody'),
          responses: { 200: ok('{member}'), ...errors(400, 401, 403, 404, 409, 413, 415, 422) },
        },
      },
      '/staff/accounts/{staffId}': {
        delete: {
          operationId: 'removeStaff',
          tags: ['Staff'],
          summary: 'Remove a staff member',
          description:
            'Deactivates the account: its roles go, every session of theirs ends at once (401), and signing in ' +
            "with the address answers as for an unknown one. 422 self_removal for one's own account; 409 " +
            'last_chain_admin for the last chain admin. Audited.',
          security: auth,
          parameters: [staffId],
          responses: { 204: { description: 'Removed' }, ...errors(401, 403, 404, 409, 422) },
        },
      },
      '/reminders/opt-out/{token}': {
        get: {
          operationId: 'askReminderOptOut',
          tags: ['Reminders'],
          summary: 'The opt-out page of a reminder',
          description:
            "An HTML page in the guest's language asking whether to stop reminders to the booking's e-mail address " +
            'and phone number, with a button that POSTs the same address; opening it changes nothing (mail scanners ' +
            "open links). The token is the reminder e-mail's own, 256 random bits; unknown is a 404 page.",
          parameters: [optOutToken],
          responses: {
            200: htmlPage('The question, or that reminders are stopped already'),
            404: unknownLink,
          },
        },
        post: {
          operationId: 'optOutOfReminders',
          tags: ['Reminders'],
          summary: 'Stop reminders to a guest',
          description:
            "No more reminders to the booking's e-mail address and phone number, for every booking of them; " +
            'confirmations, changes and cancellations still go out. Again changes nothing.',
          parameters: [optOutToken],
          responses: { 200: htmlPage('That reminders are stopped'), 404: unknownLink },
        },
      },
    },
  };
}
