/**
 * The staff app's namespaces (typesafe-i18n style, widget/i18n/i18n-util.ts): the frame and sign-in, the refusals,
 * the day sheet, a restaurant's rules (blocks, stay, audit). Both languages ship in the staff entry: a host may switch at
 * the stand, and no guest ever loads them. The reports' and the settings' words load with their screens
 * (./manager-texts.ts).
 */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as en from './shell-words-en';
import * as nl from './shell-words-nl';
import * as enRules from '../rules/rules-words-en';
import * as nlRules from '../rules/rules-words-nl';

export const staffAppTexts = defineNamespace({ en: en.appTexts, nl: nl.appTexts });
export const staffRefusalTexts = defineNamespace({ en: en.refusalTexts, nl: nl.refusalTexts });
export const staffSheetTexts = defineNamespace({ en: en.sheetTexts, nl: nl.sheetTexts });
export const staffRulesTexts = defineNamespace({ en: enRules.rulesTexts, nl: nlRules.rulesTexts });

export type AppWords = TranslationFunctions<typeof en.appTexts>;
export type RefusalWords = TranslationFunctions<typeof en.refusalTexts>;
export type SheetWords = TranslationFunctions<typeof en.sheetTexts>;
export type RulesWords = TranslationFunctions<typeof enRules.rulesTexts>;
