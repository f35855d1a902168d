/** A restaurant's settings screen in words (tables, opening hours, booking rules), en and nl: they load with it. */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './settings-words-en';
import * as nl from './settings-words-nl';

export const staffSettingsWords = defineNamespace({ en: en.settingsWords, nl: nl.settingsWords });
export type SettingsWords = TranslationFunctions<typeof en.settingsWords>;
