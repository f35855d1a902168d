import { describe, expect, it } from 'vitest';
import { promotionsNamingRestaurant } from './naming';
import type { Promotion } from './types';

const HERE = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const ELSEWHERE = '755cf37a-cc1f-49dd-b614-a7466aca5aeb';

const promotion = (name: string, extra: Partial<Promotion> = {}): Promotion => ({
  name,
  title: { en: name, nl: name },
  type: 'example',
  locations: [{ id: HERE, name: 'Tafel Amsterdam' }],
  ...extra,
});

describe('a restaurant is named by a promotion that lists it and has not ended (running or still to begin)', () => {
  it.each<[string, Partial<Promotion>, string, boolean]>([
    ['no dates: always running', {}, '2026-11-27', true],
    ['running, its first day', { startDate: '2026-11-27', endDate: '2027-03-31' }, '2026-11-27', true],
    ['running, its last day', { startDate: '2026-11-01', endDate: '2026-11-27' }, '2026-11-27', true],
    ['still to begin', { startDate: '2026-12-01', endDate: '2027-03-31' }, '2026-11-27', true],
    ['ended the day before', { endDate: '2026-11-26' }, '2026-11-27', false],
    ['ended long ago', { startDate: '2024-04-28', endDate: '2025-04-23' }, '2026-11-27', false],
    [
      'ended, but its deal code runs on',
      { endDate: '2026-11-20', oneTimeDealCode: { endDate: '2026-12-31' } },
      '2026-11-27',
      true,
    ],
    [
      'ended, and its deal code too',
      { endDate: '2025-04-23', oneTimeDealCode: { endDate: '2025-05-31' } },
      '2026-11-27',
      false,
    ],
    [
      'running, but lists another restaurant',
      { locations: [{ id: ELSEWHERE, name: 'Tafel Emmen' }] },
      '2026-11-27',
      false,
    ],
    ['lists no restaurant at all', { locations: [] }, '2026-11-27', false],
  ])('%s', (_, extra, today, named) => {
    expect(promotionsNamingRestaurant([promotion('deal', extra)], HERE, today).map((p) => p.name)).toEqual(
      named ? ['deal'] : [],
    );
  });

  it('names every promotion that does, in the order given', () => {
    const promotions = [
      promotion('cinemaDeal'),
      promotion('kidsMenu', { endDate: '2024-10-31' }),
      promotion('autumnDeal', { startDate: '2027-01-01' }),
    ];
    expect(promotionsNamingRestaurant(promotions, HERE, '2026-11-27').map((p) => p.name)).toEqual([
      'cinemaDeal',
      'autumnDeal',
    ]);
  });
});
