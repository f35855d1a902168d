import { describe, expect, it } from 'vitest';
import { CHAIN_SETTINGS, type SiteSettings } from '../../shared/staff/site-settings';
import { staffRulesWords } from './rules-words';
import { staffSheetWords } from '../sheet/sheet-words';
import { auditLine } from './audit-lines';

const words = (language: 'en' | 'nl') => ({
  rules: staffRulesWords.translators[language],
  sheet: staffSheetWords.translators[language],
});
const BEFORE: SiteSettings = {
  opening_hours: [{ weekday: 2, periods: [{ period: 'dinner', from: '16:30', to: '21:30' }] }],
  ...CHAIN_SETTINGS,
};
const T1 = { id: 't1', label: 'T1', seats: 4, combinable: true, seating_area_id: 'a1' };

describe("the settings' and tables' changes in the audit trail, before -> after", () => {
  it.each<[string, { action: string; before: unknown; after: unknown }, string, string]>([
    [
      'the closing hour and the largest group',
      {
        action: 'settings_changed',
        before: BEFORE,
        after: {
          ...BEFORE,
          opening_hours: [{ weekday: 2, periods: [{ period: 'dinner', from: '16:30', to: '20:00' }] }],
          max_group_online: 6,
        },
      },
      'Settings changed: Tuesday 16:30–21:30 → 16:30–20:00; largest group online 14 → 6',
      'Instellingen gewijzigd: dinsdag 16:30–21:30 → 16:30–20:00; grootste groep online 14 → 6',
    ],
    [
      'a day closed, the interval, the lead time and the cancellation window',
      {
        action: 'settings_changed',
        before: BEFORE,
        after: {
          ...BEFORE,
          opening_hours: [],
          slot_interval_minutes: 30,
          lead_minutes: 60,
          cancel_window_minutes: 240,
        },
      },
      'Settings changed: Tuesday 16:30–21:30 → closed; slots every 15 → 30 min; online booking closes 0 → 60 min before; guests cancel online until 120 → 240 min before',
      'Instellingen gewijzigd: dinsdag 16:30–21:30 → gesloten; tijdsloten elke 15 → 30 min; online boeken sluit 0 → 60 min vooraf; gasten annuleren online tot 120 → 240 min vooraf',
    ],
    [
      'the clock rules at the stand',
      {
        action: 'settings_changed',
        before: BEFORE,
        after: {
          ...BEFORE,
          arrive_before_minutes: 30,
          no_show_after_minutes: 20,
          walk_ins_within_hours: false,
        },
      },
      'Settings changed: arrived from 60 → 30 min before; no-show from 15 → 20 min after; walk-ins only inside the opening hours yes → no',
      'Instellingen gewijzigd: binnen vanaf 60 → 30 min vooraf; niet gekomen vanaf 15 → 20 min na het begin; binnenlopers alleen binnen de openingstijden ja → nee',
    ],
    [
      'a change saved before the clock rules were settings: they were the defaults',
      {
        action: 'settings_changed',
        before: {
          opening_hours: BEFORE.opening_hours,
          slot_interval_minutes: 15,
          lead_minutes: 0,
          cancel_window_minutes: 120,
          max_group_online: 14,
        },
        after: { ...BEFORE, max_group_online: 8 },
      },
      'Settings changed: largest group online 14 → 8',
      'Instellingen gewijzigd: grootste groep online 14 → 8',
    ],
    [
      'settings saved unchanged',
      { action: 'settings_changed', before: BEFORE, after: BEFORE },
      'Settings changed',
      'Instellingen gewijzigd',
    ],
    [
      'a table added',
      { action: 'table_added', before: null, after: T1 },
      'Table added: T1, 4 seats, combinable',
      'Tafel toegevoegd: T1, 4 stoelen, koppelbaar',
    ],
    [
      'a table shrunk to one seat, no longer combinable',
      { action: 'table_changed', before: T1, after: { ...T1, seats: 1, combinable: false } },
      'Table changed: T1, 4 seats, combinable → T1, 1 seat',
      'Tafel gewijzigd: T1, 4 stoelen, koppelbaar → T1, 1 stoel',
    ],
    [
      'a table removed',
      { action: 'table_removed', before: T1, after: null },
      'Table removed: T1, 4 seats, combinable',
      'Tafel verwijderd: T1, 4 stoelen, koppelbaar',
    ],
    [
      'a table of a shape the words do not know',
      { action: 'table_removed', before: { name: 'T1' }, after: null },
      'Table changed',
      'Tafel gewijzigd',
    ],
  ])('%s', (_case, entry, english, dutch) => {
    const line = { ...entry, subject: 'x' };
    expect(auditLine(words('en'), line, 'en')).toBe(english);
    expect(auditLine(words('nl'), line, 'nl')).toBe(dutch);
  });
});
