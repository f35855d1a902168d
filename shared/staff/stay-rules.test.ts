import { describe, expect, it } from 'vitest';
import { checkStayRules, stayMinuteChoices, type StayRule } from './stay-rules';

const rows = (...pairs: Array<[number | null, number]>): StayRule[] =>
  pairs.map(([up_to, minutes]) => ({ up_to, minutes }));

describe('stay rules go up by party size and end with a row for larger groups', () => {
  it.each<[string, StayRule[], ReturnType<typeof checkStayRules>]>([
    ['the default rules', rows([4, 120], [8, 150], [null, 180]), 'ok'],
    ['one row for every size', rows([null, 90]), 'ok'],
    ['a row for one guest', rows([1, 30], [null, 360]), 'ok'],
    ['no rows', [], 'empty'],
    ['the last row has a size', rows([4, 120], [8, 150]), 'last_not_open'],
    ['only one row, with a size', rows([4, 120]), 'last_not_open'],
    ['sizes going down', rows([8, 120], [4, 150], [null, 180]), 'sizes_not_ascending'],
    ['the same size twice', rows([4, 120], [4, 150], [null, 180]), 'sizes_not_ascending'],
    ['an open row before the last', rows([null, 120], [null, 180]), 'sizes_not_ascending'],
    ['a size of 0', rows([0, 120], [null, 180]), 'sizes_not_ascending'],
    ['a size that is not whole', rows([2.5, 120], [null, 180]), 'sizes_not_ascending'],
    [
      'a size that is no number (an empty field)',
      rows([Number.NaN, 120], [null, 180]),
      'sizes_not_ascending',
    ],
    ['29 minutes is too short', rows([4, 29], [null, 180]), 'minutes_out_of_range'],
    ['30 minutes is the shortest', rows([4, 30], [null, 180]), 'ok'],
    ['360 minutes is the longest', rows([4, 120], [null, 360]), 'ok'],
    ['375 minutes is too long', rows([4, 120], [null, 375]), 'minutes_out_of_range'],
    ['not a quarter hour', rows([4, 100], [null, 180]), 'minutes_out_of_range'],
    ['the larger groups row counts too', rows([4, 120], [null, 0]), 'minutes_out_of_range'],
    ['sizes are checked before minutes', rows([8, 10], [4, 10], [null, 10]), 'sizes_not_ascending'],
  ])('%s: %j is %s', (_rule, rules, expected) => {
    expect(checkStayRules(rules)).toBe(expected);
  });

  it('a manager chooses from 30 to 360 minutes in quarter hours, each of them accepted', () => {
    const choices = stayMinuteChoices();
    expect(choices).toHaveLength(23);
    expect([choices[0], choices[1], choices.at(-1)]).toEqual([30, 45, 360]);
    expect(choices.every((minutes) => checkStayRules(rows([null, minutes])) === 'ok')).toBe(true);
  });
});
