import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AvailabilityAnswer, Site } from '../../../../shared/api/types';
import type { BookingEndpoints } from '../../../api/booking-endpoints';
import { reserveWords } from '../reserve-words';
import { Alternatives } from './alternatives';

beforeAll(() => reserveWords.load('en'));
afterEach(() => {
  document.body.innerHTML = '';
});

// Four sites on a line going east: Amsterdam is the chosen one, the others are nearest first in that order.
const site = (id: string, name: string, long: number) =>
  ({ id, name, city: name, lat: 52.37, long, extra: {} }) as unknown as Site;
const SITES = [
  site('a', 'Amsterdam', 4.9),
  site('b', 'Bussum', 5.16),
  site('c', 'Amersfoort', 5.39),
  site('d', 'Apeldoorn', 5.97),
];
const answer = (open: boolean): AvailabilityAnswer =>
  ({
    days: [
      {
        date: '2026-11-23',
        sessions: [
          {
            session_name: 'dinner',
            seating_areas: [{ seating_area_uid: 'x' }],
            times: [{ time: '19:00', is_available: open, online_suspended: false }],
          },
        ],
      },
    ],
  }) as unknown as AvailabilityAnswer;

function mount(getAlternativeAvailability: BookingEndpoints['getAlternativeAvailability']) {
  const onLoading = vi.fn();
  const root = document.createElement('div');
  document.body.append(root);
  const endpoints = { getAlternativeAvailability } as BookingEndpoints;
  act(() =>
    render(
      <Alternatives
        sites={SITES}
        current={SITES[0]!}
        date="2026-11-23"
        partySize={2}
        endpoints={endpoints}
        onLoading={onLoading}
        onChoose={() => {}}
        t={reserveWords.translators.en!}
      />,
      root,
    ),
  );
  return { root, onLoading, unmount: () => act(() => render(null, root)) };
}

describe('alternatives: other restaurants with an open slot, nearest first', () => {
  it('lists only the sites with an open slot, nearest first, and ends its loading state', async () => {
    const { root, onLoading } = mount(async (id) => answer(id !== 'b'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect([...root.querySelectorAll('strong')].map((name) => name.textContent)).toEqual([
      'Amersfoort',
      'Apeldoorn',
    ]);
    expect(onLoading.mock.calls.map(([loading]) => loading)).toEqual([true, false]);
  });

  it('leaving mid-search ends the loading state (the answers never came)', () => {
    const { root, onLoading, unmount } = mount(() => new Promise(() => {}));
    expect(root.textContent).toContain(reserveWords.translators.en!.filter.alternativesLoading());
    unmount();
    expect(onLoading).toHaveBeenLastCalledWith(false);
  });
});
