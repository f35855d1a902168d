import { describe, expect, it } from 'vitest';
import { staffRulesWords } from './rules-words';
import { planAuditLine } from './plan-audit';

const en = staffRulesWords.translators.en;
const nl = staffRulesWords.translators.nl;

describe('the plan of the room in the audit trail, in words', () => {
  it.each<[string, string, unknown, unknown, string, string]>([
    [
      'a table placed (cells said from 1)',
      'table_placed',
      { label: 'T31', column: 8, row: 5 },
      { label: 'T31', column: 8, row: 6 },
      'T31 placed at column 9, row 7 of the plan',
      'T31 op kolom 9, rij 7 van de plattegrond gezet',
    ],
    [
      'a table taken off',
      'table_placed',
      { label: 'T1', column: 0, row: 0 },
      { label: 'T1', column: null, row: null },
      'T1 taken off the plan',
      'T1 van de plattegrond gehaald',
    ],
    [
      'neighbours set',
      'neighbours_set',
      { label: 'T11', neighbours: ['T4'] },
      { label: 'T11', neighbours: ['T12', 'T13'] },
      'T11 pushed together with T12, T13',
      'T11 samen te schuiven met T12, T13',
    ],
    [
      'an area added',
      'area_added',
      null,
      { id: 'a', name: 'Terras' },
      'Area added: Terras',
      'Ruimte toegevoegd: Terras',
    ],
    [
      'an area renamed',
      'area_renamed',
      { id: 'a', name: 'Terras' },
      { id: 'a', name: 'Serre' },
      'Area renamed: Terras → Serre',
      'Ruimte hernoemd: Terras → Serre',
    ],
    [
      'a shape it does not know',
      'table_placed',
      null,
      { what: 1 },
      'Plan of the room changed',
      'Plattegrond gewijzigd',
    ],
  ])('%s', (_rule, action, before, after, english, dutch) => {
    expect(planAuditLine(en, { action, before, after })).toBe(english);
    expect(planAuditLine(nl, { action, before, after })).toBe(dutch);
  });

  it('says nothing of another action', () => {
    expect(planAuditLine(en, { action: 'cancel', before: null, after: null })).toBeNull();
  });
});
