import { describe, expect, it } from 'vitest';
import { showBackButton } from '../components/layout';
import { backdropFor, showChangeLink } from './index-page';

describe('background by offer type (voucher and cinemaDeal share one; loversBurger and default another)', () => {
  it.each([
    ['voucherAction', 'offer'],
    ['cinemaDeal', 'offer'],
    ['loversBurger', 'default'],
    [undefined, 'default'],
    ['socialDeal', 'default'],
  ])('%s → %s', (flow, backdrop) => expect(backdropFor(flow)).toBe(backdrop));
});

describe('the change-or-cancel link shows only after 2025-12-26', () => {
  it.each([
    ['2025-12-25', false],
    ['2025-12-26', false],
    ['2025-12-27', true],
    ['2026-03-01', true],
  ])('%s → %s', (day, shown) => expect(showChangeLink(day)).toBe(shown));
});

describe('the back button is hidden on index or when there is no previous route', () => {
  it.each([
    ['index', 'filter', false],
    ['filter', null, false],
    ['filter', 'index', true],
    ['not-found', 'index', true],
  ] as const)('current %s, previous %s → %s', (current, previous, shown) =>
    expect(showBackButton(current, previous)).toBe(shown),
  );
});
