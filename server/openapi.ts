/**
 * /api/openapi.json: the frame of the document (info, servers, security, tags, the shared error answers) around the
 * operations generated from the routes (./openapi-paths.ts), each described next to its handler
 * (./openapi-describe.ts). Schemas come from the valibot schemas the routes parse with and answer with (shared/api).
 */
import type { Hono } from 'hono';
import type { GenericSchema } from 'valibot';
import * as answers from '../shared/api/answers';
import * as siteAnswers from '../shared/api/site-answers';
import * as staffAnswers from '../shared/api/staff-answers';
import { StaffAccountSchema } from '../shared/api/staff-account-answers';
import { SiteTableSchema } from '../shared/api/staff-settings-answers';
import type { ErrorStatus } from './openapi-describe';
import { bodySchemas, documentedOperations, openApiPaths, schemaConverter } from './openapi-paths';

/** The error answers, each a shared response with what it means for the caller. */
const ERROR_RESPONSES: Record<ErrorStatus, [name: string, description: string]> = {
  400: ['BadRequest', 'The request is not valid: `key` names the message, `field` the input it is about.'],
  401: ['Unauthorized', 'No token, or a token that is dead (expired, signed out): sign in again.'],
  403: ['Forbidden', "'explicit deny': the token may not do this (an access token outside its reservation)."],
  404: ['NotFound', 'No such restaurant or reservation for this caller.'],
  409: [
    'Conflict',
    'The state changed: the time is no longer free, a deal code was used, a contact is taken, the guest already ' +
      'holds the most upcoming bookings (too_many_bookings).',
  ],
  413: ['PayloadTooLarge', 'The request body is over the size limit.'],
  415: ['UnsupportedMediaType', 'Send the body as application/json.'],
  422: [
    'Unprocessable',
    'A rule refuses the request (a promotion, a deal code, a reused Idempotency-Key, a change to another restaurant).',
  ],
  429: ['TooManyRequests', 'A limit is reached; Retry-After says in how many seconds to try again.'],
};

const errorResponse = (status: ErrorStatus) => ({
  $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}`,
});

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
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

/** Answer parts many operations share: each is one component, referred to wherever it appears. */
const SHARED_ANSWER_SCHEMAS: Record<string, GenericSchema> = {
  Error: answers.ErrorBodySchema,
  Reservation: answers.ReservationSchema,
  Profile: answers.ProfileSchema,
  AvailabilityDay: siteAnswers.AvailabilityDaySchema,
  StaffMember: staffAnswers.StaffMemberSchema,
  SheetBooking: staffAnswers.SheetBookingSchema,
  Block: staffAnswers.BlockSchema,
  AuditEntry: staffAnswers.AuditEntrySchema,
  Report: staffAnswers.ReportSchema,
  StaffAccount: StaffAccountSchema,
  SiteTable: SiteTableSchema,
};

const TAGS = [
  { name: 'Sites', description: "The chain's restaurants and their free times." },
  { name: 'Reservations', description: 'Book, read, change and cancel a table.' },
  { name: 'Guests', description: 'Sign-up and the signed-in guest: profile and reservations.' },
  { name: 'Sessions', description: 'One-time codes by SMS or e-mail, and the session tokens they give.' },
  { name: 'Service', description: 'Liveness, readiness and this document, for operators and their tools.' },
  {
    name: 'Reminders',
    description:
      'The reminder the day before carries a link that stops reminders to its guest, without signing in.',
  },
  {
    name: 'Staff',
    description:
      "The restaurant's side: staff sign in with an e-mail code; roles are per restaurant (host, manager; a chain " +
      'admin has every restaurant). A staff token opens no guest route and a guest token no staff route. A ' +
      "restaurant that is not the caller's, or an action their role does not allow, is 403.",
  },
];

/** The document of an app, built once: its routes do not change after it is made. */
const documents = new WeakMap<Hono, Map<string, object>>();

export function openApiDocument(app: Hono, serverUrl: string): object {
  const built = documents.get(app) ?? new Map<string, object>();
  documents.set(app, built);
  const known = built.get(serverUrl);
  if (known) return known;
  const operations = documentedOperations(app);
  const converter = schemaConverter({ ...SHARED_ANSWER_SCHEMAS, ...bodySchemas(operations) });
  const document = {
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
      schemas: converter.components(),
    },
    paths: openApiPaths(operations, converter.convert, errorResponse),
  };
  built.set(serverUrl, document);
  return document;
}
