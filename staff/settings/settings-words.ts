/**
 * The words of the manager's lazy screens (issue 15), reports and settings, en and nl: their own module, so they load
 * with those screens and not with the host stand's first screen (widget/staff/app.tsx).
 */
import { defineNamespace } from '../../ui/i18n/i18n-util';
import type { TranslationFunctions } from '../../ui/i18n/i18n-types';
import * as enReports from '../reports/reports-words-en';
import * as nlReports from '../reports/reports-words-nl';
import * as enSettings from './settings-words-en';
import * as nlSettings from './settings-words-nl';

export const staffReportsTexts = defineNamespace({ en: enReports.reportsTexts, nl: nlReports.reportsTexts });
export const staffSettingsTexts = defineNamespace({
  en: enSettings.settingsTexts,
  nl: nlSettings.settingsTexts,
});

export type ReportsWords = TranslationFunctions<typeof enReports.reportsTexts>;
export type SettingsWords = TranslationFunctions<typeof enSettings.settingsTexts>;
