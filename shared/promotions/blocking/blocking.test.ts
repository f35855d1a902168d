import { describe, expect, it } from 'vitest';
import { LOCATIONS, locationById } from '../../locations';
import {
  BLOCKING_RULES,
  BLOCKING_RULES_BY_LOCATION_ID,
  blockingRulesFor,
  isBlockedBy,
  passesBlockingRules,
} from './index';

const slugOf = (id: string) => locationById(id)!.slug;

describe('each blocking rule blocks 17:30-19:30 in month 12 on its weekday, 0 = Sunday', () => {
  it.each([
    // rule, date, time, blocked, why
    ['rule1', '2025-12-05', '18:00', true, 'Friday 5 Dec 2025 (weekday 5)'],
    ['rule1', '2025-12-05', '17:30', true, 'start is inclusive'],
    ['rule1', '2025-12-05', '19:30', true, 'end is inclusive'],
    ['rule1', '2025-12-05', '17:15', false, 'before the block'],
    ['rule1', '2025-12-05', '19:45', false, 'after the block'],
    ['rule1', '2025-12-12', '18:00', true, 'every Friday in December, not only the 5th'],
    ['rule1', '2024-12-05', '18:00', false, '5 Dec 2024 is a Thursday: the condition is the weekday'],
    ['rule1', '2026-11-27', '18:00', false, 'a Friday in November'],
    ['rule2', '2025-12-06', '18:00', true, 'Saturday 6 Dec 2025 (weekday 6)'],
    ['rule2', '2025-12-05', '18:00', false, 'a Friday'],
    ['rule3', '2025-12-14', '18:00', true, 'a Sunday in December (weekday 0)'],
    ['rule3', '2026-12-13', '19:30', true, 'Sunday 13 Dec 2026, end inclusive'],
    ['rule3', '2025-12-13', '18:00', false, 'Saturday is not weekday 0'],
    ['rule3', '2026-03-29', '18:00', false, 'a Sunday outside December (daylight-saving day)'],
    ['rule3', '2026-10-25', '18:00', false, 'a Sunday outside December (daylight-saving day)'],
    ['rule4', '2025-12-04', '18:00', true, 'Thursday 4 Dec 2025 (weekday 4)'],
    ['rule4', '2025-12-04', '12:00', false, 'lunch is never blocked'],
    ['rule4', '2025-12-05', '18:00', false, 'a Friday'],
  ] as const)('%s on %s at %s blocks: %s (%s)', (name, date, time, blocked, _why) => {
    expect(isBlockedBy(BLOCKING_RULES[name], date, time)).toBe(blocked);
  });
});

describe('locations get different rule sets; some none', () => {
  it('some locations have no rule at all', () => {
    const without = LOCATIONS.filter((l) => blockingRulesFor(l.id).length === 0);
    expect(without.length).toBeGreaterThan(0);
    expect(without.length).toBeLessThan(LOCATIONS.length);
  });
  it('the rule sets differ between locations', () => {
    const sets = new Set(Object.values(BLOCKING_RULES_BY_LOCATION_ID).map((names) => names.join(',')));
    expect(sets.size).toBeGreaterThan(1);
  });
  it.each(Object.keys(BLOCKING_RULES_BY_LOCATION_ID))(
    'the rule set of %s belongs to a location of the chain (a mistyped id would silently drop rules)',
    (id) => {
      expect(locationById(id)).toBeDefined();
    },
  );
  it('an unknown location has no rule', () =>
    expect(blockingRulesFor('00000000-0000-4000-8000-000000000000')).toEqual([]));
});

describe('a slot is offered only if it passes every rule for its location', () => {
  const ALL = slugOf(
    Object.keys(BLOCKING_RULES_BY_LOCATION_ID).find((id) => BLOCKING_RULES_BY_LOCATION_ID[id]!.length === 4)!,
  );
  const ONLY_RULE1 = slugOf(
    Object.keys(BLOCKING_RULES_BY_LOCATION_ID).find(
      (id) => BLOCKING_RULES_BY_LOCATION_ID[id]!.join() === 'rule1',
    )!,
  );
  const NONE = LOCATIONS.find((l) => !(l.id in BLOCKING_RULES_BY_LOCATION_ID))!.slug;
  it.each([
    [ALL, '2025-12-05', '18:00', false],
    [ALL, '2025-12-06', '18:00', false],
    [ALL, '2025-12-07', '18:00', false],
    [ALL, '2025-12-04', '18:00', false],
    [ALL, '2025-12-03', '18:00', true],
    [ALL, '2025-12-05', '20:00', true],
    [ONLY_RULE1, '2025-12-05', '18:00', false],
    [ONLY_RULE1, '2025-12-06', '18:00', true],
    [NONE, '2025-12-05', '18:00', true],
  ])('%s on %s at %s passes: %s', (slug, date, time, passes) => {
    expect(passesBlockingRules(LOCATIONS.find((l) => l.slug === slug)!.id, date, time)).toBe(passes);
  });
});
