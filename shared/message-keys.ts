/**
 * The keys of the SPEC §5 and §8 messages, without their texts (shared/messages.ts has the English): code that only
 * names a message, like the widget's error mapping, carries no English with it.
 */
export const MESSAGE_KEYS = [
  'required',
  'phoneOrEmailRequired',
  'retrieveDataMissing',
  'invalidPhone',
  'invalidEmail',
  'invalidCode',
  'invalidConfirmationNumber',
  'minGroupSize',
  'maxGroupSize',
  'geolocationFailed',
  'timeNoLongerAvailable',
  'dealCodeUsed',
  'dealCodeInvalid',
  'unknownEmail',
  'reservationNotFound',
  'serverError',
  'dateNotAvailable',
  'undefinedLocation',
  'widgetUpdated',
  'networkIssues',
  'notFound',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** Whether a value is one of the message keys (an API error's `key`, for one). */
export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && (MESSAGE_KEYS as readonly string[]).includes(value);
