import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../../../shared/api/types';
import { reserveWords } from '../reserve-words';
import { LocationList } from './location-list';

beforeAll(() => reserveWords.load('en'));
afterEach(() => {
  document.body.innerHTML = '';
});

// The list draws a site's name and city only.
const SITES = [
  { id: 'a', name: 'Tafel Amsterdam', city: 'Amsterdam' },
  { id: 'b', name: 'Tafel Utrecht', city: 'Utrecht' },
] as unknown as Site[];

function draw(props: { loading: boolean; sites: Site[] }) {
  const root = document.createElement('div');
  document.body.append(root);
  act(() =>
    render(
      <LocationList
        {...props}
        value={null}
        onChange={() => {}}
        onGeolocationError={() => {}}
        t={reserveWords.translators.en!}
      />,
      root,
    ),
  );
  return root.querySelector<HTMLElement>('[role="radiogroup"]')!;
}

describe('the restaurant list while the chain list loads (nothing below it moves when it comes)', () => {
  it.each([
    { state: 'loading', loading: true, sites: [], busy: 'true', words: '' },
    {
      state: 'loaded, none match',
      loading: false,
      sites: [],
      busy: 'false',
      words: 'No restaurant matches.',
    },
    {
      state: 'loaded',
      loading: false,
      sites: SITES,
      busy: 'false',
      words: 'Tafel AmsterdamAmsterdamTafel UtrechtUtrecht',
    },
  ])('$state: busy $busy, says "$words"', ({ loading, sites, busy, words }) => {
    const list = draw({ loading, sites });
    expect(list.getAttribute('aria-busy')).toBe(busy);
    expect(list.textContent).toBe(words);
  });
});
