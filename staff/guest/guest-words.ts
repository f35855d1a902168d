/** The guest record's words, en and nl. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './guest-words-en';
import * as nl from './guest-words-nl';

export const staffGuestWords = defineNamespace({ en: en.guestWords, nl: nl.guestWords });
export type GuestWords = TranslationFunctions<typeof en.guestWords>;
