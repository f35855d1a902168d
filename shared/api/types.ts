/**
 * Shapes of every API answer (SPEC §3 and §7). The server produces them, the widget reads them.
 * Field names follow the spec where it names them (snake_case on the wire).
 */
import type { Language } from '../constants';
import type { Site as RuleSite, SiteExtra as RuleSiteExtra } from '../sites/types';

/** Every 4xx/5xx body: a stable code and an English message (SPEC §7: error and message). */
export interface ErrorBody {
  error: string;
  /** English text, for people reading the API. */
  message: string;
  /** The message key of shared/messages.ts when the message is one: a client shows it in the guest's language. */
  key?: string;
  /** The request field at fault, for 400 answers. */
  field?: string;
  /** The restaurant to call, when the guest must phone (a change or cancellation no longer possible online). */
  phone?: string;
  /** The limit a refusal names: the restaurant's largest group online (group_too_large). */
  value?: number;
}

/** SPEC §3 image size map. */
export interface ImageSet {
  full: string;
  lg: string;
  md: string;
  sm: string;
}

export type MealPeriod = 'breakfast' | 'lunch' | 'dinner';

/** Opening hours of one weekday (ISO 1 = Monday … 7 = Sunday), per meal period, 'HH:mm'. */
export interface OpeningHours {
  weekday: number;
  periods: Array<{ period: MealPeriod; from: string; to: string }>;
}

/** The API's extra block: the rules' one (shared/sites), with the image always the four-size map. */
export interface SiteExtra extends RuleSiteExtra {
  image?: ImageSet;
}

/** A restaurant (site) as listed by GET /sites: the rules' site with every address field given, plus the info block. */
export interface Site extends Required<Omit<RuleSite, 'extra'>> {
  extra: SiteExtra;
  parking: string;
  experiences: string[];
  /** The restaurant's own texts in other languages than English (parking, experiences). */
  texts: { nl: { parking: string; experiences: string[] } };
  badges: { dogs_welcome: boolean; disabled_toilet: boolean; terrace_not_reservable: boolean };
  opening_hours: OpeningHours[];
  channels: string[];
  /** Only with GET /sites?date=: at least one available, non-suspended slot that day for the party size. */
  has_availability?: boolean;
}

export interface SitesAnswer {
  sites: Site[];
}

/** GET /sites/{siteId}. */
export interface SiteAnswer {
  site: Site;
}

export interface AvailabilityTime {
  time: string;
  is_available: boolean;
  online_suspended: boolean;
  end_time_note?: string;
  /** The Christmas sitting's end as 'HH:mm' (end_time_note's time, for other languages). */
  end_time?: string;
  christmas_category?: 'lunch' | 'dinner';
}

export interface AvailabilitySession {
  session_name: string;
  seating_areas: Array<{ seating_area_uid: string }>;
  times: AvailabilityTime[];
}

export interface AvailabilityDay {
  date: string;
  sessions: AvailabilitySession[];
}

/**
 * GET /sites/{id}/reservations/availability. With one party size: `days`.
 * With a comma list: `days` for the first size and `by_party_size` for every size asked.
 */
export interface AvailabilityAnswer {
  days: AvailabilityDay[];
  by_party_size?: Record<string, AvailabilityDay[]>;
}

/** SPEC §3 profile. */
export interface Profile {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  language: Language;
}

export type ReservationStatus = 'confirmed' | 'cancelled';

export interface Reservation {
  /** Unguessable id used in manage links (route param conf); also works as the reservation's access token. */
  id: string;
  /** Short human reservation number (unambiguous letters and digits). */
  number: string;
  site_id: string;
  site_name: string;
  date: string;
  time: string;
  party_size: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  child_seats: number;
  wheelchair_users: boolean | null;
  notes: string;
  flow: string | null;
  status: ReservationStatus;
  /** False when the guest must phone the restaurant to cancel (close to the start, or a large group). */
  cancellable: boolean;
  /**
   * When the table is free again (ISO 8601, UTC): the start plus the restaurant's stay for the party size,
   * set once when the table is booked. The e-mail's calendar event and the success page's link end here.
   */
  ends_at: string;
  language: Language;
  created_at: string;
}

export interface ReservationAnswer {
  reservation: Reservation;
}

export interface ReservationsAnswer {
  reservations: Reservation[];
}

/** POST /sessions: the temp token for the code check, and when another code may be sent. */
export interface OtpRequestAnswer {
  token: string;
  channel: 'sms' | 'email';
  /** Masked address the code went to, e.g. '+31 6 •••• 78' or 'j•••@example.nl'. */
  sent_to: string;
  resend_after_seconds: number;
}

/** PATCH /sessions/current: the full session token. */
export interface OtpCheckAnswer {
  token: string;
  expires_at: string;
  profile: Profile;
}

export interface UserAnswer {
  user: Profile;
}

/**
 * POST /users: the details as sent (phone normalised), the same for a new and a known guest. No id and no flag:
 * nothing here tells whether someone is a guest (what the widget must know about a stored e-mail, it learns only
 * after the code).
 */
export interface SignUpAnswer {
  user: Omit<Profile, 'id'>;
}

/** PATCH /users/me with a new e-mail: a code went to the new address; confirm with {email, code}. */
export interface EmailChangePendingAnswer {
  pending_email: string;
  resend_after_seconds: number;
}

/** PATCH /users/me with a new phone number: a code was texted to it; the number changes once it is entered. */
export interface PhoneChangePendingAnswer {
  pending_phone: string;
  resend_after_seconds: number;
}

export type ContactChangePendingAnswer = EmailChangePendingAnswer | PhoneChangePendingAnswer;
