import { describe, expect, it } from 'vitest';
import { mealPeriodOf } from './meal-periods';

describe('meal-period keys with aliases: breakfast (breakfast, ontbijt), lunch (lunch), dinner (dinner, diner) (SPEC §3)', () => {
  it.each([
    ['breakfast', 'breakfast'],
    ['ontbijt', 'breakfast'],
    ['Ontbijt', 'breakfast'],
    ['lunch', 'lunch'],
    ['LUNCH', 'lunch'],
    [' Lunch ', 'lunch'],
    ['dinner', 'dinner'],
    ['diner', 'dinner'],
    ['Diner', 'dinner'],
    ['brunch', null],
    ['lunchroom', null],
    ['avondeten', null],
    ['', null],
  ])('%j is %s', (name, period) => {
    expect(mealPeriodOf(name)).toBe(period);
  });
});
