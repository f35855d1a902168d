/**
 * The guest's consent to offers and news (docs/privacy.md): GET /users/me/consents reads it with its record, PATCH
 * gives or withdraws it. The server keeps the words shown in the language sent (shared/people/consent.ts).
 */
import * as v from 'valibot';
import { LANGUAGES } from '../constants';
import { CONSENT_SOURCES } from '../people/consent';

const LanguageSchema = v.picklist(LANGUAGES, 'invalidLanguage');

/** One line of the record: given or withdrawn, when, where, and the words the guest read. */
export const ConsentRecordSchema = v.object({
  given: v.boolean(),
  at: v.pipe(v.string(), v.description('ISO 8601')),
  source: v.picklist(CONSENT_SOURCES),
  words: v.pipe(v.string(), v.description('Empty only for a yes given before consents were recorded')),
  language: LanguageSchema,
});
export type ConsentRecordView = v.InferOutput<typeof ConsentRecordSchema>;

/** GET and PATCH /users/me/consents. */
export const ConsentsAnswerSchema = v.object({
  offers_and_news: v.object({
    given: v.boolean(),
    records: v.array(ConsentRecordSchema),
  }),
});
export type ConsentsAnswer = v.InferOutput<typeof ConsentsAnswerSchema>;

/** PATCH /users/me/consents: the answer, and the language the words were shown in. */
export const ConsentsBodySchema = v.object(
  {
    offers_and_news: v.boolean(),
    language: LanguageSchema,
  },
  'required',
);
export type ConsentsBody = v.InferOutput<typeof ConsentsBodySchema>;
