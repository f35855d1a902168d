/**
 * Field schemas the widget forms share (SPEC §3, §5). Every message is a key of shared/messages.ts.
 * No phone metadata here: the libphonenumber field lives in ./phone-field.
 */
import * as v from 'valibot';
import { DEFAULT_CHILD_SEATS, MAX_GROUP_ONLINE } from '../constants';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../people/email';
import { isCalendarDate } from '../time/calendar';

/** Longest first or last name we keep. */
export const NAME_MAX_LENGTH = 80;
/** Most high chairs one booking can ask for. */
export const CHILD_SEATS_MAX = 10;

/** A first or last name: trimmed, required ('Required field'). */
export const NameSchema = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(NAME_MAX_LENGTH, 'tooLong'),
);

/** An e-mail address: trimmed and lowercased; missing is 'required', malformed 'invalidEmail'. */
export const EmailFieldSchema = v.pipe(
  v.string('required'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('required'),
  v.maxLength(EMAIL_MAX_LENGTH, 'invalidEmail'),
  v.check(isValidEmail, 'invalidEmail'),
);

/** A phone number already normalised to E.164 (for data that passed the phone field before). */
export const E164PhoneSchema = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.regex(/^\+[1-9]\d{6,14}$/, 'invalidPhone'),
);

/** Party size: a whole number from 1 up to the online maximum 14 (SPEC §9). */
export const PartySizeSchema = v.pipe(
  v.number('required'),
  v.integer('required'),
  v.minValue(1, 'minGroupSize'),
  v.maxValue(MAX_GROUP_ONLINE, 'maxGroupSize'),
);

/** High chairs: a whole number, default 0 (SPEC §3, §9). The stepper never leaves 0..10, so no message of its own. */
export const ChildSeatsSchema = v.optional(
  v.pipe(
    v.number('required'),
    v.integer('required'),
    v.minValue(0, 'required'),
    v.maxValue(CHILD_SEATS_MAX, 'required'),
  ),
  DEFAULT_CHILD_SEATS,
);

/** 'Disabled guests in the party': yes, no, or not answered (null, then not shown; SPEC §3). */
export const WheelchairUsersSchema = v.optional(v.nullable(v.boolean('required')), null);

/** A real 'YYYY-MM-DD' date. */
export const DateFieldSchema = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.check(isCalendarDate, 'invalidDate'),
);

/** A wall-clock 'HH:mm'. */
export const TimeFieldSchema = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidTime'),
);

/** A restaurant id; anything else is 'Undefined location'. */
export const SiteIdFieldSchema = v.pipe(v.string('undefinedLocation'), v.uuid('undefinedLocation'));
