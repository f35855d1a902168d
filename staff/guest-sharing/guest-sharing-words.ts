/** The guest-record sharing screen's words, en and nl. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './guest-sharing-words-en';
import * as nl from './guest-sharing-words-nl';

export const staffGuestSharingWords = defineNamespace({ en: en.guestSharingWords, nl: nl.guestSharingWords });
export type GuestSharingWords = TranslationFunctions<typeof en.guestSharingWords>;
