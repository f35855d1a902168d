/**
 * The words of the frame every screen shares (top bar, screen refused, a screen that did not load) and the refusals of
 * the staff API, en and nl. Both languages ship in the first screen: a host may switch at the stand, and no guest ever
 * loads them. Each screen's own words sit in its folder and load with it.
 */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './shell-words-en';
import * as nl from './shell-words-nl';

export const staffShellWords = defineNamespace({ en: en.shellWords, nl: nl.shellWords });
export const staffRefusalWords = defineNamespace({ en: en.refusalWords, nl: nl.refusalWords });

export type ShellWords = TranslationFunctions<typeof en.shellWords>;
export type RefusalWords = TranslationFunctions<typeof en.refusalWords>;
