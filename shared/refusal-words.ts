import type { CoreRefusalKey } from './refusal-keys';

/** Refusals beyond the SPEC catalogue: what happened, and what the guest can do next. */
export const REFUSAL_WORDS = {
  unknownPhone: 'We do not know this phone number. Check it, or make a reservation first.',
  wrongCode: 'This code is not right. Check the digits, or ask for a new code.',
  codeExpired: 'This code no longer works. Ask for a new code.',
  codeNotSent: 'We have not sent you a code yet. Ask for a code first.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  smsCountryRefused: 'We cannot text a code to this number. Choose e-mail to receive your code.',
  phoneNotTextable:
    'This number cannot receive a text message (a landline, for instance). Choose e-mail to receive your code.',
  emailTaken: 'This e-mail address belongs to another guest. Please use another address.',
  phoneTaken: 'This phone number belongs to another guest. Please use another number.',
  reservationCancelled: 'This reservation has been cancelled.',
  cancellationDisabled:
    'This reservation can no longer be cancelled online. Please call the restaurant on {phone}.',
  changeDisabled: 'This reservation can no longer be changed online. Please call the restaurant on {phone}.',
  siteChangeRefused:
    'A reservation cannot be moved to another restaurant, so this one has not changed. To go there instead, cancel this reservation and book a new one at the other restaurant.',
  oneContactAtATime:
    'Change your phone number and your e-mail address one at a time: save one and confirm its code, then the other.',
  tooManyChairs: 'There cannot be more high chairs than guests.',
  remarksTooLong: 'Your remarks are longer than the counter allows. Please shorten them.',
  tooManyBookings:
    'You already have as many upcoming reservations as we take online for one guest. Cancel one you no longer need, or call the restaurant.',
  possibleDouble: 'You already have a reservation at this time. Book another only if you mean to have two.',
  numberLocked:
    'This reservation number was tried too often. Log in with a code sent to your phone or e-mail instead, or try the number again later.',
  erasurePlanChanged:
    'Your upcoming reservations changed meanwhile, so nothing was deleted. Look at the list again and confirm.',
  erasureBookingSoon:
    'A reservation of yours starts too soon to cancel online, so nothing was deleted. Call the restaurant, or delete your account after that visit.',
  requestRefused: 'This did not work. Please check what you entered and try again.',
  serviceBusy:
    'We cannot reach the reservations for a moment. Nothing has changed: please try again shortly.',
  restaurantArchived:
    'This restaurant no longer takes reservations online. Please choose another restaurant of the chain.',
} as const satisfies Record<CoreRefusalKey, string>;
