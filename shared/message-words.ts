import type { CatalogueKey } from './message-keys';

export type { MessageKey } from './message-keys';

/**
 * Message keys of the guest messages with their exact English text. Errors travel as keys;
 * the widget turns them into words in the guest's language (widget/i18n), the API answers
 * the English text in `message`.
 */
export const MESSAGE_WORDS = {
  required: 'Required field',
  phoneOrEmailRequired: 'Phone number or Email are required',
  retrieveDataMissing: 'Missing phone number/email or reservation number',
  invalidPhone: 'Enter a valid phone number',
  invalidEmail: 'Enter a correct email address',
  invalidCode: 'Enter a 6-digit code',
  invalidConfirmationNumber: 'Invalid confirmation number',
  minGroupSize: 'Minimum group size is {value} persons',
  maxGroupSize: 'Maximum group size is {value} persons',
  geolocationFailed: 'Sorry, but the following error occurred: {message}',
  timeNoLongerAvailable: 'Unfortunately this time is no longer available for booking',
  dealCodeUsed: 'An error occurred. This action link has already been used for a reservation',
  dealCodeInvalid: 'An error occurred. Please use the reservation link from your email to make a reservation',
  unknownEmail: 'Unknown email address',
  reservationNotFound: 'Reservation with such number could not be found',
  serverError: 'Server error',
  dateNotAvailable: 'This date is not available',
  undefinedLocation: 'Undefined location',
  widgetUpdated: 'Widget was updated. Please restart to proceed.',
  networkIssues: 'Unable to continue due to network issues',
  notFound: 'Sorry, nothing here... (404)',
} as const satisfies Record<CatalogueKey, string>;

/** Keys for input the widget never sends wrong; answered by the API only, in English. */
export const API_MESSAGE_WORDS = {
  invalidDate: 'Use a date as YYYY-MM-DD',
  invalidTime: 'Use a time as HH:mm',
  invalidPartySize: 'Party size must be a whole number from 1',
  invalidLimit: 'Limit must be a whole number from 1 to 99',
  invalidChannel: 'Unknown channel',
  invalidLanguage: 'Language must be en or nl',
  tooLong: 'Text is too long',
} as const;
