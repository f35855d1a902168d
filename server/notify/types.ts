/**
 * Notification types shared by the outbox, the renderer, the worker and the delivery adapters.
 * The server's domain code builds a `Notification` and hands it to `enqueueNotification`.
 */
import type { Language } from '../../shared/constants.js';

/** Any database handle: PGlite, a PGlite transaction, pg's Pool or a pg Client. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export type NotificationChannel = 'sms' | 'email';
export type NotificationLanguage = Language;

/**
 * What an e-mail to a guest carries while they are subscribed to offers and news: the link that withdraws it, one
 * click away (server/domain/consent.ts adds it as the message is written; the renderer puts it under every e-mail and
 * in its List-Unsubscribe header).
 */
interface ToGuest {
  offersOptOutUrl?: string;
}

/** A one-time code for sign-in or for confirming a new e-mail address. */
export interface OtpCodeNotification extends ToGuest {
  kind: 'otp_code';
  channel: NotificationChannel;
  /** E.164 phone number for sms, e-mail address for email. */
  to: string;
  language: NotificationLanguage;
  code: string;
  purpose: 'sign_in' | 'email_change' | 'phone_change' | 'staff_sign_in';
  /** E-mail only: the widget's your-code page for the restaurant being booked, showing this code. */
  codeUrl?: string;
}

/**
 * The answer to a sign-in code asked for a phone number or e-mail address no guest holds: no code, but the news
 * that nothing is booked under it (the API answers as if a code went out, so nobody learns who is a guest).
 */
export interface NoGuestNotification extends ToGuest {
  kind: 'no_guest';
  channel: NotificationChannel;
  to: string;
  language: NotificationLanguage;
}

/** What a booking message says about the reservation. */
export interface ReservationDetails {
  /** The short human reservation number. */
  number: string;
  /** The unguessable id used in links; also the calendar event's UID. */
  id: string;
  site_name: string;
  site_address: string;
  site_phone: string;
  /** 'YYYY-MM-DD' in Europe/Amsterdam. */
  date: string;
  /** 'HH:mm' in Europe/Amsterdam. */
  time: string;
  party_size: number;
  first_name: string;
  last_name: string;
  duration_minutes: number;
  /** The promotion the booking was made under, its title in the guest's language. */
  promotion?: string;
  /** What the guest told the restaurant, as stored (absent when nothing). */
  remarks?: string;
}

/** What a change moved: the reservation's date, time and party size before it. */
export interface PreviousSlot {
  date: string;
  time: string;
  party_size: number;
}

export type BookingKind = 'booking_confirmed' | 'booking_changed' | 'booking_cancelled';

export interface BookingNotification extends ToGuest {
  kind: BookingKind;
  channel: NotificationChannel;
  to: string;
  language: NotificationLanguage;
  reservation: ReservationDetails;
  /** The widget's edit link, /{id}/u. */
  manageUrl: string;
  /** The widget's cancel link, /{id}/d. */
  cancelUrl: string;
  /** A change's message: what the booking was before (date, time, party size). */
  previous?: PreviousSlot;
}

/** The reminder the day before: the booking, its manage and cancel links, and the link to opt out. */
export interface ReminderNotification extends ToGuest {
  kind: 'booking_reminder';
  channel: NotificationChannel;
  to: string;
  language: NotificationLanguage;
  reservation: ReservationDetails;
  /** The widget's edit link, /{id}/u. */
  manageUrl: string;
  /** The widget's cancel link, /{id}/d. */
  cancelUrl: string;
  /** The page that stops reminders to this guest (a token of its own, server/routes/reminders.ts). */
  optOutUrl: string;
}

/** A new staff member's welcome: who added them, their roles, and where to sign in (with this address). */
export interface StaffInvitationNotification {
  kind: 'staff_invitation';
  channel: 'email';
  to: string;
  language: NotificationLanguage;
  /** The new member's name, as the person who added them wrote it. */
  name: string;
  invitedBy: string;
  /** Each role at a restaurant ('host', 'Tafel Amsterdam'); a chain admin's restaurant is null: every one. */
  roles: Array<{ role: 'host' | 'manager' | 'admin'; restaurant: string | null }>;
  /** The staff app's address. */
  signInUrl: string;
}

/** A table freed for a guest on the waitlist: held for them until `expiresAt`, to book by the link. */
export interface WaitlistOfferNotification extends ToGuest {
  kind: 'waitlist_offer';
  channel: NotificationChannel;
  to: string;
  language: NotificationLanguage;
  first_name: string;
  site_name: string;
  /** 'YYYY-MM-DD' and 'HH:mm' in Europe/Amsterdam. */
  date: string;
  time: string;
  party_size: number;
  /** Until when the table is held, 'HH:mm' in Europe/Amsterdam. */
  heldUntil: string;
  /** The widget's page of the request: book, decline or leave (docs/waitlist.md). */
  offerUrl: string;
}

export type Notification =
  | WaitlistOfferNotification
  | OtpCodeNotification
  | NoGuestNotification
  | BookingNotification
  | ReminderNotification
  | StaffInvitationNotification;
type NotificationKind = Notification['kind'];

/** A message ready to send. SMS use `text` only. */
export interface RenderedNotification {
  subject?: string;
  text: string;
  html?: string;
  /** RFC 5545 calendar file, attached to booking e-mails. */
  ics?: string;
  /** E-mail: the one-click withdrawal of offers and news (RFC 8058 List-Unsubscribe and List-Unsubscribe-Post). */
  listUnsubscribe?: string;
}

/** What an adapter gets: the rendered message and where it goes. */
export interface OutgoingMessage {
  id: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  to: string;
  language: NotificationLanguage;
  rendered: RenderedNotification;
}

/** Why a delivery did not succeed; a code, never the message text. */
type DeliveryErrorCode =
  | 'country_not_allowed'
  | 'invalid_recipient'
  | 'not_textable'
  | 'no_adapter_for_channel'
  | 'provider_rejected'
  | 'provider_unavailable'
  | 'code_expired'
  | 'render_failed'
  | 'adapter_crashed';

/** Errors are values: permanent failures are not retried. */
export type DeliveryOutcome =
  { ok: true } | { ok: false; permanent: boolean; error: DeliveryErrorCode; detail?: string };

export interface DeliveryAdapter {
  /** 'outbox', 'smtp', 'sms' or a combination, for logs. */
  readonly name: string;
  /** True when the stored message must stay readable after delivery (the development outbox). */
  readonly retainsContent: boolean;
  deliver(message: OutgoingMessage): Promise<DeliveryOutcome>;
  /** Releases connections (SMTP pool). */
  close?(): Promise<void>;
}

type OutboxStatus = 'pending' | 'delivering' | 'delivered' | 'failed';

/** One row of notification_outbox as read back. */
export interface OutboxRow {
  id: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  recipient: string;
  language: NotificationLanguage;
  payload: Notification;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
}

/** How a message is rendered (server/notify/render.ts). */
export interface RenderOptions {
  /** When the message was written (outbox created_at): the calendar's DTSTAMP and SEQUENCE, and a date's year. */
  issuedAtMs?: number;
  /** The address the calendar names as organizer; the From address of the e-mail. */
  organizerEmail?: string;
}
