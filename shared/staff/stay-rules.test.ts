import { describe, expect, it } from 'vitest';
import { checkStayRules } from './stay-rules';

describe('issue 15: stay rules go up by party size and end with an open row', () => {
  it.each([
    [
      'the default',
      [
        { up_to: 4, minutes: 120 },
        { up_to: 8, minutes: 150 },
        { up_to: null, minutes: 180 },
      ],
      'ok',
    ],
    ['one open row', [{ up_to: null, minutes: 90 }], 'ok'],
    ['no row', [], 'empty'],
    [
      'sizes going down',
      [
        { up_to: 8, minutes: 120 },
        { up_to: 4, minutes: 150 },
        { up_to: null, minutes: 180 },
      ],
      'sizes_not_ascending',
    ],
    [
      'a size twice',
      [
        { up_to: 4, minutes: 120 },
        { up_to: 4, minutes: 150 },
        { up_to: null, minutes: 180 },
      ],
      'sizes_not_ascending',
    ],
    [
      'an open row in the middle',
      [
        { up_to: null, minutes: 120 },
        { up_to: null, minutes: 150 },
      ],
      'sizes_not_ascending',
    ],
    [
      'a size of 0',
      [
        { up_to: 0, minutes: 120 },
        { up_to: null, minutes: 150 },
      ],
      'sizes_not_ascending',
    ],
    ['no open last row', [{ up_to: 4, minutes: 120 }], 'last_not_open'],
    ['20 minutes', [{ up_to: null, minutes: 20 }], 'minutes_out_of_range'],
    ['7 hours', [{ up_to: null, minutes: 420 }], 'minutes_out_of_range'],
    ['100 minutes (not a quarter hour)', [{ up_to: null, minutes: 100 }], 'minutes_out_of_range'],
  ])('%s: %s', (_case, rules, check) => {
    expect(checkStayRules(rules)).toBe(check);
  });
});
