/** The day sheet's waitlist words, en and nl. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './waitlist-words-en';
import * as nl from './waitlist-words-nl';

export const staffWaitlistWords = defineNamespace({ en: en.waitlistWords, nl: nl.waitlistWords });
export type WaitlistWords = TranslationFunctions<typeof en.waitlistWords>;
