import { REFUSAL_KEYS, type RefusalKey } from './refusal-keys';

export { REFUSAL_KEYS, isRefusalKey, type RefusalKey } from './refusal-keys';

/**
 * The keys of the guest messages, without their texts (shared/message-words.ts has the English): code that only
 * names a message, like the widget's error mapping, carries no English with it.
 */
/** The guest messages' catalogue: loaded with every lazy group (widget/i18n/message-words.ts). */
export const CATALOGUE_KEYS = [
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

export type CatalogueKey = (typeof CATALOGUE_KEYS)[number];
export type MessageKey = CatalogueKey | RefusalKey;

const MESSAGE_KEYS: readonly MessageKey[] = [...CATALOGUE_KEYS, ...REFUSAL_KEYS];

/** Whether a value is one of the message keys (an API error's `key`, for one). */
export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && (MESSAGE_KEYS as readonly string[]).includes(value);
