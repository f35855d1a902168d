import { describe, expect, it } from 'vitest';
import { messageText } from '../message-text';
import { groupSizeMessage, isChristmasLargeGroup, isLargerCompany, partySizeHints } from './group-size';

describe("min/max group size messages ('Minimum group size is {value} persons', 'Maximum group size is {value} persons')", () => {
  it.each([
    [2, { min: 1, max: 14 }, null],
    [1, { min: 1, max: 14 }, null],
    [14, { min: 1, max: 14 }, null],
    [15, { min: 1, max: 14 }, { key: 'maxGroupSize', value: 14 }],
    [1, { min: 2, max: 14 }, { key: 'minGroupSize', value: 2 }],
    [9, { min: 1, max: 8 }, { key: 'maxGroupSize', value: 8 }],
    [3, { min: 4, max: 6 }, { key: 'minGroupSize', value: 4 }],
    [7, { min: 4, max: 6 }, { key: 'maxGroupSize', value: 6 }],
  ])('party of %i with range %j: %j', (size, range, message) => {
    expect(groupSizeMessage(size, range)).toEqual(message);
  });

  it.each([
    [1, { min: 2, max: 14 }, 'Minimum group size is 2 persons'],
    [20, { min: 1, max: 14 }, 'Maximum group size is 14 persons'],
  ])('party of %i with range %j reads %j', (size, range, text) => {
    const message = groupSizeMessage(size, range);
    expect(message && messageText(message.key, message)).toBe(text);
  });

  it.each([
    [
      'before the range is known: the online maximum, as the picker offers',
      null,
      ['Maximum group size is 14 persons'],
    ],
    ['the full range', { min: 1, max: 14 }, ['Maximum group size is 14 persons']],
    ['a restaurant that seats at most 6', { min: 1, max: 6 }, ['Maximum group size is 6 persons']],
    [
      'a promotion from 2 persons',
      { min: 2, max: 14 },
      ['Minimum group size is 2 persons', 'Maximum group size is 14 persons'],
    ],
  ] as const)('the picker hints (%s): %j', (_rule, range, texts) => {
    expect(partySizeHints(range).map((hint) => messageText(hint.key, hint))).toEqual(texts);
  });
});

describe('larger companies (above 14) go to a group request or the events team', () => {
  it.each([
    [1, false],
    [12, false],
    [14, false],
    [15, true],
    [21, true],
  ])('party of %i is a larger company: %s', (size, larger) => {
    expect(isLargerCompany(size)).toBe(larger);
  });
});

describe('Christmas large-group messaging at 12 or more', () => {
  it.each([
    [2, false],
    [11, false],
    [12, true],
    [13, true],
    [14, true],
  ])('party of %i is a Christmas large group: %s', (size, large) => {
    expect(isChristmasLargeGroup(size)).toBe(large);
  });
});
