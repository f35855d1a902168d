/** The restaurants screen's words, en and nl. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './restaurants-words-en';
import * as nl from './restaurants-words-nl';

export const staffRestaurantsWords = defineNamespace({ en: en.restaurantsWords, nl: nl.restaurantsWords });
export type RestaurantsWords = TranslationFunctions<typeof en.restaurantsWords>;
