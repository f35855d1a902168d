/**
 * The staff API as typed calls: JSON over fetch, the session token bare in Authorization (as the guest
 * widget sends its own), every answer parsed with its schema. Nothing is cached: the day sheet changes all evening.
 */
import * as v from 'valibot';
import { DayChangeSchema, type DayChange } from '../../shared/staff/day-sheet';
import type { GuestDetailsBody } from '../../shared/staff/requests';
import type { StandOverride } from '../../shared/staff/stand-booking';
import type { VisitStatus } from '../../shared/staff/rules';
import type { DateString, TimeString } from '../../shared/time/instant';
import { BookingAnswerSchema, CodeSentSchema, DaySheetSchema, MeSchema, SignedInSchema } from './answers';
import { followEventStream } from './event-stream';
import { refusalOf, type StaffRefusal } from './refusal';

/** A file the API answered: its content and its Content-Disposition header (the name it asks to be saved under). */
export interface DownloadedFile {
  blob: Blob;
  contentDisposition: string | null;
}

export type StaffResult<T> = { ok: true; data: T } | { ok: false; refusal: StaffRefusal };

export interface StaffApiOptions {
  /** Default '/api' on the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The session (or temporary) token to send, or null before sign-in. */
  token: () => string | null;
  /** Called when the API says the session is gone (401), so the app shows sign-in. */
  onUnauthorized?: () => void;
  /** A call unanswered this long is given up as a network failure. */
  timeoutMs?: number;
}

export interface WalkInInput {
  time: TimeString;
  party_size: number;
  name?: string;
  /** Why the party is seated outside the opening hours (shared/staff/clock-rules.ts); audited. */
  outside_hours_reason?: string;
}

/** Where a booking moves at the stand: its new date, time and party size (all three sent). */
export interface MoveInput {
  date: DateString;
  time: TimeString;
  party_size: number;
  /** The online-only limits the host confirmed passing (shared/staff/stand-booking.ts moveOverrides). */
  overrides?: StandOverride[];
}

/** A booking's guest details as the stand corrects them (all sent). */
export type GuestDetailsInput = GuestDetailsBody;

/** What a followed day says: listening (again), a change, or the line lost (follow again to catch up). */
export interface DayFollower {
  ready(): void;
  change(change: DayChange): void;
  lost(): void;
}

/** A restaurant's path in the staff API, which every screen's calls start from. */
export const sitePath = (siteId: string) => `/sites/${encodeURIComponent(siteId)}`;

/** The server says it is alive every 15 s; this long without a word, the line is taken for lost. */
const SILENCE_MS = 40_000;

export function createStaffApi({
  baseUrl = '/api',
  fetch: fetchImpl = (...args) => fetch(...args),
  token,
  onUnauthorized = () => {},
  timeoutMs = 20_000,
}: StaffApiOptions) {
  const root = `${baseUrl.replace(/\/+$/, '')}/staff`;

  async function call<S extends v.GenericSchema | null>(
    method: string,
    path: string,
    schema: S,
    options: { body?: unknown; token?: string | null } = {},
  ): Promise<StaffResult<S extends v.GenericSchema ? v.InferOutput<S> : null>> {
    type Data = S extends v.GenericSchema ? v.InferOutput<S> : null;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const auth = options.token === undefined ? token() : options.token;
    if (auth) headers.Authorization = auth;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    let data: unknown;
    try {
      response = await fetchImpl(`${root}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
      const text = await response.text();
      data = text ? JSON.parse(text) : null;
    } catch {
      // No answer, or one that is not JSON: to the host it is the same (check the connection, try again).
      return { ok: false, refusal: { code: 'network' } };
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      const refusal = refusalOf(response.status, data, response.headers.get('Retry-After'));
      if (refusal.code === 'unauthorized') onUnauthorized();
      return { ok: false, refusal };
    }
    if (schema === null) return { ok: true, data: null as Data };
    const parsed = v.safeParse(schema, data);
    return parsed.success
      ? { ok: true, data: parsed.output as Data }
      : { ok: false, refusal: { code: 'network' } };
  }

  /** A file, fetched (not linked) so the token travels in Authorization; a refusal is read as call() reads one. */
  async function download(path: string): Promise<StaffResult<DownloadedFile>> {
    const headers: Record<string, string> = {};
    const auth = token();
    if (auth) headers.Authorization = auth;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    let blob: Blob | null = null;
    let data: unknown = null;
    try {
      response = await fetchImpl(`${root}${path}`, { headers, signal: controller.signal });
      if (response.ok) blob = await response.blob();
      else {
        const text = await response.text();
        data = text ? JSON.parse(text) : null;
      }
    } catch {
      return { ok: false, refusal: { code: 'network' } };
    } finally {
      clearTimeout(timer);
    }
    if (!blob) {
      const refusal = refusalOf(response.status, data, response.headers.get('Retry-After'));
      if (refusal.code === 'unauthorized') onUnauthorized();
      return { ok: false, refusal };
    }
    return { ok: true, data: { blob, contentDisposition: response.headers.get('Content-Disposition') } };
  }

  return {
    /** Any call of the staff API: a screen that loads on its own (rules, settings, accounts) adds its calls with this. */
    request: call,
    /** Any file of the staff API (the reports' CSV), fetched with the token. */
    download,
    /** Asks for a code by e-mail; sent without a session (the answer is the same for an unknown address). */
    requestCode: (email: string) =>
      call('POST', '/sessions', CodeSentSchema, { body: { email }, token: null }),
    /** Checks the code with the temporary token; the answer is the session token and who signed in. */
    checkCode: (code: string, temporaryToken: string) =>
      call('PATCH', '/sessions/current', SignedInSchema, { body: { code }, token: temporaryToken }),
    signOut: () => call('DELETE', '/sessions/current', null),
    me: () => call('GET', '/me', MeSchema),
    day: (siteId: string, date: string) =>
      call('GET', `${sitePath(siteId)}/day?date=${encodeURIComponent(date)}`, DaySheetSchema),
    setVisit: (siteId: string, bookingId: string, visit: VisitStatus) =>
      call(
        'POST',
        `${sitePath(siteId)}/reservations/${encodeURIComponent(bookingId)}/visit`,
        BookingAnswerSchema,
        {
          body: { visit },
        },
      ),
    /** Moves a booking to another date, time or party size; the guest hears of it by e-mail. */
    moveBooking: (siteId: string, bookingId: string, move: MoveInput) =>
      call(
        'PATCH',
        `${sitePath(siteId)}/reservations/${encodeURIComponent(bookingId)}`,
        BookingAnswerSchema,
        {
          body: move,
        },
      ),
    /** Cancels a booking with the restaurant's reason; the guest is told. */
    cancelBooking: (siteId: string, bookingId: string, reason: string) =>
      call(
        'DELETE',
        `${sitePath(siteId)}/reservations/${encodeURIComponent(bookingId)}`,
        BookingAnswerSchema,
        {
          body: { reason },
        },
      ),
    /** Corrects a booking's guest details and notes. */
    editGuest: (siteId: string, bookingId: string, details: GuestDetailsInput) =>
      call(
        'PUT',
        `${sitePath(siteId)}/reservations/${encodeURIComponent(bookingId)}/guest`,
        BookingAnswerSchema,
        { body: details },
      ),
    addWalkIn: (siteId: string, walkIn: WalkInInput) =>
      call('POST', `${sitePath(siteId)}/walk-ins`, BookingAnswerSchema, { body: walkIn }),
    /**
     * Follows a restaurant's changes as they happen: server-sent events read through fetch, so the token travels in
     * Authorization as on every call. `lost` comes once when the line ends, fails or stays silent; `stop` ends it
     * quietly. A 401 also signs the person out.
     */
    follow(siteId: string, follower: DayFollower): () => void {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      const auth = token();
      if (auth) headers.Authorization = auth;
      return followEventStream({
        fetch: fetchImpl,
        url: `${root}${sitePath(siteId)}/events`,
        headers,
        silenceMs: SILENCE_MS,
        answered: (status) => {
          if (status === 401) onUnauthorized();
        },
        event: ({ event, data }) => {
          if (event === 'ready') follower.ready();
          else if (event === 'change') {
            const change: unknown = JSON.parse(data);
            if (v.is(DayChangeSchema, change)) follower.change(change);
          }
        },
        lost: () => follower.lost(),
      });
    },
  };
}

export type StaffApi = ReturnType<typeof createStaffApi>;
