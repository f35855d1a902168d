/**
 * The retrieve form (the retrieve page): a reservation number with the guest's phone
 * or e-mail, or the phone or e-mail alone to sign in by code. Only the retrieve-by field is kept.
 * Uses the phone rules, so it loads the phone metadata: the widget imports it lazily.
 */
import * as v from 'valibot';
import { isValidEmail } from '../people/email';
import { isValidPhone } from '../people/phone';
import { RETRIEVE_BY, isConfirmationNumber, retrieveData, type RetrieveData } from '../people/retrieve-data';

const Text = v.optional(v.pipe(v.string('required'), v.trim()), '');

type RetrieveFields = {
  confirmationNum: string;
  phone_number: string;
  email: string;
  retrieveBy: (typeof RETRIEVE_BY)[number];
};
const contact = (form: RetrieveFields) => (form.retrieveBy === 'email' ? form.email : form.phone_number);

/**
 * Messages, by rule:
 * - nothing entered at all: 'Missing phone number/email or reservation number' (whole form, 'root');
 * - a reservation number but no phone/e-mail: 'Phone number or Email are required' at the chosen field;
 * - a reservation number not of letters and digits: 'Invalid confirmation number';
 * - the chosen field filled but wrong: 'Enter a valid phone number' / 'Enter a correct email address'.
 * The field not chosen is ignored and dropped. Output: the data to send (see retrieveData).
 */
export const RetrieveFormSchema = v.pipe(
  v.object(
    {
      confirmationNum: Text,
      phone_number: Text,
      email: Text,
      retrieveBy: v.optional(v.picklist(RETRIEVE_BY, 'phoneOrEmailRequired'), 'phone_number'),
    },
    'retrieveDataMissing',
  ),
  v.check((form) => Boolean(form.confirmationNum || contact(form)), 'retrieveDataMissing'),
  v.forward(
    v.check(
      (form) => !form.confirmationNum || isConfirmationNumber(form.confirmationNum),
      'invalidConfirmationNumber',
    ),
    ['confirmationNum'],
  ),
  v.forward(
    v.check(
      (form) => form.retrieveBy !== 'phone_number' || !form.confirmationNum || Boolean(form.phone_number),
      'phoneOrEmailRequired',
    ),
    ['phone_number'],
  ),
  v.forward(
    v.check(
      (form) => form.retrieveBy !== 'email' || !form.confirmationNum || Boolean(form.email),
      'phoneOrEmailRequired',
    ),
    ['email'],
  ),
  v.forward(
    v.check(
      (form) => form.retrieveBy !== 'phone_number' || !form.phone_number || isValidPhone(form.phone_number),
      'invalidPhone',
    ),
    ['phone_number'],
  ),
  v.forward(
    v.check((form) => form.retrieveBy !== 'email' || !form.email || isValidEmail(form.email), 'invalidEmail'),
    ['email'],
  ),
  v.transform((form): RetrieveData => retrieveData(form)),
);
