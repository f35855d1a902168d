/** The new-booking screen's words, en and nl. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './booking-words-en';
import * as nl from './booking-words-nl';

export const staffBookingWords = defineNamespace({ en: en.bookingWords, nl: nl.bookingWords });
export type BookingWords = TranslationFunctions<typeof en.bookingWords>;
