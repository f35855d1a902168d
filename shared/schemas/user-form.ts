/**
 * The user form (sign-up) and the profile (user edit flow).
 * Uses the phone field, so it loads the phone metadata: the widget imports it lazily.
 */
import * as v from 'valibot';
import { LANGUAGES } from '../constants';
import { EmailFieldSchema, NameSchema } from './fields';
import { PhoneFieldSchema } from './phone-field';

export const UserFormSchema = v.object(
  {
    first_name: NameSchema,
    last_name: NameSchema,
    phone_number: PhoneFieldSchema,
    email: EmailFieldSchema,
    subscribed: v.optional(v.boolean('required'), false),
  },
  'required',
);

export const ProfileSchema = v.object(
  {
    id: v.pipe(v.string('required'), v.nonEmpty('required')),
    first_name: NameSchema,
    last_name: NameSchema,
    email: EmailFieldSchema,
    phone_number: PhoneFieldSchema,
    language: v.picklist(LANGUAGES, 'invalidLanguage'),
  },
  'required',
);
