import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../ui/testing/english-words';
import { staffRulesWords } from './rules-words';
import { staffSheetWords } from '../sheet/sheet-words';
import { auditLine } from './audit-lines';

const words = (language: 'en' | 'nl') => ({
  rules: staffRulesWords.translators[language],
  sheet: staffSheetWords.translators[language],
});
const A = '7b1c2d3e-0000-4000-8000-000000000001';
const HOST = [{ site_id: A, role: 'host' }];
const MANAGER = [{ site_id: A, role: 'manager' }];
const account = (grants: unknown) => ({
  name: 'Sanne Visser',
  email: 'sanne@a.example',
  language: 'nl',
  grants,
});

describe('staff account changes in the audit trail, who and before -> after, in en and nl', () => {
  it.each<[string, { action: string; before: unknown; after: unknown }, string, string]>([
    [
      'a host added',
      { action: 'staff_added', before: null, after: account(HOST) },
      'Sanne Visser added to the staff as host',
      'Sanne Visser als gastheer of gastvrouw aan het personeel toegevoegd',
    ],
    [
      'a manager removed',
      { action: 'staff_removed', before: account(MANAGER), after: null },
      'Sanne Visser removed from the staff (was manager)',
      'Sanne Visser van het personeel verwijderd (was bedrijfsleider)',
    ],
    [
      'a host made manager',
      { action: 'staff_roles_changed', before: HOST, after: MANAGER },
      'Roles of Sanne Visser changed: host → manager',
      'Rollen van Sanne Visser gewijzigd: gastheer of gastvrouw → bedrijfsleider',
    ],
    [
      'a host taken off this restaurant',
      { action: 'staff_roles_changed', before: HOST, after: [] },
      'Roles of Sanne Visser changed: host → none',
      'Rollen van Sanne Visser gewijzigd: gastheer of gastvrouw → geen',
    ],
    [
      'made chain admin (the chain-wide line)',
      { action: 'staff_roles_changed', before: [], after: [{ site_id: null, role: 'admin' }] },
      'Roles of Sanne Visser changed: none → chain admin',
      'Rollen van Sanne Visser gewijzigd: geen → beheerder van de keten',
    ],
    [
      'added, in a shape the words do not know',
      { action: 'staff_added', before: null, after: { who: 'x' } },
      'Sanne Visser added to the staff',
      'Sanne Visser aan het personeel toegevoegd',
    ],
    [
      'removed, in a shape the words do not know',
      { action: 'staff_removed', before: 'x', after: null },
      'Sanne Visser removed from the staff',
      'Sanne Visser van het personeel verwijderd',
    ],
    [
      'roles changed, in a shape the words do not know',
      { action: 'staff_roles_changed', before: [{ role: 'owner' }], after: MANAGER },
      'Roles of Sanne Visser changed',
      'Rollen van Sanne Visser gewijzigd',
    ],
  ])('%s', (_case, entry, english, dutch) => {
    const line = { ...entry, subject: 'Sanne Visser' };
    expect(auditLine(words('en'), line, 'en')).toBe(english);
    expect(auditLine(words('nl'), line, 'nl')).toBe(dutch);
    expect(ENGLISH.exec(dutch.replace('Sanne Visser', ''))).toBeNull();
  });
});
