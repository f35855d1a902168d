/** The figures' demand-turned-away section in words, en and nl: they load with the figures screen. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import * as en from './turned-away-words-en';
import * as nl from './turned-away-words-nl';

export const staffTurnedAwayWords = defineNamespace({ en: en.turnedAwayWords, nl: nl.turnedAwayWords });
