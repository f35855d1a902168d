import { describe, expect, it } from 'vitest';
import { PROMOTIONS, PROMOTION_NAMES } from './registry';
import { PROMOTION_TITLES, promotionTitle } from './titles';

describe('a promotion is named by its title, never its flow name', () => {
  it('every promotion has its title here, and every title is of a promotion', () => {
    expect(Object.keys(PROMOTION_TITLES).sort()).toEqual([...PROMOTION_NAMES].sort());
    for (const name of PROMOTION_NAMES) expect(PROMOTIONS[name].title).toBe(PROMOTION_TITLES[name]);
  });

  it.each([
    ['a promotion in English', 'cinemaDeal', 'en', 'Cinema deal'],
    ['the same in Dutch', 'cinemaDeal', 'nl', 'Bioscoopdeal'],
    ['a voucher in Dutch', 'voucherThreeCourse', 'nl', 'Waardebon driegangenmenu'],
    ['a promotion removed since: its flow name, not nothing', 'springDeal2019', 'nl', 'springDeal2019'],
    ['a name an object has by itself is not a promotion', 'toString', 'en', 'toString'],
    ['no promotion', null, 'en', null],
  ] as const)('%s', (_case, flow, language, title) => {
    expect(promotionTitle(flow, language)).toBe(title);
  });
});
