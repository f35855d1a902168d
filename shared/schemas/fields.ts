/**
 * Field schemas the widget forms share. Every message is a key of shared/message-words.ts.
 * No phone metadata here: the libphonenumber field lives in ./phone-field.
 */
import * as v from 'valibot';
import { DEFAULT_CHILD_SEATS, REMARKS_MAX_LENGTH } from '../constants';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../people/email';

/** Longest first or last name we keep. */
const NAME_MAX_LENGTH = 80;
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

/** High chairs: a whole number, default 0. The stepper never leaves 0..10, so no message of its own. */
export const ChildSeatsSchema = v.optional(
  v.pipe(
    v.number('required'),
    v.integer('required'),
    v.minValue(0, 'required'),
    v.maxValue(CHILD_SEATS_MAX, 'required'),
  ),
  DEFAULT_CHILD_SEATS,
);

/** 'Disabled guests in the party': yes, no, or not answered (null, then not shown). */
export const WheelchairUsersSchema = v.optional(v.nullable(v.boolean('required')), null);

/**
 * The guest's remarks to the restaurant: optional (absent is ''), at most REMARKS_MAX_LENGTH characters as typed
 * ('remarksTooLong'), then trimmed. Kept apart from the notes, where a promotion's activator text lives.
 */
export const RemarksSchema = v.optional(
  v.pipe(v.string('remarksTooLong'), v.maxLength(REMARKS_MAX_LENGTH, 'remarksTooLong'), v.trim()),
  '',
);
