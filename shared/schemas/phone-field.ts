/**
 * The phone field of the widget forms: required, valid per shared/people/phone, output in E.164.
 * Imports the phone metadata: forms that use it are loaded lazily by the widget.
 */
import * as v from 'valibot';
import { isValidPhone, normalisePhone } from '../people/phone';

/** 'Required field' when empty, 'Enter a valid phone number' when invalid; '06 1234 5678' becomes '+31612345678'. */
export const PhoneFieldSchema = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.check(isValidPhone, 'invalidPhone'),
  v.transform(normalisePhone),
);
