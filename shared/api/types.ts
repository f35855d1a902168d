/**
 * The TypeScript shapes of every guest API answer, inferred from their schemas (./answers.ts, ./site-answers.ts).
 * Type imports only: the widget reads these types without shipping the schemas.
 */
import type * as v from 'valibot';
import type * as answers from './answers';
import type * as siteAnswers from './site-answers';

type Of<Schema extends v.GenericSchema> = v.InferOutput<Schema>;

/** Every 4xx/5xx body: a stable code and an English message. */
export type ErrorBody = Of<typeof answers.ErrorBodySchema>;

export type MealPeriod = Of<typeof siteAnswers.MealPeriodSchema>;
/** Opening hours of one weekday (ISO 1 = Monday … 7 = Sunday), per meal period, 'HH:mm'. */
export type OpeningHours = Of<typeof siteAnswers.OpeningHoursSchema>;
/** The API's extra block: the rules' one (shared/sites), with the image always the four-size map. */
export type SiteExtra = Of<typeof siteAnswers.SiteExtraSchema>;
/** A restaurant (site) as listed by GET /sites: every address field given, plus the info block. */
export type Site = Of<typeof siteAnswers.SiteSchema>;
export type SitesAnswer = Of<typeof siteAnswers.SitesAnswerSchema>;
/** GET /sites/{siteId}. */
export type SiteAnswer = Of<typeof siteAnswers.SiteAnswerSchema>;

export type AvailabilityDay = Of<typeof siteAnswers.AvailabilityDaySchema>;
/** GET /sites/{id}/reservations/availability: `days`, and `by_party_size` for a comma list of sizes. */
export type AvailabilityAnswer = Of<typeof siteAnswers.AvailabilityAnswerSchema>;

export type Profile = Of<typeof answers.ProfileSchema>;
export type ReservationStatus = Of<typeof answers.ReservationStatusSchema>;
export type Reservation = Of<typeof answers.ReservationSchema>;
export type ReservationAnswer = Of<typeof answers.ReservationAnswerSchema>;
export type ReservationsAnswer = Of<typeof answers.ReservationsAnswerSchema>;

/** POST /sessions: the temp token for the code check, and when another code may be sent. */
export type OtpRequestAnswer = Of<typeof answers.OtpRequestAnswerSchema>;
export type PhoneCheckAnswer = Of<typeof answers.PhoneCheckAnswerSchema>;
/** PATCH /sessions/current: the full session token. */
export type OtpCheckAnswer = Of<typeof answers.OtpCheckAnswerSchema>;

export type UserAnswer = Of<typeof answers.UserAnswerSchema>;
/** POST /users: the details as sent, the same for a new and a known guest (no id, no flag). */
export type SignUpAnswer = Of<typeof answers.SignUpAnswerSchema>;
/** PATCH /users/me with a new e-mail: a code went to the new address; confirm with {email, code}. */
type EmailChangePendingAnswer = Of<typeof answers.EmailChangePendingAnswerSchema>;
/** PATCH /users/me with a new phone number: a code was texted to it; the number changes once it is entered. */
type PhoneChangePendingAnswer = Of<typeof answers.PhoneChangePendingAnswerSchema>;
export type ContactChangePendingAnswer = EmailChangePendingAnswer | PhoneChangePendingAnswer;
