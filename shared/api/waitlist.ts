/**
 * The guest waitlist's contract (docs/waitlist.md): joining, the link of a request with its offer, declining,
 * leaving, and the host's view and hand offer on the day sheet. The server parses with these schemas and documents
 * them in /api/openapi.json; the widget and the staff app build their calls from the same types.
 */
import * as v from 'valibot';
import { MAX_GROUP_ONLINE } from '../constants';
import { DateSchema, LanguageSchema, NameSchema, TimeSchema } from './requests';

/** Every state a waitlist request can be in; only `waiting` and `offered` are open. */
export const WAITLIST_STATES = [
  'waiting',
  'offered',
  'claimed',
  'expired',
  'declined',
  'left',
  'closed',
] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/** How an offer reaches the guest: the contact their session proved when they joined. */
export const WAITLIST_CHANNELS = ['sms', 'email'] as const;
export type WaitlistChannel = (typeof WAITLIST_CHANNELS)[number];

/** The unguessable token of a request's link (in the offer's SMS or e-mail, and the answer to joining). */
export const WaitlistTokenSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{20,64}$/, 'waitlistNotFound'),
  v.description("The request's link token: whoever holds it may see, decline or leave the request"),
);
export const WaitlistTokenParamsSchema = v.object({ token: WaitlistTokenSchema });

/**
 * POST /api/sites/{siteId}/waitlist (a guest session, as for booking): wait for a table for this party on this
 * date, at a start from `from` to `until` (both included, 'HH:mm'). The offer goes by `channel` to the contact the
 * session proved (sms: the phone, email: the e-mail); left out, the phone when the session proved one.
 */
export const JoinWaitlistBodySchema = v.object(
  {
    date: DateSchema,
    from: TimeSchema,
    until: TimeSchema,
    party_size: v.pipe(
      v.number('invalidPartySize'),
      v.integer('invalidPartySize'),
      v.minValue(1, 'invalidPartySize'),
      v.maxValue(MAX_GROUP_ONLINE, 'maxGroupSize'),
    ),
    first_name: NameSchema,
    last_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, 'tooLong')), ''),
    channel: v.optional(v.picklist(WAITLIST_CHANNELS)),
    language: v.optional(LanguageSchema, 'en'),
  },
  'required',
);
export type JoinWaitlistBody = v.InferOutput<typeof JoinWaitlistBodySchema>;

/** The table held for a request: the time offered and until when it is held. */
export const WaitlistOfferSchema = v.object({
  date: v.pipe(v.string(), v.description("The offer's date, 'YYYY-MM-DD'")),
  time: v.pipe(v.string(), v.description("The start offered, 'HH:mm'")),
  party_size: v.number(),
  expires_at: v.pipe(v.string(), v.description('Until when the table is held (ISO 8601, UTC)')),
  by_host: v.pipe(v.boolean(), v.description('Offered by a host by hand rather than when a table freed')),
});
export type WaitlistOffer = v.InferOutput<typeof WaitlistOfferSchema>;

/** A guest's request as they see it. `offer` is there while the state is `offered` (and after, as it was). */
export const WaitlistRequestSchema = v.object({
  id: v.string(),
  site_id: v.string(),
  site_name: v.string(),
  date: v.string(),
  from: v.string(),
  until: v.string(),
  party_size: v.number(),
  first_name: v.string(),
  state: v.picklist(WAITLIST_STATES),
  channel: v.picklist(WAITLIST_CHANNELS),
  /** The contact the offer goes to, as typed (a phone in E.164, or an e-mail address). */
  contact: v.string(),
  language: v.picklist(['en', 'nl'] as const),
  joined_at: v.string(),
  /** Until when the request waits: the window's start (ISO 8601, UTC). */
  closes_at: v.string(),
  offer: v.nullable(WaitlistOfferSchema),
  /** The reservation made from the offer, once claimed. */
  reservation_id: v.nullable(v.string()),
});
export type WaitlistRequest = v.InferOutput<typeof WaitlistRequestSchema>;

/** The answer to joining (201) and to the link's reads and steps: the request. */
export const WaitlistRequestAnswerSchema = v.object({
  request: WaitlistRequestSchema,
  /** The request's link token: only in the answer to joining and to reading by token. */
  token: v.optional(v.string()),
});
export type WaitlistRequestAnswer = v.InferOutput<typeof WaitlistRequestAnswerSchema>;

/** GET /api/sites/{siteId}/waitlist (a guest session): the guest's open and recent requests at the restaurant. */
export const WaitlistRequestsAnswerSchema = v.object({ requests: v.array(WaitlistRequestSchema) });
export type WaitlistRequestsAnswer = v.InferOutput<typeof WaitlistRequestsAnswerSchema>;

/** The params of a request under a restaurant (leaving by session, the host's offer). */
export const WaitlistRequestParamsSchema = v.object({
  siteId: v.pipe(v.string(), v.uuid('undefinedLocation')),
  requestId: v.pipe(v.string(), v.uuid('waitlistNotFound')),
});

/** One request on the day sheet, for the host. */
export const StaffWaitlistEntrySchema = v.object({
  id: v.string(),
  /** Place in line among the open requests (1 = next), or null once the request is no longer waiting. */
  position: v.nullable(v.number()),
  from: v.string(),
  until: v.string(),
  party_size: v.number(),
  name: v.string(),
  channel: v.picklist(WAITLIST_CHANNELS),
  contact: v.string(),
  state: v.picklist(WAITLIST_STATES),
  joined_at: v.string(),
  offer: v.nullable(
    v.object({
      ...WaitlistOfferSchema.entries,
      tables: v.array(v.string()),
    }),
  ),
  reservation_number: v.nullable(v.string()),
});
export type StaffWaitlistEntry = v.InferOutput<typeof StaffWaitlistEntrySchema>;

/** GET /api/staff/sites/{siteId}/waitlist?date=: the day's requests by order of joining, every state. */
export const StaffWaitlistAnswerSchema = v.object({
  date: v.string(),
  entries: v.array(StaffWaitlistEntrySchema),
});
export type StaffWaitlistAnswer = v.InferOutput<typeof StaffWaitlistAnswerSchema>;

/**
 * POST /api/staff/sites/{siteId}/waitlist/{requestId}/offer: a host offers a freed table by hand. `time` inside the
 * request's window; `table_ids` the host's choice, or left out for the tables the server would assign.
 */
export const StaffWaitlistOfferBodySchema = v.object({
  time: TimeSchema,
  table_ids: v.optional(v.pipe(v.array(v.pipe(v.string(), v.uuid())), v.minLength(1), v.maxLength(8))),
});
export type StaffWaitlistOfferBody = v.InferOutput<typeof StaffWaitlistOfferBodySchema>;

/** The answer to the host's offer: the request, offered. */
export const StaffWaitlistOfferAnswerSchema = v.object({ entry: StaffWaitlistEntrySchema });
export type StaffWaitlistOfferAnswer = v.InferOutput<typeof StaffWaitlistOfferAnswerSchema>;
